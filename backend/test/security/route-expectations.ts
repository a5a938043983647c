import type { FixtureName } from './support/fixtures';

/**
 * What every route of the API answers to each kind of caller, exactly. Keyed "METHOD /api/path" as the route is
 * registered (router syntax, :param). The authorization matrix enumerates the app's own route table at runtime: a
 * route missing here fails it by name, and so does an entry for a route that is gone.
 *
 * Every number is the exact status. Allowed callers are sent a valid body and a real record, so their number is
 * the route's success status (it proves access, not merely "not refused"); where no success is possible in this
 * test (a signature the test cannot forge, a provider not connected) the comment says why.
 */
export interface RouteExpectation {
  anon: number;
  /** Student A and student B on routes without a record of A's in the path. */
  student: number;
  admin: number;
  /**
   * The route works on a record of the signed-in student: its :param is filled with student A's record, A must get
   * `ownerStatus`, student B must get 404 (never 403, never 2xx), the admin 404 too (they are not the owner).
   */
  owned?: { param: string; fixture: FixtureName; ownerStatus: number };
  /** The route works on an existing record: created fresh for this route, its id in :param (and in the body). */
  record?: { param?: string; fixture: FixtureName };
  /** Body sent to this route by every role; a function receives the record's id. */
  body?: Record<string, unknown> | ((recordId: string) => Record<string, unknown>);
  /** The route may be called without X-Requested-With (provider webhooks, one-click unsubscribe). */
  withoutXhrHeader?: true;
  /** Ends the session or changes credentials: run after every other route. */
  last?: true;
  /** An admin call that changes nothing (@NotAudited): no audit entry expected. */
  notAudited?: true;
}

const everyone = (status: number) => ({ anon: status, student: status, admin: status });
const signedIn = (status: number) => ({ anon: 401, student: status, admin: status });
const admin = (status: number) => ({ anon: 401, student: 403, admin: status });
const ownedBy = (param: string, fixture: FixtureName, ownerStatus = 200): RouteExpectation => ({
  anon: 401,
  student: 404,
  admin: 404,
  owned: { param, fixture, ownerStatus },
});
const story = {
  title: 'From open houses to investor deals',
  studentName: 'Pat Example',
  studentInitials: 'PE',
  beforeStory: 'Before the course.',
  afterStory: 'After the course.',
  testimonialQuote: 'It changed my business.',
};
const deal = {
  address: '1 Matrix Way',
  city: 'Austin',
  state: 'TX',
  arv: 300000,
  squareFeet: 1500,
  rehabLevel: 'medium',
};
const toolAnalysis = {
  kind: 'rental',
  name: 'Matrix rental',
  inputs: { purchasePrice: '200000', monthlyRent: '2000' },
};
const unique = () => Math.random().toString(36).slice(2, 10);

