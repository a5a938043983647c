import { randomUUID } from 'crypto';
import type { User } from '../../src/modules/auth/entities/user.entity';
import { startFakes } from '../fakes';
import { createAdmin, createUser } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';
import { FIXTURES } from './support/fixtures';
import { AppRoute, appRoutes, fillPath, isMutating } from './support/route-table';
import { ROUTE_EXPECTATIONS, RouteExpectation } from './route-expectations';

type Role = 'anon' | 'studentA' | 'studentB' | 'admin';

interface Answer {
  route: string;
  role: Role;
  status: number;
  message?: unknown;
}

/**
 * Every route of the running app × {anonymous, student A, student B, admin}, compared with
 * route-expectations.ts. Ids in paths are random unless the route works on a record of student A's.
 */
describe('authorization matrix', () => {
  let t: TestApp;
  let fakes: Awaited<ReturnType<typeof startFakes>>;
  let routes: AppRoute[];
  const users = {} as Record<Exclude<Role, 'anon'>, User>;

  beforeAll(async () => {
    fakes = await startFakes();
    t = await createTestApp({
      worker: false,
      env: { ...fakes.env, THINKIFIC_WEBHOOK_SECRET: 'matrix-webhook-secret' },
    });
    routes = appRoutes(t.app);
    users.studentA = await createUser(t.ds);
    users.studentB = await createUser(t.ds);
    users.admin = await createAdmin(t.ds);
    await createUser(t.ds, { username: 'matrix.login', password: 'matrix-login-password' });
  });
  afterAll(async () => {
    await t?.close();
    await fakes?.close();
  });

  /** A fresh session per call: a route under test may end the caller's sessions (logout, logout-all). */
  async function send(
    route: AppRoute,
    role: Role,
    params: Record<string, string>,
    body: Record<string, unknown> | undefined,
    xhr = true,
  ) {
    const method = route.method.toLowerCase() as 'get';
    let req = t.http()[method](fillPath(route.path, params));
    if (xhr) req = req.set(XHR);
    if (role !== 'anon') req = req.set('Cookie', await t.cookieFor(users[role]));
    if (body && isMutating(route.method)) req = req.send(body);
    return await req;
  }

  it('finds the routes of every module in the running app', () => {
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.map((r) => r.key)).toEqual(expect.arrayContaining(['GET /api/health', 'GET /api/auth/check']));
  });

  it('has an expectation for every route, and no expectation for a route that does not exist', () => {
    const keys = new Set(routes.map((r) => r.key));
    expect({ missing: routes.filter((r) => !ROUTE_EXPECTATIONS[r.key]).map((r) => r.key) }).toEqual({ missing: [] });
    expect({ stale: Object.keys(ROUTE_EXPECTATIONS).filter((k) => !keys.has(k)) }).toEqual({ stale: [] });
  });

  it('answers every route × role with its exact status; student B never reaches student A’s records nor an admin call', async () => {
    const wrong: Answer[] = [];
    const ordered = [...routes].sort(
      (a, b) => Number(!!ROUTE_EXPECTATIONS[a.key]?.last) - Number(!!ROUTE_EXPECTATIONS[b.key]?.last),
    );
    for (const route of ordered) {
      const exp: RouteExpectation | undefined = ROUTE_EXPECTATIONS[route.key];
      if (!exp) continue;
      const params: Record<string, string> = Object.fromEntries(route.params.map((p) => [p, randomUUID()]));
      let recordId = '';
      if (exp.owned) params[exp.owned.param] = await FIXTURES[exp.owned.fixture](t.ds, users.studentA.id);
      if (exp.record) {
        recordId = await FIXTURES[exp.record.fixture](t.ds, users.studentA.id);
        if (exp.record.param) params[exp.record.param] = recordId;
      }
      // B, anonymous and admin first: A's own call (or the admin's) may change or delete the record.
      const plan: Array<[Role, number]> = [
        ['anon', exp.anon],
        ['studentB', exp.student],
        ['studentA', exp.owned ? exp.owned.ownerStatus : exp.student],
        ['admin', exp.admin],
      ];
      if (exp.owned) plan.push(plan.splice(2, 1)[0]); // the owner last
      for (const [role, expected] of plan) {
        const body = typeof exp.body === 'function' ? exp.body(recordId) : exp.body;
        const res = await send(route, role, params, body);
        if (res.status !== expected)
          wrong.push({
            route: `${route.key} (expected ${expected})`,
            role,
            status: res.status,
            message: res.body?.message,
          });
        // Whatever the outcome, an error is the JSON shape.
        if (res.status >= 400)
          expect(res.body).toEqual(expect.objectContaining({ statusCode: res.status, message: expect.any(String) }));
      }
    }
    expect(wrong).toEqual([]);

    // Each admin action that was answered left its audit entry: the admin, the route, the status.
    const adminActions = ordered.filter(
      (r) =>
        isMutating(r.method) && ROUTE_EXPECTATIONS[r.key]?.student === 403 && !ROUTE_EXPECTATIONS[r.key].notAudited,
    );
    expect(adminActions.length).toBeGreaterThan(10);
    const audited: Array<{ route: string; status: number }> = await t.ds.query(
      `SELECT route, status FROM audit_events WHERE "actorId" = $1`,
      [users.admin.id],
    );
    const missing = adminActions
      .map((r) => ({ route: r.key, status: ROUTE_EXPECTATIONS[r.key].admin }))
      .filter((a) => !audited.some((e) => e.route === a.route && e.status === a.status));
    expect({ missing }).toEqual({ missing: [] });
  });

  it('keeps every closed route closed: no student reaches an admin route, no anonymous caller a signed-in one', () => {
    for (const [key, exp] of Object.entries(ROUTE_EXPECTATIONS)) {
      if (exp.admin < 300 && exp.student >= 400 && !exp.owned && exp.student !== 404)
        expect({ key, student: exp.student }).toEqual({ key, student: 403 });
      if (exp.student < 300)
        expect({ key, anonAllowedOrAuthRequired: exp.anon < 300 || exp.anon === 401 }).toEqual({
          key,
          anonAllowedOrAuthRequired: true,
        });
      if (key.includes('/api/admin/'))
        expect({ key, anon: exp.anon, student: exp.student }).toEqual({ key, anon: 401, student: 403 });
    }
  });

  it('refuses every mutating call without X-Requested-With (403) unless the route is a provider callback', async () => {
    const wrong: Answer[] = [];
    const mutating = routes.filter(
      (r) => isMutating(r.method) && ROUTE_EXPECTATIONS[r.key] && !ROUTE_EXPECTATIONS[r.key].last,
    );
    const modules = new Set(mutating.map((r) => r.path.split('/')[2]));
    expect(modules.size).toBeGreaterThan(0);
    for (const route of mutating) {
      const exp = ROUTE_EXPECTATIONS[route.key];
      const params: Record<string, string> = Object.fromEntries(route.params.map((p) => [p, randomUUID()]));
      const body = typeof exp.body === 'function' ? exp.body(randomUUID()) : (exp.body ?? {});
      const res = await send(route, 'admin', params, body, false);
      const refused = res.status === 403 && res.body.message === 'Missing X-Requested-With header';
      if (refused === !!exp.withoutXhrHeader)
        wrong.push({ route: route.key, role: 'admin', status: res.status, message: res.body?.message });
    }
    expect(wrong).toEqual([]);
  });
});
