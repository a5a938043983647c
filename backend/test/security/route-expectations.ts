/**
 * What every route of the API answers to each kind of caller. Keyed "METHOD /api/path" exactly as the
 * route is registered (Express syntax, :param). The authorization matrix enumerates the app's own route
 * table at runtime: a route missing here fails it by name, and so does an entry for a route that is gone.
 *
 * Outcomes: 'ok' = allowed through (2xx, or a 4xx that is not 401/403, e.g. 400 for an empty body or 404
 * for a random id); a number = exactly that status.
 */
export type Outcome = 'ok' | 401 | 403 | 404 | 409 | 429 | 503;

/** Records created for student A before the matrix runs (see support/fixtures.ts). */
export type FixtureName = 'fixFlipPropertyOfA' | 'studentDealOfA';

export interface RouteExpectation {
  anon: Outcome;
  /** Student A and student B on routes without a record of A's in the path. */
  student: Outcome;
  admin: Outcome;
  /**
   * The route works on a record of the signed-in student: its :param is filled with student A's record,
   * A must get a 2xx with `body`, student B must get 404 (never 403, never 2xx).
   */
  owned?: { param: string; fixture: FixtureName; body?: Record<string, unknown> };
  /** Body sent to this route by every role (default: none). */
  body?: Record<string, unknown>;
  /** The route may be called without X-Requested-With (provider webhooks, one-click unsubscribe). */
  withoutXhrHeader?: true;
  /** Ends the session or changes credentials: run after every other route. */
  last?: true;
}

const PUBLIC: RouteExpectation = { anon: 'ok', student: 'ok', admin: 'ok' };
const SIGNED_IN: RouteExpectation = { anon: 401, student: 'ok', admin: 'ok' };
const ADMIN: RouteExpectation = { anon: 401, student: 403, admin: 'ok' };
const ownedBy = (param: string, fixture: FixtureName, body?: Record<string, unknown>): RouteExpectation => ({
  ...SIGNED_IN,
  owned: { param, fixture, body },
});

export const ROUTE_EXPECTATIONS: Record<string, RouteExpectation> = {
  // core
  'GET /api/health': PUBLIC,
  'GET /api/health/ping': PUBLIC,

  // auth
  'GET /api/auth/check': PUBLIC,
  'POST /api/auth/login': PUBLIC,
  'POST /api/auth/logout': { ...PUBLIC, last: true },
  'POST /api/auth/logout-all': { ...PUBLIC, last: true },
  'POST /api/auth/forgot-password': PUBLIC,
  'POST /api/auth/forgot-username': PUBLIC,
  'POST /api/auth/reset-password': PUBLIC,

  // visitors / landing
  'GET /api/site-config': PUBLIC,
  'POST /api/visitors': PUBLIC,
  'POST /api/visitors/actions': PUBLIC,
  'POST /api/leads': PUBLIC,

  // analyzer / pipeline
  'POST /api/fix-flip/calculate': PUBLIC,
  'POST /api/autocomplete/address': PUBLIC,
  'POST /api/place/details': PUBLIC,
  'POST /api/property/lookup': PUBLIC,
  'GET /api/fix-flip/properties': SIGNED_IN,
  'POST /api/fix-flip/properties': SIGNED_IN,
  'PUT /api/fix-flip/properties/:id': ownedBy('id', 'fixFlipPropertyOfA', {
    arv: 300000,
    notes: 'Updated by its owner',
  }),
  'PUT /api/fix-flip/properties/:id/status': ownedBy('id', 'fixFlipPropertyOfA', { status: 'offer_sent' }),
  'GET /api/fix-flip/properties/:id/status-history': ownedBy('id', 'fixFlipPropertyOfA'),

  // success stories: public list, admin changes
  'GET /api/success-stories': PUBLIC,
  'POST /api/success-stories': ADMIN,
  'PUT /api/success-stories/:id': ADMIN,
  'DELETE /api/success-stories/:id': ADMIN,

  // admin
  'GET /api/admin/dashboard-stats': ADMIN,
  'GET /api/admin/users': ADMIN,
  'POST /api/admin/users': ADMIN,
  'PUT /api/admin/users/:id': ADMIN,
  'DELETE /api/admin/users/:id': ADMIN,
  'GET /api/admin/leads': ADMIN,
  'GET /api/admin/leads/export.csv': ADMIN,
  'GET /api/admin/webhook-events': ADMIN,

  // portal content: public lists (requiresLogin applied inside), admin management
  'GET /api/course/tools': PUBLIC,
  'GET /api/course/recordings': PUBLIC,
  'GET /api/course/resources': PUBLIC,
  'GET /api/admin/course-tools': ADMIN,
  'POST /api/admin/course-tools': ADMIN,
  'PUT /api/admin/course-tools/:id': ADMIN,
  'DELETE /api/admin/course-tools/:id': ADMIN,
  'GET /api/admin/course-recordings': ADMIN,
  'POST /api/admin/course-recordings': ADMIN,
  'PUT /api/admin/course-recordings/:id': ADMIN,
  'DELETE /api/admin/course-recordings/:id': ADMIN,
  'GET /api/admin/course-resources': ADMIN,
  'POST /api/admin/course-resources': ADMIN,
  'PUT /api/admin/course-resources/:id': ADMIN,
  'DELETE /api/admin/course-resources/:id': ADMIN,

  // student's course-platform mirror (each student sees only their own)
  'GET /api/student/thinkrific/courses': SIGNED_IN,
  'GET /api/student/thinkrific/lessons': SIGNED_IN,
  'GET /api/student/thinkrific/progress': SIGNED_IN,

  // media: the active video and its stream are public, everything else admin
  'GET /api/videos': ADMIN,
  'GET /api/videos/active': PUBLIC,
  'GET /api/videos/:id/stream': PUBLIC,
  'POST /api/videos/upload': ADMIN,
  'PATCH /api/videos/:id/activate': ADMIN,
  'DELETE /api/videos/:id': ADMIN,

  // campaigns (admin) and the links inside campaign e-mails (public, signed per send)
  'GET /api/campaigns': ADMIN,
  'POST /api/campaigns': ADMIN,
  'GET /api/campaigns/stats': ADMIN,
  'PUT /api/campaigns/:id': ADMIN,
  'DELETE /api/campaigns/:id': ADMIN,
  'PATCH /api/campaigns/:id/activate': ADMIN,
  'PATCH /api/campaigns/:id/pause': ADMIN,
  'GET /api/campaigns/:id/eligible-visitors': ADMIN,
  'GET /api/campaigns/t/o/:file': PUBLIC,
  'GET /api/campaigns/t/c/:sendId': PUBLIC,
  'GET /api/campaigns/unsubscribe/:sendId': PUBLIC,
  'POST /api/campaigns/unsubscribe/:sendId': { ...PUBLIC, withoutXhrHeader: true },

  // Constant Contact connection (admin); the OAuth callback is reached by the provider's redirect
  'GET /api/constant-contact/test': ADMIN,
  // 503 here: no Constant Contact account is connected in the test app (lists are fetched only when connected).
  'GET /api/constant-contact/lists': { ...ADMIN, admin: 503 },
  'GET /api/constant-contact/oauth/authorize': ADMIN,
  'GET /api/constant-contact/oauth/callback': PUBLIC,

  // course-platform webhook: signed by the provider, never by a session (no signature here → 401)
  'POST /api/webhooks/thinkific': { anon: 401, student: 401, admin: 401, withoutXhrHeader: true },
};
