import type { Schemas } from '../../api/types';

export type SuccessStory = Schemas['SuccessStoryDto'];

/**
 * Public success stories: active ones, featured first then by sortOrder (spec 3 §7); an admin is answered every story.
 * Read through the app's one cache of the public site's reads (shared/site-config.ts).
 */
export { useSuccessStories as usePublicSuccessStories } from '../../shared/site-config';
