import { randomBytes, randomUUID } from 'crypto';
import { SESSION_COOKIE } from '../../src/modules/auth/auth.constants';

/**
 * The table of hostile inputs: for every operation reachable without a session (and the signed-in writes), the
 * most expensive request an outsider (or a student) can make of it, and the rate rules standing in front of it.
 * Keyed by operationId (a second row of one operation: "operationId (what differs)"); method and path come from
 * the OpenAPI document. cost-budget.e2e-spec.ts measures each row
 * (and fails when an operation reachable without a session has no row); bench/request-cost.mjs prints the table.
 */
export interface CostContext {
  student: { username: string; email: string; cookie: string };
  /** A visitor registered before the measurement. */
  visitorId: string;
  /** A deal saved by the student before the measurement. */
  propertyId: string;
  /** The token of a share link to that deal (when the app has share links). */
  shareToken: string;
  /** A fresh password-reset token of an account of its own. */
  issueResetToken: () => Promise<string>;
}

export interface CostInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface CostRow {
  /** What makes this input the worst one, in a few words (printed in the table). */
  worst: string;
  /** The answer this input gets (so a row whose input stops reaching the work fails instead of measuring a 400). */
  status: number;
  /** The i-th request of a measurement (vary what must be unique per request). */
  input: (ctx: CostContext, i: number) => CostInput | Promise<CostInput>;
  /**
   * Names of the rate rules (RateRule.name) in front of the route: the test checks that a request counts on each.
   * A route over the budget needs at least one.
   */
  throttle?: string[];
  /** Sent with the student's session (a signed-in write). */
  signedIn?: true;
  /** Must stay within the budget even though it is throttled (issue 30: the password reset). */
  strict?: true;
  /** Wait this long after the requests before reading the CPU (work the route leaves behind); default 20 ms. */
  settleMs?: number;
}

/** A string of exactly `n` characters built from `unit`. */
export const long = (n: number, unit = 'a') => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
const uniq = () => randomBytes(6).toString('hex');
/** What a browser sends on every public read: answers may be compressed (brotli is the dearest to make). */
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' };
/** A session cookie that looks like a signed token but is not one (the check must refuse it cheaply). */
const FORGED_SESSION = {
  Cookie: `${SESSION_COOKIE}=${long(40, 'eyJhbGciOiJIUzI1NiJ9.')}.${long(3000, 'QUJD')}.${long(43, 'x')}`,
};
/**
 * A 256-character password crafted for the strength estimator: l33t characters (every one a substitution zxcvbn
 * tries), dictionary words, dates, keyboard runs and repeats. Before issue 30 it cost seconds of CPU.
 */
export const CRAFTED_PASSWORD = long(256, 'P@$$w0rd!4@8({[</3#!|1990qwerty');
/** 43 characters, the shape of a real reset token, never issued. */
const FAKE_TOKEN = () => randomBytes(32).toString('base64url');
/** The deepest actionData the body-depth limit lets through, padded to the action's size limit (4 KB). */
const DEEP_ACTION_DATA = (() => {
  let v: unknown = { page: long(3300, '/deep') };
  for (let d = 0; d < 28; d++) v = { n: v };
  return v as Record<string, unknown>;
})();
const ADDRESS = { address: long(500, '4821 W Bay Ave '), city: long(100, 'Tampa '), state: 'FL', zipCode: '33611' };
/** Every Fix & Flip term (nested validation) and an offer (returns and the grid at the offer). */
const TERMS_AND_OFFER = {
  offerPrice: 500_000_000_000,
  assumptions: {
    annualInterestRate: 0.12,
    points: 0.02,
    loanToCost: 0.9,
    loanTermMonths: 12,
    holdingDaysByLevel: { very_light: 90, light: 100, medium: 130, heavy: 180, very_heavy: 270 },
    holdingDaysOverride: 200,
    annualTaxRate: 0.02,
    insurancePerMonth: 150,
    utilitiesPerMonth: 200,
    agentCommissionRate: 0.05,
    closingCostRate: 0.02,
    profitRate: 0.15,
    rehabCostPerSqft: { very_light: 18, light: 30, medium: 45, heavy: 63, very_heavy: 88 },
    rehabBudget: 100_000,
  },
};
export const DEAL = {
  ...ADDRESS,
  county: long(100, 'Hillsborough '),
  arv: 999_999_999_999,
  squareFeet: 10_000_000,
  rehabLevel: 'very_heavy',
  needsPoolRenovation: true,
  notes: long(10_000, 'Roof is 20 years old; seller motivated. '),
};
/** A visit's landing page, referrer and UTM fields, each at its length limit. */
const longestVisit = () => ({
  landingPage: long(2048, '/?utm_source=x&'),
  referrer: long(2048, 'https://www.facebook.com/'),
  utmSource: long(255, 'facebook'),
  utmMedium: long(255, 'paid_social'),
  utmCampaign: long(255, 'spring'),
  utmContent: long(255, 'ad'),
  utmTerm: long(255, 'term'),
});

