import { useGetSiteConfigQuery } from '../../../shared/site-config.api';

/** The hero video: the active landing video when one exists, else the configured player embed. */
export function HeroVideo() {
  const { data } = useGetSiteConfigQuery();
  return (
    <div>
      <div className="lp-video">
        {data?.activeVideo ? (
          <video controls preload="metadata" src={data.activeVideo.streamUrl} title={data.activeVideo.title} aria-label={data.activeVideo.title} />
        ) : data ? (
          <iframe
            src={data.videoEmbedUrl}
            title="Free training: how agents close investor deals"
            loading="lazy"
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
          />
        ) : null}
      </div>
      <p className="lp-video__caption">Watch a preview of the free training</p>
    </div>
  );
}
