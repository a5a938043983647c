import type { RawRequest } from './http-blaster';
import type { FuzzOperation, Param, Schema } from './openapi-operations';
import type { Random } from './prng';

const HUGE = 'A'.repeat(100 * 1024);
const HUGE_UNICODE = '😀é中\u202e'.repeat(12 * 1024);
const NASTY_STRINGS = [
  '',
  ' ',
  HUGE,
  HUGE_UNICODE,
  '\u0000',
  'abc\u0000def',
  '😀🔥💥',
  '\u202egnp.exe',
  '\ud800',
  'Ω≈ç√∫˜µ≤≥÷',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '${jndi:ldap://x}',
  '%00',
  '\r\nSet-Cookie: x=1',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x7fffffff',
  '{"$gt":""}',
];
const NASTY_NUMBERS = [-1, -0.5, 0, 1.5, -1e308, 1e308, 2 ** 53 + 1, -(2 ** 63), 1e20, 1e-320];
const WRONG_TYPES: unknown[] = [null, true, false, 0, 'text', [], {}, [1, 'a', null], { nested: { deeper: [{}] } }];
const BAD_IDS = [
  'not-a-uuid',
  '-1',
  '0',
  '99999999999999999999',
  '1e309',
  "'; DROP TABLE users;--",
  '00000000-0000-0000-0000-00000000000g',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'a'.repeat(5000),
  '😀',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%',
  '%E0%A4%A',
  'null',
  '{id}',
  '%20',
  '[object Object]',
];
const BAD_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}}',
  "{'single':'quotes'}",
  '{"a":1,}',
  '\u0000',
  'undefined',
  'NaN',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
];
const NON_OBJECT_BODIES = ['null', '[]', '[{}]', '"a string"', '123', 'true', '{}'];
const WRONG_CONTENT_TYPES: Array<[string, string]> = [
  ['text/plain', '{"a":1}'],
  ['application/x-www-form-urlencoded', 'a=1&b[c]=2&__proto__[x]=1'],
  ['application/xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'],
  ['multipart/form-data; boundary=zzz', '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zzz--\r\n'],
  ['multipart/form-data', 'no boundary at all'],
  ['application/json; charset=utf-16', '{"a":1}'],
  ['application/octet-stream', '\u0001\u0002\u0003'],
  ['image/png', '\u0089PNG\r\n'],
];

/** A plausible value for a schema (the base that one field at a time is then broken in). */
export function validValue(s: Schema | undefined, rnd: Random): unknown {
  if (!s) return 'x';
  if (s.enum?.length) return rnd.pick(s.enum);
  switch (s.type) {
    case 'integer':
      return Math.max(s.minimum ?? 1, Math.min(s.maximum ?? 100, 10));
    case 'number':
      return Math.max(s.minimum ?? 1, Math.min(s.maximum ?? 1000, 100));
    case 'boolean':
      return true;
    case 'array':
      return [validValue(s.items, rnd)];
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, validValue(v, rnd)]));
    default:
      if (s.format === 'uuid') return '4b0f1c1e-7c1a-4d64-9b8e-0c6e0e3f1a2b';
      if (s.format === 'email') return 'fuzz@example.test';
      if (s.format === 'date-time') return '2024-01-01T00:00:00Z';
      if (s.format === 'uri' || s.format === 'url') return 'https://example.test/x';
      return 'fuzz';
  }
}

/** A value that is wrong for the schema, or at least hostile: wrong type, huge, unicode/NUL, out-of-range. */
export function badValue(s: Schema | undefined, rnd: Random): unknown {
  const roll = rnd.int(3);
  if (roll === 0) return rnd.pick(WRONG_TYPES);
  if (s?.type === 'integer' || s?.type === 'number') return rnd.pick([...NASTY_NUMBERS, ...NASTY_STRINGS.slice(4, 12)]);
  if (s?.type === 'boolean') return rnd.pick(['true', 'yes', 1, 0, 'false', '']);
  if (s?.type === 'array') return rnd.pick(['x', {}, [null], Array(5000).fill('x'), [[[[[]]]]], [HUGE]]);
  if (s?.enum)
    return rnd.pick([
      'not-in-the-enum',
      '',
      String(s.enum[0]).toUpperCase(),
      ` ${String(s.enum[0])}`,
      ...NASTY_STRINGS.slice(0, 6),
    ]);
  if (s?.format === 'uuid') return rnd.pick(BAD_IDS.slice(0, 8));
  if (s?.format === 'date-time')
    return rnd.pick(['not a date', '2024-13-45T99:00:00Z', '99999-01-01', '0000-00-00', -1]);
  return rnd.pick(roll === 1 ? NASTY_STRINGS : [...NASTY_NUMBERS, ...NASTY_STRINGS]);
}