const NAMES = { firstName: long(100, 'Jane '), lastName: long(100, 'Doe ') };
/** A 253-character address: the longest local part (64) and domain labels (63) an address may have. */
const longEmail = () => `${uniq()}${long(52, 'a')}@${long(63, 'b')}.${long(63, 'c')}.${long(55, 'd')}.test`;

export const COST_BUDGET: Record<string, CostRow> = {
  // health
  ping: { worst: 'no input (the unit of the budget)', status: 200, input: () => ({}) },
  health: { worst: 'no input (database and Redis checks)', status: 200, input: () => ({}) },
  // The cost API runs with metrics on (cost-budget.e2e-spec.ts): a wrong token is refused before any scrape.
  getMetrics: {
    worst: 'wrong 4 KB bearer token',
    status: 401,
    input: () => ({ headers: { Authorization: `Bearer ${long(4096)}` } }),
  },

  // auth
  checkAuth: { worst: 'forged 3 KB session cookie', status: 200, input: () => ({ headers: FORGED_SESSION }) },
  login: {
    worst: 'real account, wrong 256-char password (argon2id)',
    status: 401,
    input: (ctx) => ({ body: { username: ctx.student.username, password: CRAFTED_PASSWORD } }),
    throttle: ['login-ip', 'login-account-client'],
  },
  logout: { worst: 'forged 3 KB session cookie', status: 200, input: () => ({ headers: FORGED_SESSION }) },
  logoutEverywhere: { worst: 'forged 3 KB session cookie', status: 200, input: () => ({ headers: FORGED_SESSION }) },
  forgotPassword: {
    worst: "a real account's e-mail (token + mail)",
    status: 200,
    input: (ctx) => ({ body: { email: ctx.student.email } }),
    throttle: ['reminder-ip', 'reminder-account'],
  },
  forgotUsername: {
    worst: "a real account's e-mail (mail)",
    status: 200,
    input: (ctx) => ({ body: { email: ctx.student.email } }),
    throttle: ['reminder-ip', 'reminder-account'],
  },
  requestSignInLink: {
    worst: "a real account's e-mail (token + mail)",
    status: 200,
    input: (ctx) => ({ body: { username: ctx.student.email } }),
    throttle: ['sign-in-link-ip', 'sign-in-link-account'],
  },
  consumeSignInLink: {
    worst: 'a 200-char token never issued',
    status: 400,
    input: () => ({ body: { token: long(200, FAKE_TOKEN()) } }),
    throttle: ['sign-in-link-use-ip'],
  },
  resetPassword: {
    worst: 'token never issued, crafted 256-char password',
    status: 400,
    input: () => ({ body: { token: FAKE_TOKEN(), newPassword: CRAFTED_PASSWORD } }),
    throttle: ['password-token-ip', 'password-token'],
    strict: true,
  },

  'resetPassword (an issued token)': {
    worst: 'a valid token, crafted 256-char password (strength estimate, argon2id)',
    status: 200,
    input: async (ctx) => ({ body: { token: await ctx.issueResetToken(), newPassword: CRAFTED_PASSWORD } }),
    throttle: ['password-token-ip', 'password-token'],
  },

  // landing
  getSiteConfig: { worst: 'no input (compressed answer)', status: 200, input: () => ({ headers: BROWSER }) },
  listSuccessStories: { worst: 'no input (compressed answer)', status: 200, input: () => ({ headers: BROWSER }) },
  getActiveVideo: { worst: 'no input (compressed answer)', status: 200, input: () => ({ headers: BROWSER }) },
  streamVideo: {
    worst: 'unknown id, 100-part Range header',
    status: 404,
    input: () => ({
      params: { id: randomUUID() },
      headers: { Range: `bytes=${Array.from({ length: 100 }, (_, i) => `${i * 10}-${i * 10 + 5}`).join(',')}` },
    }),
  },
  registerVisitor: {
    worst: 'every field at its length limit',
    status: 200,
    input: () => ({
      headers: { 'User-Agent': long(1000, 'Mozilla/5.0 ') },
      body: {
        sessionId: `${uniq()}${long(116, 's')}`,
        ...longestVisit(),
        ...NAMES,
        email: longEmail(),
        phoneNumber: '(813) 555-0142',
        consent: true,
      },
    }),
    throttle: ['visitor-ip'],
  },
  countVisit: {
    worst: 'every field at its length limit',
    status: 200,
    input: () => ({
      headers: { 'User-Agent': long(1000, 'Mozilla/5.0 ') },
      body: {
        ...longestVisit(),
      },
    }),
    throttle: ['visit-count-ip'],
  },
  getPrivacyPolicy: { worst: 'no input', status: 200, input: () => ({ headers: BROWSER }) },
  trackVisitorAction: {
    worst: 'actionData 28 levels deep, 4 KB',
    status: 202,
    input: (ctx) => ({ body: { visitorId: ctx.visitorId, action: 'video_watch', actionData: DEEP_ACTION_DATA } }),
    // Actions are written behind the answer, in batches every 200 ms.
    settleMs: 400,
  },
  'trackVisitorAction (a 1 MB body)': {
    worst: 'a 1 MB actionData (the body limit), refused',
    status: 400,
    input: (ctx) => ({
      body: { visitorId: ctx.visitorId, action: 'page_view', actionData: { page: long(1_000_000, '/x') } },
    }),
  },
  'trackVisitorAction (1 MB of nested arrays)': {
    worst: 'a 1 MB body of nested arrays, refused',
    status: 400,
    input: () => ({ body: `${'['.repeat(500_000)}${']'.repeat(500_000)}` }),
  },
  createLead: {
    worst: 'names and e-mail at their length limits',
    status: 201,
    input: () => ({ body: { ...NAMES, email: longEmail(), phone: '(813) 555-0142' } }),
    throttle: ['signup:ip', 'signup:address'],
  },
  registerForWebinar: {
    worst: 'names and e-mail at their limits, consent (mail)',
    status: 200,
    input: () => ({ body: { ...NAMES, email: longEmail(), phone: '(813) 555-0142', consent: true } }),
    throttle: ['signup:ip', 'signup:address'],
  },
  confirmConsent: {
    worst: 'bad 64-char signature',
    status: 400,
    input: () => ({ query: { v: randomUUID(), s: long(64, 'f') } }),
  },

  // analyzer (anonymous)
  calculateFixFlipDeal: {
    worst: 'largest accepted numbers, every term and an offer',
    status: 200,
    input: () => ({
      body: {
        arv: 999_999_999_999,
        squareFeet: 10_000_000,
        rehabLevel: 'very_heavy',
        needsPoolRenovation: true,
        ...TERMS_AND_OFFER,
      },
    }),
  },
  getFixFlipRules: { worst: 'no input', status: 200, input: () => ({ headers: BROWSER }) },
  autocompleteAddress: {
    worst: '200-char search (provider call)',
    status: 200,
    input: () => ({ body: { input: long(200, '4821 W Bay '), sessionToken: randomUUID() } }),
    throttle: ['address-search', 'address-search-day', 'address-search-ip'],
  },
  getPlaceDetails: {
    worst: '500-char place id (provider call)',
    status: 200,
    input: () => ({ body: { place_id: long(500, 'ChIJd8BlQ2BZwokRAFUEcm_qrcA'), sessionToken: randomUUID() } }),
    throttle: ['address-search', 'address-search-day', 'address-search-ip'],
  },
  lookupProperty: {
    worst: 'address fields at their limits (provider call)',
    status: 200,
    input: () => ({ body: ADDRESS }),
    throttle: ['property-lookup', 'property-lookup-day', 'property-lookup-ip'],
  },
  estimatePropertyValue: {
    worst: 'address fields at their limits (provider call)',
    status: 200,
    input: () => ({ body: { ...ADDRESS, bedrooms: 99, bathrooms: 99, squareFeet: 10_000_000 } }),
    throttle: ['property-lookup', 'property-lookup-day', 'property-lookup-ip'],
  },
  estimatePropertyRent: {
    worst: 'address fields at their limits (provider call)',
    status: 200,
    input: () => ({ body: { ...ADDRESS, bedrooms: 99, bathrooms: 99, squareFeet: 10_000_000 } }),
    throttle: ['property-lookup', 'property-lookup-day', 'property-lookup-ip'],
  },

  getSharedAnalysis: {
    worst: 'a live share link to a deal with every field at its limit',
    status: 200,
    input: (ctx) => ({ params: { token: ctx.shareToken } }),
    throttle: ['shared-analysis-ip'],
  },
  getSharedAnalysisPdf: {
    worst: 'the PDF of a live share link to a deal with every field at its limit',
    status: 200,
    input: (ctx) => ({ params: { token: ctx.shareToken } }),
    throttle: ['shared-analysis-ip'],
  },

  // portal lists (public; the portal's own rules apply inside)
  listCourseTools: { worst: 'no input', status: 200, input: () => ({ headers: BROWSER }) },
  listCourseRecordings: { worst: 'no input', status: 200, input: () => ({ headers: BROWSER }) },
  listCourseResources: { worst: 'no input', status: 200, input: () => ({ headers: BROWSER }) },

  // campaign e-mail links (signed per send)
  trackCampaignOpen: {
    worst: 'unknown 200-char file name',
    status: 200,
    input: () => ({ params: { file: `${long(196, 'f')}.gif` } }),
  },
  openCampaignLink: {
    worst: 'unknown send, 2 KB target URL, bad signature',
    status: 400,
    input: () => ({
      params: { sendId: randomUUID() },
      query: { u: long(2000, 'https://x.example/'), s: long(64, 'f') },
    }),
  },
  trackCampaignClick: {
    worst: 'unknown send, 2 KB target URL, bad signature',
    status: 400,
    input: () => ({
      params: { sendId: randomUUID() },
      query: { u: long(2000, 'https://x.example/'), s: long(64, 'f') },
    }),
  },
  unsubscribeCampaignPage: {
    worst: 'unknown send, bad signature',
    status: 400,
    input: () => ({ params: { sendId: randomUUID() }, query: { s: long(64, 'f') } }),
  },
  unsubscribeCampaignOneClick: {
    worst: 'unknown send, bad signature',
    status: 400,
    input: () => ({
      params: { sendId: randomUUID() },
      query: { s: long(64, 'f') },
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }),
  },

  // integrations
  constantContactOAuthCallback: {
    worst: 'every query field at its limit, unknown state',
    status: 400,
    input: () => ({
      query: {
        code: long(2048, 'c'),
        state: long(256, 's'),
        error: long(256, 'e'),
        error_description: long(1024, 'd'),
      },
    }),
  },
  receiveThinkificWebhook: {
    worst: '64 KB payload, wrong signature',
    status: 401,
    input: () => ({
      headers: { 'X-Thinkific-Hmac-Sha256': long(64, 'f') },
      body: { id: uniq(), resource: 'enrollment', action: 'created', payload: { filler: long(64 * 1024, 'x') } },
    }),
  },

  receiveSesNotification: {
    worst: '64 KB SNS message, SES notifications not configured',
    status: 404,
    input: () => ({ body: { Type: 'Notification', MessageId: uniq(), Message: long(64 * 1024, 'x') } }),
  },
  receivePostmarkWebhook: {
    worst: '64 KB record, Postmark webhooks not configured',
    status: 404,
    input: () => ({
      headers: { Authorization: `Basic ${Buffer.from(`postmark:${long(64, 'p')}`).toString('base64')}` },
      body: { RecordType: 'Bounce', Email: `${uniq()}@example.test`, Content: long(64 * 1024, 'x') },
    }),
  },

  // signed-in writes (a student's analyzer and pipeline)
  saveFixFlipProperty: {
    worst: 'every field at its limit, 10,000-char notes',
    status: 201,
    input: () => ({ body: DEAL }),
    signedIn: true,
  },
  updateFixFlipProperty: {
    worst: 'every field at its limit, 10,000-char notes',
    status: 200,
    input: (ctx) => ({ params: { id: ctx.propertyId }, body: DEAL }),
    signedIn: true,
  },
  changeDealStatus: {
    worst: 'a status change with history row, alternating',
    status: 200,
    input: (ctx, i) => ({ params: { id: ctx.propertyId }, body: { status: i % 2 ? 'chasing' : 'offer_sent' } }),
    signedIn: true,
  },
};
