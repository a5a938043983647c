import { api } from '../../api/api';
import type { Schemas } from '../../api/types';
import { route } from '../../api/route';

export type WebinarRegistration = Schemas['WebinarRegistrationDto'];
export type WebinarRegistrationResult = Schemas['WebinarRegistrationResultDto'];

/** POST /api/webinar-registrations: the webinar form (lead, contact, consent and its confirmation e-mail). */
export const webinarSignupApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerForWebinar: build.mutation<WebinarRegistrationResult, WebinarRegistration>({
      query: (body) => ({ ...route('post', '/api/webinar-registrations'), body }),
    }),
  }),
});

export const { useRegisterForWebinarMutation } = webinarSignupApi;