/** encodeURIComponent that survives lone surrogates (sent as U+FFFD in URLs; bodies keep them). */
function enc(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

/**
 * Query values are cut to 2 KB once encoded (an emoji is 12 characters percent-encoded): a longer URL is refused
 * by Node's HTTP parser (431, no body) before the app sees it.
 */
function toQuery(entries: Array<[string, unknown]>): string {
  const encoded = (v: unknown) => {
    let raw = (typeof v === 'string' ? v : String(JSON.stringify(v))).slice(0, 2048);
    let out = enc(raw);
    while (out.length > 2048) {
      raw = raw.slice(0, Math.floor(raw.length * 0.7));
      out = enc(raw);
    }
    return out;
  };
  const parts = entries.map(([k, v]) => `${enc(k)}=${encoded(v)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

function pathWith(op: FuzzOperation, rnd: Random, breakIds: boolean): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const p = op.pathParams.find((x) => x.name === name);
    if (!breakIds) return enc(String(validValue(p?.schema ?? { format: 'uuid' }, rnd)));
    const bad = rnd.pick(BAD_IDS);
    // Some are sent raw on purpose (already percent-encoded, or malformed encodings).
    return bad.includes('%') ? bad : enc(bad);
  });
}

function queryOf(params: Param[], rnd: Random, broken: boolean): string {
  const entries: Array<[string, unknown]> = params
    .filter((p) => p.required || rnd.next() < 0.5)
    .map((p) => [p.name, broken ? badValue(p.schema, rnd) : validValue(p.schema, rnd)]);
  if (broken && rnd.next() < 0.4)
    entries.push([
      rnd.pick(['unknownParam', '__proto__[x]', 'a[b][c]', 'sort', '$where']),
      rnd.pick(NASTY_STRINGS.slice(5, 15)),
    ]);
  return toQuery(entries);
}

type Kind = 'field' | 'missing' | 'extra' | 'badJson' | 'nonObject' | 'contentType' | 'badId' | 'badQuery' | 'tooLarge';

function kindsFor(op: FuzzOperation): Kind[] {
  if (op.limited) return ['contentType', 'badJson', 'nonObject'];
  const kinds: Kind[] = [];
  const props = Object.keys(op.body?.properties ?? {});
  if (op.body) kinds.push('extra', 'badJson', 'nonObject', 'contentType', 'field', 'field', 'field');
  if (props.length) kinds.push('field', 'field', 'field', 'field');
  if (op.body?.required?.length) kinds.push('missing');
  if (op.pathParams.length) kinds.push('badId', 'badId', 'badId');
  if (op.query.length || !op.body) kinds.push('badQuery');
  return kinds;
}

/** `count` malformed requests for one operation, the same ones on every run for the same random source. */
export function malformedRequests(
  op: FuzzOperation,
  count: number,
  rnd: Random,
  headers: Record<string, string>,
  role: string,
): RawRequest[] {
  const out: RawRequest[] = [];
  const kinds = kindsFor(op);
  for (let i = 0; i < count; i++) {
    // One request in 400 is over the body limit (1 MB): kept rare, they are big.
    const kind: Kind = op.body && !op.limited && i % 400 === 399 ? 'tooLarge' : rnd.pick(kinds);
    const base = (op.body ? validValue(op.body, rnd) : undefined) as Record<string, unknown> | undefined;
    let path = pathWith(op, rnd, kind === 'badId');
    path += queryOf(op.query, rnd, kind === 'badQuery');
    let contentType = 'application/json';
    let body: string | undefined = base ? JSON.stringify(base) : undefined;
    let what: string = kind;
    const props = Object.keys(op.body?.properties ?? {});
    if (kind === 'field' && base && props.length) {
      const name = rnd.pick(props);
      const value = badValue(op.body!.properties![name], rnd);
      body = JSON.stringify({ ...base, [name]: value });
      what = `field ${name}=${JSON.stringify(value)?.slice(0, 40)}`;
    } else if (kind === 'field' || kind === 'extra') {
      const extra = rnd.pick([
        'isAdmin',
        'userType',
        'id',
        '__proto__',
        'constructor',
        'password',
        'createdAt',
        'x'.repeat(300),
      ]);
      const withExtra = { ...(base ?? {}) };
      // defineProperty: `{ __proto__: x }` would set the prototype instead of sending the key.
      Object.defineProperty(withExtra, extra, {
        value: rnd.pick(WRONG_TYPES.concat(['admin', HUGE])),
        enumerable: true,
      });
      body = JSON.stringify(withExtra);
      what = `extra ${extra.slice(0, 20)}`;
    } else if (kind === 'missing' && base) {
      const drop = op.body!.required!.filter(() => rnd.next() < 0.6);
      const name = drop.length ? drop : [rnd.pick(op.body!.required!)];
      body = JSON.stringify(Object.fromEntries(Object.entries(base).filter(([k]) => !name.includes(k))));
      what = `missing ${name.join(',')}`;
    } else if (kind === 'badJson') {
      body = rnd.pick(BAD_JSON);
      what = `bad json ${body.slice(0, 20)}`;
    } else if (kind === 'nonObject') {
      body = rnd.pick(NON_OBJECT_BODIES);
      what = `body ${body}`;
    } else if (kind === 'contentType') {
      [contentType, body] = rnd.pick(WRONG_CONTENT_TYPES);
      what = `content-type ${contentType}`;
    } else if (kind === 'tooLarge') {
      body = JSON.stringify({ ...(base ?? {}), blob: 'B'.repeat(1100 * 1024) });
    }
    const h: Record<string, string> = { ...headers };
    if (body !== undefined) h['Content-Type'] = contentType;
    // Requests no valid input can explain: they must be refused whoever sends them.
    const mustRefuse =
      kind === 'badJson' ||
      kind === 'tooLarge' ||
      (kind === 'nonObject' && body !== '{}' && !!op.body) ||
      (what.startsWith('extra') && props.length > 0 && !/extra (__proto__|constructor)$/.test(what));
    out.push({
      method: op.method,
      path,
      headers: h,
      body,
      mustRefuse,
      label: `${role} ${op.key} [${what}] ${path.slice(0, 80)}`,
    });
  }
  return out;
}
