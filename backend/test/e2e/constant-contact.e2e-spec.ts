import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { randomBytes } from 'crypto';
import { QUEUES } from '../../src/core/queue/queues';
import { ConstantContactTokens } from '../../src/modules/campaigns/constant-contact/constant-contact-tokens.service';
import { CampaignTickProcessor } from '../../src/modules/campaigns/delivery/campaign-tick.processor';
import { ConstantContactFake, startConstantContactFake } from '../fakes/constant-contact.fake';
import { createAdmin } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { eventually } from '../support/eventually';

const CONNECTED = 'Successfully connected! Visitor emails will be automatically synced to your contact lists.';
const NOT_CONNECTED = 'Failed to connect to Constant Contact. Please authorize the app to get an access token.';

describe('Constant Contact', () => {
  let t: TestApp;
  let fake: ConstantContactFake;
  let closeFake: () => Promise<void>;
  let admin: string;

  beforeAll(async () => {
    const started = await startConstantContactFake();
    fake = started.fake;
    closeFake = started.close;
    t = await createTestApp({ env: started.env });
    admin = await t.cookieFor(await createAdmin(t.ds));
  });
  afterAll(async () => {
    await t.close();
    await closeFake();
  });

  const test = () => t.http().get('/api/constant-contact/test').set('Cookie', admin).expect(200);
  const tokens = () => t.app.get(ConstantContactTokens);

  async function authorize() {
    const start = await t.http().get('/api/constant-contact/oauth/authorize').set('Cookie', admin).expect(302);
    const consent = await fetch(start.headers.location, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    return { start: new URL(start.headers.location), back };
  }

  it('is not connected before the app is authorized, and the admin routes are closed to others', async () => {
    expect((await test()).body).toEqual({ configured: true, connected: false, message: NOT_CONNECTED, account: null });
    await t.http().get('/api/constant-contact/test').expect(401);
    await t.http().get('/api/constant-contact/oauth/authorize').expect(401);
    await t.http().get('/api/constant-contact/lists').set('Cookie', admin).expect(503);
  });

  it('authorizes with the server code flow (state, client secret as Basic auth, no PKCE) and stores the tokens encrypted', async () => {
    const { start, back } = await authorize();
    expect(`${start.origin}${start.pathname}`).toBe(`${fake.url}/oauth2/default/v1/authorize`);
    expect(Object.fromEntries(start.searchParams)).toMatchObject({
      client_id: fake.clientId,
      redirect_uri: 'http://app.test/api/constant-contact/oauth/callback',
      response_type: 'code',
      scope: 'contact_data offline_access account_read',
      state: expect.stringMatching(/^[\w-]{20,}$/),
    });
    expect(start.searchParams.has('code_challenge')).toBe(false);
    expect(back.pathname).toBe('/api/constant-contact/oauth/callback');

    const done = await t.http().get(`${back.pathname}${back.search}`).expect(302);
    expect(done.headers.location).toBe('http://app.test/admin/emails');
    expect(fake.tokenRequests.at(-1)).toEqual({
      grant_type: 'authorization_code',
      code: expect.any(String),
      redirect_uri: 'http://app.test/api/constant-contact/oauth/callback',
    });

    const [row] = await t.ds.query(`SELECT value FROM integration_settings WHERE key = 'constant-contact.tokens'`);
    const stored = JSON.stringify(row.value);
    const plain = await tokens().load();
    expect(plain?.accessToken).toMatch(/^at_/);
    expect(stored).not.toContain(plain!.accessToken);
    expect(stored).not.toContain(plain!.refreshToken!);

    // The state is single use; a forged one is refused.
    const replay = await t.http().get(`${back.pathname}${back.search}`).expect(400);
    expect(replay.body.message).toMatch(/invalid or has expired/);
    await t.http().get('/api/constant-contact/oauth/callback?code=x&state=forged').expect(400);
  });

  it('tests the connection and lists the contact lists', async () => {
    fake.addContact('someone@example.test', 'implicit', [fake.listId]);
    expect((await test()).body).toEqual({
      configured: true,
      connected: true,
      message: CONNECTED,
      account: { organization_name: fake.organizationName, contact_count: 1 },
    });
    const lists = await t.http().get('/api/constant-contact/lists').set('Cookie', admin).expect(200);
    expect(lists.body).toEqual([{ list_id: fake.listId, name: 'Site visitors', membership_count: 1 }]);
  });

  it('refreshes after a 401 and stores the rotated refresh token', async () => {
    const before = await tokens().load();
    fake.expireAccessTokens();
    expect((await test()).body.connected).toBe(true);
    const after = await tokens().load();
    expect(after!.accessToken).not.toBe(before!.accessToken);
    expect(after!.refreshToken).not.toBe(before!.refreshToken);
    expect(fake.tokenRequests.at(-1)).toEqual({ grant_type: 'refresh_token', refresh_token: before!.refreshToken });
  });

  it('refreshes before expiry once across replicas (API and worker at the same time)', async () => {
    fake.accessTtl = 120; // below the 5-minute margin
    await tokens().accessToken(true); // now holds a token that expires within the margin
    fake.accessTtl = 86_400;
    const refreshesBefore = fake.tokenRequests.length;
    const stale = (await tokens().load())!.accessToken;
    const got = await Promise.all([
      ...Array.from({ length: 4 }, () => tokens().accessToken()),
      ...Array.from({ length: 4 }, () => t.worker!.get(ConstantContactTokens).accessToken()),
    ]);
    expect(fake.tokenRequests.length).toBe(refreshesBefore + 1);
    expect(new Set(got).size).toBe(1);
    expect(got[0]).not.toBe(stale);
  });

  it('syncs visitors with an e-mail to the list, never re-subscribes an unsubscribed contact, and retries a 429', async () => {
    const email = (p: string) => `${p}_${randomBytes(3).toString('hex')}@example.test`;
    const fresh = email('fresh');
    const gone = email('gone');
    fake.addContact(gone, 'unsubscribed', []);
    const insert = (e: string | null) =>
      t.ds.query(
        `INSERT INTO visitors (email, "sessionId", "firstName", "consentConfirmedAt") VALUES ($1, $2, 'Pat', now())
         RETURNING id`,
        [e, randomBytes(8).toString('hex')],
      );
    const [[a], [b], [c]] = await Promise.all([insert(fresh), insert(gone), insert(null)]);
    // An address whose consent was never confirmed is not synced.
    const unconfirmed = email('unconfirmed');
    await t.ds.query(`INSERT INTO visitors (email, "sessionId") VALUES ($1, $2)`, [
      unconfirmed,
      randomBytes(8).toString('hex'),
    ]);
    fake.throttleNext = 1;

    const result = await t.worker!.get(CampaignTickProcessor).tick();
    expect(result.contactSyncs).toBe(2);
    await eventually(
      'both visitors synced',
      async () =>
        (
          await t.ds.query<Array<{ n: number }>>(
            `SELECT count(*)::int AS n FROM visitors WHERE id = ANY($1) AND "contactSyncedAt" IS NOT NULL`,
            [[a.id, b.id]],
          )
        )[0].n,
      (n) => n === 2,
      { timeoutMs: 20_000 },
    );
    expect(fake.contacts.get(fresh)).toMatchObject({
      email_address: { permission_to_send: 'implicit' },
      list_memberships: [fake.listId],
      first_name: 'Pat',
    });
    expect(fake.contacts.get(gone)).toMatchObject({
      email_address: { permission_to_send: 'unsubscribed' },
      list_memberships: [],
    });
    const [goneRow] = await t.ds.query(`SELECT "unsubscribedAt", "contactSyncedAt" FROM visitors WHERE id = $1`, [
      b.id,
    ]);
    expect(goneRow.unsubscribedAt).not.toBeNull();
    const [noEmail] = await t.ds.query(`SELECT "contactSyncedAt" FROM visitors WHERE id = $1`, [c.id]);
    expect(noEmail.contactSyncedAt).toBeNull();
    expect(fake.contacts.has(unconfirmed)).toBe(false);
    expect(fake.throttleNext).toBe(0);

    // Synced visitors are not queued again.
    expect((await t.worker!.get(CampaignTickProcessor).tick()).contactSyncs).toBe(0);
    const q = t.app.get<Queue>(getQueueToken(QUEUES.contactSync));
    expect(await q.getJobCounts('failed')).toEqual({ failed: 0 });
  });

  it('pauses the contact sync until 00:00 UTC when the daily quota is spent (quota_exceeded), without retrying into it', async () => {
    const email = `quota_${randomBytes(3).toString('hex')}@example.test`;
    const [visitor] = await t.ds.query(
      `INSERT INTO visitors (email, "sessionId", "consentConfirmedAt") VALUES ($1, $2, now()) RETURNING id`,
      [email, randomBytes(8).toString('hex')],
    );
    fake.quotaSpent = true;
    const before = fake.requests.length;
    expect((await t.worker!.get(CampaignTickProcessor).tick()).contactSyncs).toBe(1);

    const q = t.app.get<Queue>(getQueueToken(QUEUES.contactSync));
    const delayed = await eventually(
      'the sync job to be put off',
      () => q.getDelayed(),
      (jobs) => jobs.length === 1,
    );
    const now = new Date();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    expect(delayed[0].data).toEqual({ visitorId: visitor.id });
    // BullMQ scores a delayed job by its due time (ms, shifted 12 bits for ordering).
    const score = Number(await (await q.client).zscore(q.keys.delayed, delayed[0].id!));
    expect(Math.floor(score / 0x1000)).toBe(midnight);
    expect(delayed[0].attemptsMade).toBe(0);
    const [pause] = await t.ds.query(
      `SELECT value FROM integration_settings WHERE key = 'constant-contact.quota-paused-until'`,
    );
    expect(new Date(pause.value.until).getTime()).toBe(midnight);
    // One call met the quota; nothing else went out while paused.
    expect(fake.requests.length - before).toBe(1);
    const [row] = await t.ds.query(`SELECT "contactSyncedAt" FROM visitors WHERE id = $1`, [visitor.id]);
    expect(row.contactSyncedAt).toBeNull();
    // The admin's connection test names the cause and when the quota comes back.
    expect((await test()).body).toEqual({
      configured: true,
      connected: false,
      message: `Constant Contact: quota-exhausted (HTTP 429): daily request quota (10,000) used up until ${new Date(midnight).toISOString()}`,
      account: null,
    });
    await delayed[0].remove();
    await t.ds.query(`DELETE FROM integration_settings WHERE key = 'constant-contact.quota-paused-until'`);
    fake.quotaSpent = false;
  });
});
