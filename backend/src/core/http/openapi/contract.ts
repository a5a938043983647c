import type { OpenAPIObject } from '@nestjs/swagger';
import { ERROR_TEXT } from './api-errors';
import type { RouteAccess } from './route-access';

type Json = Record<string, unknown>;
type Operation = Json & { operationId?: string; summary?: string; description?: string; parameters?: Json[] };

export const ERROR_SCHEMA = 'ErrorDto';
/** Webhooks that prove their sender by a scheme of their own: the scheme and the access line. */
const WEBHOOK_PATHS = new Map([
  ['/api/webhooks/thinkific', ['thinkificSignature', 'the course platform, signed with X-Thinkific-Hmac-Sha256']],
  ['/api/webhooks/postmark', ['postmarkBasic', 'Postmark, with the HTTP Basic credentials of its webhook URL']],
]);
/**
 * Operations that touch neither PostgreSQL nor Redis, so they never answer 503 (on a public route a session
 * lookup that fails only makes the caller anonymous). Every other operation reads or writes one of them, or looks
 * up the caller's session there, and answers 503 while it is down.
 */
const NO_STORAGE = new Set(['ping', 'getFixFlipRules', 'calculateFixFlipDeal', 'checkAuth']);

const TAGS: Record<string, string> = {
  admin: 'Admin back office: dashboard, users, analytics, Thinkific buyers (admins only)',
  auth: 'Sign-in, sessions, password and username recovery',
  campaigns: 'Drip e-mail campaigns to confirmed contacts, and their tracking links',
  'constant-contact': 'The Constant Contact connection (OAuth) and contact lists (admins only)',
  'fix-flip': 'The Fix & Flip deal analyzer: calculations and saved analyses (students)',
  health: 'Liveness and readiness for load balancers and ops',
  leads: 'The public lead and webinar forms, and the admin lead list',
  pipeline: 'The deal pipeline board (students)',
  portal: 'Student portal content: recordings, resources, tools, scripts (admins edit)',
  'property-data': 'Address search and property data from Google Places and RentCast',
  site: 'Public site configuration',
  'success-stories': 'Success stories on the landing page (admins edit)',
  thinkific: 'Course platform: purchase webhooks, training progress, webhook log',
  videos: 'Landing-page videos: upload, stream, activate (admins edit)',
  visitors: 'First-party visitor tracking and e-mail consent confirmation',
};

function accessText(path: string, a: RouteAccess): string {
  const webhook = WEBHOOK_PATHS.get(path);
  if (webhook) return `Access: ${webhook[1]}.`;
  if (a.public) return 'Access: public.';
  if (a.roles?.length === 1) return `Access: ${a.roles[0]}s only.`;
  return 'Access: any signed-in user (students see only their own data).';
}

/**
 * Single-item allOf around a $ref (how Nest describes an enum property): the bare $ref, or the enum inline when the
 * property has its own description, default or nullable (OAS 3.0 allows nothing beside a $ref).
 */
function simplifySchemas(node: unknown, schemas: Record<string, Json>): void {
  if (!node || typeof node !== 'object') return;
  for (const value of Object.values(node as Json)) simplifySchemas(value, schemas);
  const s = node as Json;
  const all = s.allOf as Json[] | undefined;
  if (!Array.isArray(all) || all.length !== 1 || typeof all[0].$ref !== 'string') return;
  const target = schemas[all[0].$ref.split('/').pop()!];
  delete s.allOf;
  // A $ref takes no siblings in OAS 3.0: with a description, default or nullable the enum goes inline.
  if (Object.keys(s).length === 0) s.$ref = all[0].$ref;
  else if (target?.enum) Object.assign(s, { type: target.type, enum: target.enum });
  else s.allOf = all; // an object reference with siblings: OAS 3.0 has no other way to say it
}

/**
 * Completes the document Nest generates into the contract ops and clients rely on: security schemes and who may
 * call each operation (from the guards' own decorators), a summary on every operation, the shared error schema on
 * the error answers each route can give, tag descriptions, servers and a short how-to.
 */
