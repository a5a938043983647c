import { describe, expect, it } from 'vitest';
import { filterStories, showCarouselControls, showStoryGrid, storyMatchesChip, STORY_CHIPS } from './story-filter';

const stories = [
  { id: 'a', tags: ['Quick Success', 'New Agent'] },
  { id: 'b', tags: ['income growth'] },
  { id: 'c', tags: ['Network Growth Story'] },
  { id: 'd', tags: [] },
];
const ids = (chip: string) => filterStories(stories, chip).map((s) => s.id);

describe('story chips', () => {
  it('are the six chips in order', () => {
    expect(STORY_CHIPS).toEqual([
      'All Featured',
      'Quick Success',
      'New Agent',
      'Network Growth',
      'Income Growth',
      'Fast Results',
    ]);
  });
  it('All Featured shows every story, untagged ones too', () =>
    expect(ids('All Featured')).toEqual(['a', 'b', 'c', 'd']));
  it('match tags ignoring case', () => expect(ids('Income Growth')).toEqual(['b']));
  it('match a tag that contains the chip text', () => expect(ids('Network Growth')).toEqual(['c']));
  it('do not match the other way round (tag inside the chip text)', () =>
    expect(storyMatchesChip(['Growth'], 'Income Growth')).toBe(false));
  it('return nothing when no tag matches', () => expect(ids('Fast Results')).toEqual([]));
  it('keep the server order', () =>
    expect(
      filterStories(
        [
          { tags: ['new agent'], n: 2 },
          { tags: ['NEW AGENT'], n: 1 },
        ],
        'New Agent',
      ).map((s) => s.n),
    ).toEqual([2, 1]));
});

describe('carousel controls and grid', () => {
  it('show arrows and dots only for more than one story', () => {
    expect([0, 1, 2].map(showCarouselControls)).toEqual([false, false, true]);
  });
  it('show the grid only for more than three stories', () => {
    expect([3, 4].map(showStoryGrid)).toEqual([false, true]);
  });
});
