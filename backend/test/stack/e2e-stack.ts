import 'reflect-metadata';
import { createServer } from 'http';
import { AddressInfo } from 'net';
import { startFakes } from '../fakes';
import { IncomingMessage } from 'http';
import { createUser, TEST_PASSWORD } from '../support/factories';
import { createTestApp } from '../support/test-app';
import { CampaignTickProcessor } from '../../src/modules/campaigns/delivery/campaign-tick.processor';
import { AnalyticsRollupService } from '../../src/modules/admin/analytics/analytics-rollup.service';
import { PublicReadCache } from '../../src/core/cache/public-read-cache';
import { ACTIVE_VIDEO_KEY } from '../../src/modules/media/videos.service';
import { PUBLIC_STORIES_KEY } from '../../src/modules/admin/success-stories/success-stories.service';
import { ConfigService } from '@nestjs/config';

/** The provider keys POST /providers can take away (the app then answers as a server without that key would). */
const PROVIDER_KEYS = { places: 'GOOGLE_PLACES_API_KEY', rentcast: 'RENTCAST_API_KEY' } as const;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * The whole stack for browser tests, in one process: the API serving the built frontend
 * (E2E_STATIC_DIR) on a free port, the worker, a fresh database, a real SMTP sink and the provider fakes.
 * Prints `E2E_STACK_READY {"baseURL","databaseUrl","mailUrl"}` when ready; stops on SIGTERM.
 * The test control server answers GET /messages (captured mail), DELETE /messages (clear), and
 * POST /users (create a user in the database; answers it with a session cookie), POST /campaign-tick (one
 * drip tick now), POST /analytics-refresh (rebuild the marketing dashboard's figures now), POST /public-cache-drop
 * (forget the in-memory public reads after a test wrote them straight into the database) and POST /providers
 * (`{"places":false,"rentcast":false}`: run as a server without those API keys; `true` gives the fake's key back).
 */
async function main() {
  const staticDir = process.env.E2E_STATIC_DIR;
  if (!staticDir) throw new Error('E2E_STATIC_DIR (the built frontend) is required');
  const fakes = await startFakes();
  // The port stays bound until the API takes it: the database and Redis connections the app opens meanwhile would
  // otherwise be free to get it as their local port (EADDRINUSE at listen).
  const reserved = process.env.E2E_PORT ? null : await reservePort();
  const port = reserved ? reserved.port : Number(process.env.E2E_PORT);
  const baseURL = `http://127.0.0.1:${port}`;
  const t = await createTestApp({
    // The API reference as ops see it (Swagger UI at /api/docs).
    swagger: true,
    env: {
      ...fakes.env,
      // Links in e-mails (reset password, credentials) point at this very server.
      APP_URL: baseURL,
      STATIC_DIR: staticDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Every browser test signs up from 127.0.0.1.
      SIGNUPS_PER_IP_PER_HOUR: '1000',
      VISITORS_PER_IP_PER_HOUR: '100000',
      ...(process.env.E2E_ENV ? JSON.parse(process.env.E2E_ENV) : {}),
    },
  });
  await reserved?.release();
  await t.app.listen(port, '127.0.0.1');

  const control = createServer((req, res) => void handle(req, res));
  async function handle(req: IncomingMessage, res: import('http').ServerResponse) {
    if (req.url === '/users' && req.method === 'POST') {
      // Test-only: a user created straight in the database, plus a session cookie for it.
      const body = JSON.parse((await readBody(req)) || '{}');
      const password = body.password ?? TEST_PASSWORD;
      const user = await createUser(t.ds, { ...body, password });
      const [name, value] = (await t.cookieFor(user)).split('=');
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({
          id: user.id,
          username: user.username,
          email: user.email,
          userType: user.userType,
          password,
          cookie: { name, value },
        }),
      );
    } else if (req.url === '/constant-contact' && req.method === 'POST') {
      // Test-only: `{"configured":false}` runs the API as a server without Constant Contact app credentials (the
      // client reads them on every call); `{"configured":true}` gives the fake's client id back.
      const { configured } = JSON.parse((await readBody(req)) || '{}') as { configured?: boolean };
      t.app
        .get(ConfigService)
        .set('CONSTANT_CONTACT_CLIENT_ID', configured === false ? '' : fakes.env.CONSTANT_CONTACT_CLIENT_ID);
      res.end('{}');
    } else if (req.url === '/messages' && req.method === 'GET') {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(t.mail.messages.map(({ raw: _raw, ...m }) => m)));
    } else if (req.url === '/messages' && req.method === 'DELETE') {
      t.mail.clear();
      res.end('{}');
    } else if (req.url === '/analytics-refresh' && req.method === 'POST') {
      // Test-only: rebuild the marketing dashboard's figures now (the worker does it every minute).
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(await t.worker!.get(AnalyticsRollupService).refresh()));
    } else if (req.url === '/public-cache-drop' && req.method === 'POST') {
      // Test-only: a test that wrote public content straight into the database drops the in-memory copies.
      await t.app.get(PublicReadCache).changed(ACTIVE_VIDEO_KEY, PUBLIC_STORIES_KEY);
      res.end('{}');
    } else if (req.url === '/providers' && req.method === 'POST') {
      // Test-only: the "not configured" states of a server without a Google Places or RentCast key. The clients read
      // their key on every call, so an empty key here is exactly what a server started without one sees.
      const body = JSON.parse((await readBody(req)) || '{}') as Partial<Record<keyof typeof PROVIDER_KEYS, boolean>>;
      const config = t.app.get(ConfigService);
      for (const [name, key] of Object.entries(PROVIDER_KEYS)) {
        const on = body[name as keyof typeof PROVIDER_KEYS];
        if (on !== undefined) config.set(key, on ? fakes.env[key] : '');
      }
      res.end('{}');
    } else if (req.url === '/campaign-tick' && req.method === 'POST') {
      // Test-only: one drip tick now (the worker's scheduler runs it every few minutes).
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(await t.worker!.get(CampaignTickProcessor).tick()));
    } else {
      res.statusCode = 404;
      res.end();
    }
  }
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', () => resolve()));
  const mailUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;

  const shutdown = async () => {
    control.close();
    await t.close().catch(() => undefined);
    await fakes.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  process.stdout.write(`E2E_STACK_READY ${JSON.stringify({ baseURL, databaseUrl: t.env.DATABASE_URL, mailUrl })}\n`);
}

/** A free port, held by a listening socket until `release()`. */
function reservePort(): Promise<{ port: number; release: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      resolve({ port, release: () => new Promise<void>((done) => s.close(() => done())) });
    });
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
