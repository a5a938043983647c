import { useState } from 'react';
import { useAuth } from '../../../shared/auth/use-auth';
import { usePublicSuccessStories } from '../landing.api';
import { wrapIndex } from '../logic/carousel';
import {
  ALL_STORIES_CHIP,
  filterStories,
  GRID_SIZE,
  showCarouselControls,
  showStoryGrid,
  STORY_CHIPS,
} from '../logic/story-filter';
import { ChevronLeft, ChevronRight } from './icons';
import { StoryCard, StoryMiniCard } from './StoryCard';

/**
 * Success stories (spec 1 §2): filter chips (case-insensitive substring match on tags; a change resets the
 * carousel), a wrapping carousel with arrows and dots when more than one story matches, a grid of the first
 * three when more than three match, and the empty state.
 */
export function SuccessStoriesSection() {
  const { isAdmin } = useAuth();
  const { data, isLoading, isError } = usePublicSuccessStories(isAdmin);
  const [chip, setChip] = useState<string>(ALL_STORIES_CHIP);
  const [index, setIndex] = useState(0);
  // An admin gets every story (inactive ones marked on their cards) unless previewing the page as a visitor sees it;
  // anyone else sees active stories only, whatever list this browser still holds (an admin who just signed out).
  const [asVisitor, setAsVisitor] = useState(false);
  const stories = data?.stories ?? [];
  const matching = filterStories(isAdmin && !asVisitor ? stories : stories.filter((s) => s.isActive), chip);
  const count = matching.length;
  const current = matching[Math.min(index, Math.max(count - 1, 0))];
  const move = (step: number) => setIndex((i) => wrapIndex(i, step, count));

  return (
    <section id="success-stories" className="lp-section lp-section--alt" aria-labelledby="stories-title">
      <div className="lp-container">
        <div className="lp-section__head">
          <span className="lp-eyebrow">Success Stories</span>
          <h2 id="stories-title" className="lp-section__title">
            Agents who made the switch to investors
          </h2>
          <p className="lp-section__lead">Real results from agents who followed the program.</p>
        </div>
        {isAdmin && (
          <div className="lp-admin-preview" role="group" aria-label="Admin preview">
            <p>
              {asVisitor
                ? 'You see the stories as visitors do: active stories only.'
                : 'Signed in as an admin, you also see inactive stories, marked as hidden from visitors.'}
            </p>
            <button
              type="button"
              className="lp-chip"
              aria-pressed={asVisitor}
              onClick={() => {
                setAsVisitor((v) => !v);
                setIndex(0);
              }}
            >
              Preview as a visitor
            </button>
          </div>
        )}
        <div className="lp-chips" role="group" aria-label="Filter success stories">
          {STORY_CHIPS.map((c) => (
            <button
              key={c}
              type="button"
              className="lp-chip"
              aria-pressed={chip === c}
              onClick={() => {
                setChip(c);
                setIndex(0);
              }}
            >
              {c}
            </button>
          ))}
        </div>
        <div className="lp-stories__stage" aria-live="polite">
          {isLoading ? (
            <div className="lp-skeleton" role="status" aria-label="Loading success stories" />
          ) : !current || isError ? (
            <div className="lp-empty">
              <h3>Success Stories Coming Soon</h3>
              <p>New stories from our students are on their way.</p>
            </div>
          ) : (
            <>
              <div className="lp-carousel" aria-roledescription="carousel" aria-label="Success stories">
                {showCarouselControls(count) && (
                  <button
                    type="button"
                    className="lp-carousel__arrow"
                    aria-label="Previous story"
                    onClick={() => move(-1)}
                  >
                    <ChevronLeft />
                  </button>
                )}
                <div className="lp-carousel__slide">
                  <StoryCard key={current.id} story={current} position={`Story ${index + 1} of ${count}`} />
                </div>
                {showCarouselControls(count) && (
                  <button type="button" className="lp-carousel__arrow" aria-label="Next story" onClick={() => move(1)}>
                    <ChevronRight />
                  </button>
                )}
              </div>
              {showCarouselControls(count) && (
                <div className="lp-dots" role="group" aria-label="Choose a story">
                  {matching.map((s, i) => (
                    <button
                      key={s.id}
                      type="button"
                      className="lp-dot"
                      aria-label={`Show story ${i + 1}: ${s.studentName}`}
                      aria-current={i === index}
                      onClick={() => setIndex(i)}
                    />
                  ))}
                </div>
              )}
              {showStoryGrid(count) && (
                <div className="lp-stories__grid" data-testid="story-grid">
                  {matching.slice(0, GRID_SIZE).map((s) => (
                    <StoryMiniCard key={s.id} story={s} />
                  ))}
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
