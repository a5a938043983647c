import type { Schemas } from '../../api/types';
import { route } from '../../api/route';
import { refreshPublicRead, usePublicRead } from '../../shared/public-read';

export type SuccessStory = Schemas['SuccessStoryDto'];

/** Public success stories: active ones, featured first then by sortOrder (spec 3 §7). A plain read (no RTK Query). */
const STORIES_URL = route('get', '/api/success-stories').url;
export const usePublicSuccessStories = () => usePublicRead<Schemas['SuccessStoryListDto']>(STORIES_URL);

/** An admin is answered every story, inactive ones too: read them from the server, not the browser's visitor copy. */
export const readStoriesAsAdmin = () => refreshPublicRead(STORIES_URL, { fromServer: true });
