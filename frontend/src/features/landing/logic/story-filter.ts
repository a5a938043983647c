/** The success-story filter chips (spec 1 §2). "All Featured" shows every story; the others match tags. */
export const ALL_STORIES_CHIP = 'All Featured';
export const STORY_CHIPS = [
  ALL_STORIES_CHIP,
  'Quick Success',
  'New Agent',
  'Network Growth',
  'Income Growth',
  'Fast Results',
] as const;
export type StoryChip = (typeof STORY_CHIPS)[number];

/** A story matches a chip when one of its tags contains the chip's text, ignoring case. */
export function storyMatchesChip(tags: readonly string[], chip: string): boolean {
  if (chip === ALL_STORIES_CHIP) return true;
  const needle = chip.toLowerCase();
  return tags.some((tag) => tag.toLowerCase().includes(needle));
}

export function filterStories<T extends { tags: readonly string[] }>(stories: readonly T[], chip: string): T[] {
  return stories.filter((s) => storyMatchesChip(s.tags, chip));
}

/** Carousel navigation: arrows and dots only for more than one story; the grid only for more than three. */
export const GRID_SIZE = 3;
export const showCarouselControls = (count: number) => count > 1;
export const showStoryGrid = (count: number) => count > GRID_SIZE;
