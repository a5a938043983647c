import type { Schemas } from '../../api/types';
import { route } from '../../api/route';
import { callApi } from '../../api/client';

export type WebinarRegistration = Schemas['WebinarRegistrationDto'];
export type WebinarRegistrationResult = Schemas['WebinarRegistrationResultDto'];

/**
 * POST /api/webinar-registrations: the webinar form (lead, contact, consent and its confirmation e-mail). A plain
 * call: the form ships with the landing page, which ships without RTK Query.
 */
export const registerForWebinar = (body: WebinarRegistration) =>
  callApi<WebinarRegistrationResult>({ ...route('post', '/api/webinar-registrations'), body });
