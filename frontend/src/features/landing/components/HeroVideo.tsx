import { useState } from 'react';
import { useSiteConfig } from '../../../shared/site-config';

const EMBED_TITLE = 'Free training: how agents close investor deals';

/** Adds autoplay to the configured player URL, so one click both loads and starts the video. */
function withAutoplay(url: string): string {
  try {
    const u = new URL(url);
    u.searchParams.set('autoplay', '1');
    return u.toString();
  } catch {
    return url;
  }
}

/**
 * The hero video: the active landing video when one exists, else the configured player embed.
 * The outside player (hundreds of KB of script) loads only when the visitor presses play.
 */
export function HeroVideo() {
  const { data } = useSiteConfig();
  const [playing, setPlaying] = useState(false);
  return (
    <div>
      <div className="lp-video">
        {data?.activeVideo ? (
          <video
            controls
            preload="metadata"
            src={data.activeVideo.streamUrl}
            title={data.activeVideo.title}
            aria-label={data.activeVideo.title}
          />
        ) : data && playing ? (
          <iframe
            src={withAutoplay(data.videoEmbedUrl)}
            title={EMBED_TITLE}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
          />
        ) : data ? (
          <button
            type="button"
            className="lp-video__play"
            onClick={() => setPlaying(true)}
            aria-label={`Play video: ${EMBED_TITLE}`}
          >
            <span className="lp-video__play-icon" aria-hidden="true" />
            <span className="lp-video__play-text">Play the free training preview</span>
          </button>
        ) : null}
      </div>
      <p className="lp-video__caption">Watch a preview of the free training</p>
    </div>
  );
}
