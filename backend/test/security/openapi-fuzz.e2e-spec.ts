import { readFileSync } from 'fs';
import { AddressInfo } from 'net';
import { join } from 'path';
import { startFakes } from '../fakes';
import { createAdmin } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';
import { blankRows, LEAK, rowCounts } from './support/db-snapshot';
import { blast, RawAnswer, RawRequest } from './support/http-blaster';
import { malformedRequests } from './support/malformed-requests';
import { FuzzOperation, mergeOperations, operationsOf } from './support/openapi-operations';
import { seededRandom } from './support/prng';

const TOTAL = Number(process.env.FUZZ_TOTAL ?? 10_000);
const LIMITED_PER_ROLE = 8;
const SEED = 0x5eed;
/** Operations that call an outside provider (answered by fakes here, but a provider not connected is a 503). */
const PROVIDER_CALL = /^\/api\/(constant-contact|autocomplete|place|property)\//;

/**
 * Malformed requests generated from docs/openapi.json (and the running app's own document, so an operation
 * not yet committed to the file is covered too), sent as anonymous and as an admin (who gets past the guards,
 * so validation itself is exercised). Every answer is a 4xx JSON error or a legitimate 2xx; never a 5xx.
 */
describe('OpenAPI fuzz', () => {
  let t: TestApp;
  let fakes: Awaited<ReturnType<typeof startFakes>>;
  let ops: FuzzOperation[];
  let answers: RawAnswer[];
  let before: Record<string, number>;
  let after: Record<string, number>;

  beforeAll(async () => {
    fakes = await startFakes();
    t = await createTestApp({ worker: false, env: { ...fakes.env, THINKIFIC_WEBHOOK_SECRET: 'fuzz-webhook-secret' } });
    await t.app.listen(0, '127.0.0.1');
    const { buildOpenApiDocument } = await import('../../src/configure-app');
    const committed = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'docs', 'openapi.json'), 'utf8'));
    ops = mergeOperations(operationsOf(committed), operationsOf(buildOpenApiDocument(t.app) as never));
    if (process.env.FUZZ_ONLY) ops = ops.filter((o) => new RegExp(process.env.FUZZ_ONLY!).test(o.key));

    const admin = await createAdmin(t.ds);
    const roles: Array<[string, Record<string, string>]> = [
      ['anon', { ...XHR }],
      ['admin', { ...XHR, Cookie: await t.cookieFor(admin) }],
    ];
    const full = ops.filter((o) => !o.limited);
    const limited = ops.filter((o) => o.limited);
    const perOp = Math.max(
      30,
      Math.ceil((TOTAL - limited.length * LIMITED_PER_ROLE * 2) / Math.max(1, full.length * 2)),
    );
    const rnd = seededRandom(SEED);
    const requests: RawRequest[] = [];
    for (const [role, headers] of roles) {
      for (const op of ops)
        requests.push(...malformedRequests(op, op.limited ? LIMITED_PER_ROLE : perOp, rnd, headers, role));
    }
    before = await rowCounts(t.ds);
    answers = await blast((t.app.getHttpServer().address() as AddressInfo).port, requests);
    after = await rowCounts(t.ds);
    if (process.env.FUZZ_DEBUG) {
      const slow = [...answers].sort((a, b) => b.ms - a.ms).slice(0, 20);
      const perOp = new Map<string, number>();
      for (const a of answers) {
        const k = a.req.label.split(' [')[0];
        perOp.set(k, (perOp.get(k) ?? 0) + a.ms);
      }
      console.log(
        [...perOp]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 15)
          .map(([k, ms]) => `${ms}ms ${k}`)
          .join('\n'),
      );
      console.log(slow.map((a) => `${a.ms}ms ${a.status} ${a.req.label}`).join('\n'));
    }
  }, 240_000);

  afterAll(async () => {
    await t?.close();
    await fakes?.close();
  });

  const show = (list: RawAnswer[]) =>
    list.slice(0, 15).map((a) => `${a.status} ${a.req.label} -> ${a.text.slice(0, 160)}`);

  it(`sends at least ${TOTAL} requests across every operation of the document`, () => {
    expect(ops.length).toBeGreaterThan(1);
    expect(answers.length).toBeGreaterThanOrEqual(TOTAL);
    const covered = new Set(answers.map((a) => a.req.label.split(' [')[0].split(' ').slice(1).join(' ')));
    expect(ops.filter((o) => !covered.has(o.key))).toEqual([]);
  });

  it('answers every request, and never with a server error', () => {
    // The one 5xx allowed: 503 "provider not connected/unavailable" from calls that go out to a provider.
    const providerDown = (a: RawAnswer) =>
      a.status === 503 && PROVIDER_CALL.test(a.req.path) && !a.text.includes('Internal server error');
    expect(show(answers.filter((a) => a.status === 0 || (a.status >= 500 && !providerDown(a))))).toEqual([]);
  });

  it('answers every refusal with a JSON {statusCode, message} body', () => {
    const bad = answers.filter((a) => {
      if (a.status < 400) return false;
      if (!a.contentType.includes('application/json')) return true;
      try {
        const body = JSON.parse(a.text);
        return body.statusCode !== a.status || typeof body.message !== 'string' || !body.message;
      } catch {
        return true;
      }
    });
    expect(show(bad)).toEqual([]);
  });

  it('never shows a stack trace, SQL or a driver error in an answer', () => {
    expect(show(answers.filter((a) => a.status >= 400 && LEAK.test(a.text)))).toEqual([]);
  });

  it('refuses every request no valid input can explain (bad JSON, unknown fields, non-object bodies, oversized bodies)', () => {
    expect(show(answers.filter((a) => a.req.mustRefuse && a.status < 400))).toEqual([]);
  });

  it('leaves nothing partial in the database', async () => {
    const accepted = new Set(
      answers.filter((a) => a.status < 300 && a.req.method !== 'GET').map((a) => a.req.label.split(' [')[0]),
    );
    const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
    // No mutation was accepted: then no table may have changed at all.
    if (accepted.size === 0) expect(changed).toEqual([]);
    const blank: Array<{ table: string; rows: number }> = [];
    for (const table of changed) {
      const rows = await blankRows(t.ds, table);
      if (rows) blank.push({ table, rows });
    }
    expect(blank).toEqual([]);
    // The admin's own account is intact.
    expect(after.users).toBeGreaterThanOrEqual(1);
  });
});
