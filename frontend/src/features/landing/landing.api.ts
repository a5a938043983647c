import type { Schemas } from '../../api/types';
import { route } from '../../api/route';
import { usePublicRead } from '../../shared/public-read';

export type SuccessStory = Schemas['SuccessStoryDto'];

/** Public success stories: active ones, featured first then by sortOrder (spec 3 §7). A plain read (no RTK Query). */
export const usePublicSuccessStories = () =>
  usePublicRead<Schemas['SuccessStoryListDto']>(route('get', '/api/success-stories').url);
