import type { SuccessStory } from '../landing.api';
import { Stars } from './Stars';

const personMeta = (s: SuccessStory) => [s.studentRole, s.studentLocation].filter(Boolean).join(' · ');

/** Only an admin is sent inactive stories: the card says the public does not see it. */
export const INACTIVE_STORY_MARK = 'Inactive (hidden from visitors)';
function InactiveMark({ story }: { story: SuccessStory }) {
  return story.isActive ? null : <span className="lp-inactive">{INACTIVE_STORY_MARK}</span>;
}

/** The student's initials, name and a line under the name (none when it is empty). */
function StoryPerson({ story, meta }: { story: SuccessStory; meta: string }) {
  return (
    <div className="lp-story__person">
      <span className="lp-avatar" aria-hidden="true">
        {story.studentInitials}
      </span>
      <div>
        <div className="lp-story__name">{story.studentName}</div>
        {meta && <div className="lp-story__meta">{meta}</div>}
      </div>
    </div>
  );
}

/** The carousel's large card: who, before and after, the quote, the deal details and tags. */
export function StoryCard({ story, position }: { story: SuccessStory; position: string }) {
  const details = Object.entries(story.dealDetails ?? {});
  return (
    <article
      className="lp-story"
      aria-roledescription="slide"
      aria-label={`${position}: ${story.studentName}`}
      data-testid="story-slide"
    >
      <div className="lp-story__main">
        <InactiveMark story={story} />
        <StoryPerson story={story} meta={personMeta(story)} />
        <h3 className="lp-story__title">{story.title}</h3>
        <div className="lp-story__phase">
          <h4>Before</h4>
          <p>{story.beforeStory}</p>
        </div>
        <div className="lp-story__phase lp-story__phase--after">
          <h4>After</h4>
          <p>{story.afterStory}</p>
        </div>
      </div>
      <div className="lp-story__side">
        <Stars />
        <blockquote className="lp-story__quote">“{story.testimonialQuote}”</blockquote>
        {details.length > 0 && (
          <dl className="lp-deal">
            {details.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {story.tags.length > 0 && (
          <div className="lp-tags" aria-label="Tags">
            {story.tags.map((t) => (
              <span key={t} className="lp-tag">
                {t}
              </span>
            ))}
          </div>
        )}
      </div>
    </article>
  );
}

/** A compact card of the grid under the carousel. */
export function StoryMiniCard({ story }: { story: SuccessStory }) {
  return (
    <article className="lp-mini" data-testid="story-grid-card">
      <InactiveMark story={story} />
      <Stars />
      <p className="lp-mini__quote">“{story.testimonialQuote}”</p>
      <StoryPerson story={story} meta={story.title} />
    </article>
  );
}
