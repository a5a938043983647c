import { spawn } from 'child_process';
import { randomBytes } from 'crypto';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { Client } from 'pg';
import { TokenCipher } from '../../src/modules/campaigns/constant-contact/token.cipher';
import { ConstantContactFake, startConstantContactFake } from '../fakes/constant-contact.fake';
import { GooglePlacesFake, startGooglePlacesFake } from '../fakes/google-places.fake';
import { RentCastFake, startRentCastFake } from '../fakes/rentcast.fake';
import { startThinkificFake, ThinkificFake } from '../fakes/thinkific.fake';
import { clearRedisPrefix, TEST_REDIS_URL, TEST_JWT_SECRET } from '../support/test-app';
import { createTestDatabase } from '../support/test-db';

const BACKEND = join(__dirname, '..', '..');

/**
 * `make check-providers` (npm run check-providers) as an operator runs it, against the four fakes: one line per
 * provider, and nothing but reads at the providers (no token refresh at Constant Contact, GETs elsewhere, the one
 * autocomplete POST being a read).
 */
describe('make check-providers', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let places: GooglePlacesFake;
  let rentcast: RentCastFake;
  let thinkific: ThinkificFake;
  let cc: ConstantContactFake;
  let closeCc: () => Promise<void>;
  const prefix = `t${randomBytes(5).toString('hex')}`;
  const scratch = mkdtempSync(join(tmpdir(), 'iac-check-'));

  beforeAll(async () => {
    db = await createTestDatabase();
    [places, rentcast, thinkific] = await Promise.all([
      startGooglePlacesFake(),
      startRentCastFake(),
      startThinkificFake(),
    ]);
    const started = await startConstantContactFake();
    cc = started.fake;
    closeCc = started.close;
  });
  afterAll(async () => {
    await Promise.all([places.close(), rentcast.close(), thinkific.close(), closeCc()]);
    await clearRedisPrefix(prefix);
    await db.drop();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** Authorizes at the Constant Contact fake (server flow) and stores the tokens as the app does, sealed. */
  async function storeCcTokens(expiresAt: number) {
    const redirectUri = 'http://app.test/api/constant-contact/oauth/callback';
    const q = new URLSearchParams({
      client_id: cc.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'contact_data offline_access account_read',
      state: 'check',
    });
    const consent = await fetch(`${cc.url}/oauth2/default/v1/authorize?${q.toString()}`, { redirect: 'manual' });
    const code = new URL(consent.headers.get('location')!).searchParams.get('code')!;
    const res = await fetch(`${cc.url}/oauth2/default/v1/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${cc.clientId}:${cc.clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }).toString(),
    });
    const t = (await res.json()) as { access_token: string; refresh_token: string };
    const sealed = new TokenCipher(cc.env().TOKEN_ENCRYPTION_KEY).encrypt(
      JSON.stringify({ accessToken: t.access_token, refreshToken: t.refresh_token, expiresAt }),
    );
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO integration_settings (key, value) VALUES ('constant-contact.tokens', $1)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
        [JSON.stringify({ sealed })],
      );
    } finally {
      await client.end();
    }
  }

  function run(extra: Record<string, string> = {}): Promise<{ code: number | null; lines: string[]; stderr: string }> {
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? scratch,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      JWT_SECRET: TEST_JWT_SECRET,
      APP_URL: 'http://app.test',
      MEDIA_DIR: join(scratch, 'media'),
      MAIL_OUTBOX_DIR: join(scratch, 'outbox'),
      ...places.env,
      ...rentcast.env,
      ...thinkific.env,
      ...cc.env(),
      ...extra,
    };
    return new Promise((resolve, reject) => {
      const child = spawn('npm', ['run', '--silent', 'check-providers'], { cwd: BACKEND, env });
      let out = '';
      let err = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, lines: out.split('\n').filter((l) => l.trim()), stderr: err }));
    });
  }

  it('prints one line per provider, each ok, after one read-only call to each', async () => {
    await storeCcTokens(Date.now() + 3600_000);
    const tokenCallsBefore = cc.tokenRequests.length;
    const { code, lines, stderr } = await run();
    expect({ code, stderr: stderr.replace(/npm warn[^\n]*\n?/g, '') }).toEqual({ code: 0, stderr: '' });
    expect(lines).toEqual([
      expect.stringMatching(/^Google Places API \(New\)\s+ok\s+autocomplete: 0 suggestions$/),
      expect.stringMatching(/^RentCast\s+ok\s+answered: no record$/),
      expect.stringMatching(/^Thinkific Admin API\s+ok\s+authenticated; 1 course\(s\) on the site$/),
      expect.stringMatching(/^Constant Contact\s+ok\s+account summary read: Investor Agent Academy$/),
      // MAIL_FROM's default domain is localhost: a reserved name, never looked up.
      expect.stringMatching(/^Sending domain SPF\s+not checked\s+localhost is a reserved name$/),
      expect.stringMatching(/^Sending domain DMARC\s+not checked\s+localhost is a reserved name$/),
    ]);
    // Read-only at the providers: one call each, reads only, and no token refresh at Constant Contact.
    expect(places.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/places:autocomplete']);
    expect(rentcast.requests.map((r) => r.path)).toEqual(['/v1/properties']);
    expect(thinkific.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/public/v1/courses']);
    expect(cc.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v3/account/summary']);
    expect(cc.tokenRequests.length).toBe(tokenCallsBefore);
  });

  it('does not refresh an expired Constant Contact token (that would rotate the refresh token): not checked', async () => {
    await storeCcTokens(Date.now() - 60_000);
    const tokenCallsBefore = cc.tokenRequests.length;
    const v3CallsBefore = cc.requests.length;
    const { code, lines } = await run();
    expect(code).toBe(0);
    expect(lines[3]).toMatch(/^Constant Contact\s+not checked\s+the stored access token expired at /);
    expect(cc.tokenRequests.length).toBe(tokenCallsBefore);
    expect(cc.requests.length).toBe(v3CallsBefore);
  });

  it('names an unconfigured provider without calling it, and fails (exit 1) on a refused key', async () => {
    const calls = places.requests.length;
    const { code, lines } = await run({ GOOGLE_PLACES_API_KEY: '', RENTCAST_API_KEY: 'revoked-key' });
    expect(code).toBe(1);
    expect(lines[0]).toMatch(/^Google Places API \(New\)\s+not configured\s+no credentials set$/);
    expect(lines[1]).toMatch(/^RentCast\s+failed\s+RentCast: denied \(HTTP 401\): No active subscription found/);
    expect(places.requests.length).toBe(calls);
  });
});