export function completeContract(
  doc: OpenAPIObject,
  access: Map<string, RouteAccess>,
  opts: { serverUrl: string; sessionCookie: string },
): OpenAPIObject {
  doc.servers = [{ url: opts.serverUrl, description: 'This deployment (APP_URL)' }];
  doc.info.license = { name: 'Proprietary', url: `${opts.serverUrl}/` };
  doc.info.description = [
    'Public site, student portal, admin back office and integrations.',
    '',
    '**How to use:** sign in first (the `session` cookie: POST /api/auth/login, or sign in to the site in this',
    'browser). Every POST, PUT, PATCH and DELETE needs the `X-Requested-With` header (CSRF defence); this page',
    'sends it for you on "Try it out". Errors are always JSON `{statusCode, message}` (`ErrorDto`).',
    'Webhook producers: POST /api/webhooks/thinkific with the envelope `{id, resource, action, tenant_id,',
    'created_at, payload}` signed in `X-Thinkific-Hmac-Sha256`; answers 200 (also for a replay), 400, 401 or 503.',
  ].join('\n');
  const components = (doc.components ??= {});
  components.securitySchemes = {
    session: {
      type: 'apiKey',
      in: 'cookie',
      name: opts.sessionCookie,
      description: 'The session cookie set by POST /api/auth/login (HttpOnly)',
    },
    csrf: {
      type: 'apiKey',
      in: 'header',
      name: 'X-Requested-With',
      description: 'Any value (e.g. XMLHttpRequest), required on every POST/PUT/PATCH/DELETE',
    },
    thinkificSignature: {
      type: 'apiKey',
      in: 'header',
      name: 'X-Thinkific-Hmac-Sha256',
      description: 'Hex HMAC-SHA256 of the raw body, keyed with the Thinkific API key',
    },
    postmarkBasic: {
      type: 'http',
      scheme: 'basic',
      description: 'POSTMARK_WEBHOOK_USER and POSTMARK_WEBHOOK_PASSWORD, as Postmark sends them from the webhook URL',
    },
  };
  const schemas = (components.schemas ??= {}) as Record<string, Json>;
  if (!schemas[ERROR_SCHEMA]) throw new Error(`${ERROR_SCHEMA} missing: pass it in the document's extraModels`);
  simplifySchemas(schemas, schemas);
  simplifySchemas(doc.paths, schemas);
  const used = new Set<string>();

  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const a = access.get(`${method} ${path}`) ?? { public: false, roles: null, noXhrHeader: false };
      const mutating = method !== 'get';
      const webhook = WEBHOOK_PATHS.get(path);
      const csrf = mutating && !a.noXhrHeader;
      op.security = webhook
        ? [{ [webhook[0]]: [] }]
        : a.public
          ? csrf
            ? [{ csrf: [] }]
            : []
          : [csrf ? { session: [], csrf: [] } : { session: [] }];
      // Summaries are written at the handlers (@ApiOperation); the lint fails on an operation without one.
      op.description = [accessText(path, a), op.description].filter(Boolean).join(' ');
      for (const t of (op.tags as string[] | undefined) ?? []) used.add(t);

      const responses = (op.responses ??= {}) as Record<string, Json>;
      const jsonBody = !!(op.requestBody as { content?: Json } | undefined)?.content?.['application/json'];
      const codes: Array<[string, string]> = [];
      if (op.requestBody || op.parameters?.length) codes.push(['400', ERROR_TEXT['400']]);
      if (!a.public || webhook) codes.push(['401', ERROR_TEXT['401']]);
      if (a.roles || csrf) codes.push(['403', ERROR_TEXT['403']]);
      if (path.includes('{')) codes.push(['404', ERROR_TEXT['404']]);
      // The global JSON body parser (1 MB limit, UTF-8) answers these before any handler runs.
      if (jsonBody) codes.push(['413', ERROR_TEXT['413']], ['415', ERROR_TEXT['415']]);
      if (!NO_STORAGE.has(op.operationId ?? '')) codes.push(['503', ERROR_TEXT['503']]);
      for (const [code, description] of codes)
        responses[code] ??= {
          description,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
        };
    }
  }
  doc.tags = [...used].sort().map((name) => ({ name, description: TAGS[name] ?? name }));
  // Enum schemas whose every use went inline above are no longer referenced.
  for (const name of Object.keys(schemas))
    if (!JSON.stringify(doc).includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  return doc;
}