export const ROUTE_EXPECTATIONS: Record<string, RouteExpectation> = {
  // core
  'GET /api/health': everyone(200),
  'GET /api/health/ping': everyone(200),
  // Metrics are off in the matrix's app (METRICS_ENABLED unset); with them on, only the bearer token passes
  // (no session does): test/e2e/metrics.e2e-spec.ts.
  'GET /api/metrics': everyone(404),

  // auth
  'GET /api/auth/check': everyone(200),
  // The matrix's own sign-in account (support/fixtures' "matrixLogin" user is created by the test).
  'POST /api/auth/login': { ...everyone(200), body: { username: 'matrix.login', password: 'matrix-login-password' } },
  'POST /api/auth/logout': { ...everyone(200), last: true },
  'POST /api/auth/logout-all': { ...everyone(200), last: true },
  'POST /api/auth/forgot-password': { ...everyone(200), body: () => ({ email: `nobody_${unique()}@example.test` }) },
  'POST /api/auth/forgot-username': { ...everyone(200), body: () => ({ email: `nobody_${unique()}@example.test` }) },
  // Open to everyone; only a token from a reset e-mail succeeds, which the matrix has not got: 400.
  'POST /api/auth/reset-password': {
    ...everyone(400),
    body: { token: 'not-issued', newPassword: 'plum-orchard-sky-42' },
  },
  'POST /api/auth/sign-in-link': { ...everyone(200), body: () => ({ username: `nobody_${unique()}` }) },
  // Open to everyone; only a token from a sign-in link e-mail succeeds, which the matrix has not got: 400.
  'POST /api/auth/sign-in-link/consume': { ...everyone(400), body: { token: 'not-issued' } },

  // visitors / landing
  'GET /api/site-config': everyone(200),
  'POST /api/visitors': { ...everyone(200), body: { sessionId: 'matrix-session', landingPage: '/', consent: true } },
  'POST /api/visitors/visits': { ...everyone(200), body: { landingPage: '/?utm_source=matrix' } },
  'GET /api/privacy-policy': everyone(200),
  'GET /api/admin/privacy-settings': admin(200),
  'PUT /api/admin/privacy-settings': { ...admin(200), body: { consentMode: 'always', policy: '' } },
  'POST /api/visitors/actions': {
    ...everyone(202),
    record: { fixture: 'visitor' },
    body: (visitorId) => ({ visitorId, action: 'page_view', actionData: { page: '/' } }),
  },
  'POST /api/leads': {
    ...everyone(201),
    body: () => ({ firstName: 'Lee', lastName: 'Matrix', email: `lee_${unique()}@example.test`, phone: '5125550100' }),
  },
  'POST /api/webinar-registrations': {
    ...everyone(200),
    body: () => ({ firstName: 'Lee', lastName: 'Matrix', email: `webinar_${unique()}@example.test`, consent: false }),
  },
  // The double opt-in link: without a valid signature, 400 for everyone.
  'GET /api/consent/confirm': everyone(400),

  // analyzer / pipeline
  'POST /api/fix-flip/calculate': { ...everyone(200), body: { arv: 300000, squareFeet: 1500, rehabLevel: 'medium' } },
  'POST /api/autocomplete/address': { ...everyone(200), body: { input: '123 Main' } },
  'POST /api/place/details': { ...everyone(200), body: { place_id: 'ChIJmatrix' } },
  'POST /api/property/lookup': { ...everyone(200), body: { address: '123 Main St, Austin, TX 78701' } },
  'POST /api/property/value-estimate': { ...everyone(200), body: { address: '123 Main St, Austin, TX 78701' } },
  'POST /api/property/rent-estimate': { ...everyone(200), body: { address: '123 Main St, Austin, TX 78701' } },
  'GET /api/fix-flip/rules': everyone(200),
  'GET /api/fix-flip/assumptions': signedIn(200),
  'PUT /api/fix-flip/assumptions': { ...signedIn(200), body: { name: 'Matrix terms', assumptions: { points: 0.02 } } },
  'DELETE /api/fix-flip/assumptions': signedIn(200),
  'GET /api/fix-flip/properties': signedIn(200),
  'POST /api/fix-flip/properties': { ...signedIn(201), body: deal },
  'PUT /api/fix-flip/properties/:id': { ...ownedBy('id', 'fixFlipPropertyOfA'), body: { arv: 310000, notes: 'Owner' } },
  'PUT /api/fix-flip/properties/:id/status': { ...ownedBy('id', 'fixFlipPropertyOfA'), body: { status: 'offer_sent' } },
  'GET /api/fix-flip/properties/:id/status-history': ownedBy('id', 'fixFlipPropertyOfA'),
  'DELETE /api/fix-flip/properties/:id': ownedBy('id', 'fixFlipPropertyOfA'),
  'POST /api/fix-flip/properties/:id/restore': ownedBy('id', 'deletedFixFlipPropertyOfA'),
  'GET /api/fix-flip/properties/:id/report.pdf': ownedBy('id', 'fixFlipPropertyOfA'),
  'POST /api/fix-flip/properties/:id/share': ownedBy('id', 'fixFlipPropertyOfA', 201),
  'DELETE /api/fix-flip/properties/:id/share': ownedBy('id', 'fixFlipPropertyOfA'),
  // Public and read-only: a live link's token (fixture) opens the report to anyone.
  'GET /api/shared-analyses/:token': { ...everyone(200), record: { param: 'token', fixture: 'sharedAnalysisToken' } },
  'GET /api/shared-analyses/:token/report.pdf': {
    ...everyone(200),
    record: { param: 'token', fixture: 'sharedAnalysisToken' },
  },

  // success stories: public list, admin changes
  'GET /api/success-stories': everyone(200),
  'POST /api/success-stories': { ...admin(201), body: story },
  'PUT /api/success-stories/order': {
    ...admin(200),
    record: { fixture: 'successStory' },
    body: (id: string) => ({ ids: [id] }),
  },
  'PUT /api/success-stories/:id': { ...admin(200), record: { param: 'id', fixture: 'successStory' }, body: story },
  'DELETE /api/success-stories/:id': { ...admin(200), record: { param: 'id', fixture: 'successStory' } },

  // admin
  'GET /api/admin/dashboard-stats': admin(200),
  'GET /api/admin/users': admin(200),
  'POST /api/admin/users': {
    ...admin(201),
    body: () => ({ username: `m_${unique()}`, email: `m_${unique()}@example.test`, password: 'plum-orchard-sky-42' }),
  },
  'PUT /api/admin/users/:id': {
    ...admin(200),
    record: { param: 'id', fixture: 'user' },
    body: { firstName: 'Renamed' },
  },
  'DELETE /api/admin/users/:id': { ...admin(200), record: { param: 'id', fixture: 'user' } },
  'GET /api/admin/audit': admin(200),
  'POST /api/admin/people/search': { ...admin(200), body: { email: 'matrix.person@example.test' } },
  'POST /api/admin/people/export': { ...admin(200), body: { email: 'matrix.person@example.test' } },
  'POST /api/admin/people/erase': {
    ...admin(200),
    body: { email: 'matrix.erased@example.test', confirm: 'matrix.erased@example.test' },
  },
  'GET /api/admin/ops': admin(200),
  'GET /api/admin/leads': admin(200),
  'GET /api/admin/leads/export.csv': admin(200),
  'GET /api/admin/webhook-events': admin(200),
  'POST /api/admin/webhook-events/:id/retry': { ...admin(200), record: { param: 'id', fixture: 'failedWebhookEvent' } },
  'GET /api/admin/thinkific/historical-buyers': admin(200),
  'POST /api/admin/thinkific/historical-buyers/invite': admin(200),

  // portal content: public lists (requiresLogin applied inside), admin management
  'GET /api/course/tools': everyone(200),
  'GET /api/tool-analyses': signedIn(200),
  'POST /api/tool-analyses': { ...signedIn(201), body: toolAnalysis },
  'GET /api/tool-analyses/:id': ownedBy('id', 'toolAnalysisOfA'),
  'PUT /api/tool-analyses/:id': { ...ownedBy('id', 'toolAnalysisOfA'), body: toolAnalysis },
  'DELETE /api/tool-analyses/:id': ownedBy('id', 'toolAnalysisOfA'),
  'GET /api/course/recordings': everyone(200),
  'GET /api/course/resources': everyone(200),
  'GET /api/admin/course-tools': admin(200),
  'POST /api/admin/course-tools': {
    ...admin(201),
    body: { title: 'Deal sheet', toolType: 'template', category: 'Deals' },
  },
  'PUT /api/admin/course-tools/:id': {
    ...admin(200),
    record: { param: 'id', fixture: 'tool' },
    body: { title: 'Renamed' },
  },
  'DELETE /api/admin/course-tools/:id': { ...admin(200), record: { param: 'id', fixture: 'tool' } },
  'GET /api/admin/course-recordings': admin(200),
  'POST /api/admin/course-recordings': { ...admin(201), body: { title: 'Week 1', videoUrl: 'https://vimeo.com/2' } },
  'PUT /api/admin/course-recordings/:id': {
    ...admin(200),
    record: { param: 'id', fixture: 'recording' },
    body: { title: 'Renamed' },
  },
  'DELETE /api/admin/course-recordings/:id': { ...admin(200), record: { param: 'id', fixture: 'recording' } },
  'GET /api/admin/course-resources': admin(200),
  'POST /api/admin/course-resources': {
    ...admin(201),
    body: { title: 'Checklist', url: 'https://example.test/c.pdf', resourceType: 'pdf' },
  },
  'PUT /api/admin/course-resources/:id': {
    ...admin(200),
    record: { param: 'id', fixture: 'resource' },
    body: { title: 'Renamed' },
  },
  'DELETE /api/admin/course-resources/:id': { ...admin(200), record: { param: 'id', fixture: 'resource' } },

  // student's course-platform mirror (each student sees only their own)
  'GET /api/student/thinkrific/courses': signedIn(200),
  'GET /api/student/thinkrific/lessons': signedIn(200),
  'GET /api/student/thinkrific/progress': signedIn(200),

  // media: the active video and its stream are public, everything else admin
  'GET /api/videos': admin(200),
  'GET /api/videos/active': everyone(200),
  // An inactive video streams for admins only; others get 404 as if it did not exist.
  'GET /api/videos/:id/stream': { anon: 404, student: 404, admin: 200, record: { param: 'id', fixture: 'video' } },
  // A multipart upload is another test's job (videos.e2e-spec): a JSON body is refused by type, after the guards.
  'POST /api/videos/upload': admin(415),
  'PATCH /api/videos/:id/activate': { ...admin(200), record: { param: 'id', fixture: 'video' } },
  'DELETE /api/videos/:id': { ...admin(200), record: { param: 'id', fixture: 'video' } },

  // campaigns (admin) and the links inside campaign e-mails (public, signed per send)
  'GET /api/campaigns': admin(200),
  'POST /api/campaigns': { ...admin(201), body: { name: 'Welcome', subject: 'Hello', htmlContent: '<p>Hi</p>' } },
  'GET /api/campaigns/stats': admin(200),
  'PUT /api/campaigns/:id': { ...admin(200), record: { param: 'id', fixture: 'campaign' }, body: { name: 'Renamed' } },
  'DELETE /api/campaigns/:id': { ...admin(204), record: { param: 'id', fixture: 'campaign' } },
  // the suppression list
  'GET /api/suppressions': admin(200),
  'POST /api/suppressions': { ...admin(201), body: () => ({ value: `matrix_${unique()}@example.test` }) },
  'DELETE /api/suppressions/:id': { ...admin(204), record: { param: 'id', fixture: 'suppression' } },
  'GET /api/suppressions/export.csv': admin(200),
  'POST /api/suppressions/import': { ...admin(200), body: () => ({ csv: `matrix_${unique()}@example.test\n` }) },
  'POST /api/campaigns/preview': {
    ...admin(200),
    body: { subject: 'Hi', htmlContent: '<p>Hi</p>' },
    notAudited: true,
  },
  'POST /api/campaigns/:id/test-send': { ...admin(202), record: { param: 'id', fixture: 'campaign' } },
  'GET /api/admin/analytics': admin(200),
  'GET /api/admin/analytics/:table/export.csv': {
    ...admin(200),
    record: { param: 'table', fixture: 'analyticsTable' },
  },
  'PATCH /api/campaigns/:id/activate': { ...admin(200), record: { param: 'id', fixture: 'campaign' } },
  'PATCH /api/campaigns/:id/pause': { ...admin(200), record: { param: 'id', fixture: 'campaign' } },
  'GET /api/campaigns/:id/eligible-visitors': { ...admin(200), record: { param: 'id', fixture: 'campaign' } },
  'GET /api/campaigns/:id/eligible-count': { ...admin(200), record: { param: 'id', fixture: 'campaign' } },
  // The open pixel answers for any file name (it is a beacon).
  'GET /api/campaigns/t/o/:file': everyone(200),
  // Click and unsubscribe links are signed per send; without a real send's signature: 400 for everyone.
  'GET /api/campaigns/t/c/:sendId': everyone(400),
  'POST /api/campaigns/t/c/:sendId': { ...everyone(400), withoutXhrHeader: true },
  'GET /api/campaigns/unsubscribe/:sendId': everyone(400),
  'POST /api/campaigns/unsubscribe/:sendId': { ...everyone(400), withoutXhrHeader: true },

  // Constant Contact connection (admin); the OAuth callback is reached by the provider's redirect
  'GET /api/constant-contact/test': admin(200),
  // 503: no Constant Contact account is connected in the test app (lists are fetched only when connected).
  'GET /api/constant-contact/lists': admin(503),
  // Redirects the admin to the provider's authorization page.
  'GET /api/constant-contact/oauth/authorize': admin(302),
  // Reached by the provider's redirect; without the state the authorize step issued: 400.
  'GET /api/constant-contact/oauth/callback': everyone(400),

  // Course-platform webhook: signed by the provider, never by a session (the matrix has no signature: 401).
  'POST /api/webhooks/thinkific': { ...everyone(401), withoutXhrHeader: true },
  'POST /api/webhooks/ses': { ...everyone(404), withoutXhrHeader: true },
  // Not configured in the matrix's app (no POSTMARK_WEBHOOK_USER/PASSWORD): 404 whoever calls.
  'POST /api/webhooks/postmark': { ...everyone(404), withoutXhrHeader: true },
};
