import { api } from '../../api/api';
import type { Schemas } from '../../api/types';
import { route } from '../../api/route';

export type SuccessStory = Schemas['SuccessStoryDto'];

/** Public success stories: active ones, featured first then by sortOrder (spec 3 §7). */
export const landingApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPublicSuccessStories: build.query<Schemas['SuccessStoryListDto'], void>({
      query: () => route('get', '/api/success-stories'),
    }),
  }),
});

export const { useListPublicSuccessStoriesQuery } = landingApi;
