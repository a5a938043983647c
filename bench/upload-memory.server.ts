/**
 * Child process of upload-memory.ts: the real API (AppModule, no worker) on a fresh test database,
 * listening on a free port, with the settings in BENCH_APP_ENV (JSON; the media storage). Prints one JSON line
 * {port, cookie} when ready.
 */
import { AddressInfo } from 'net';
import { createAdmin } from '../backend/test/support/factories';
import { createTestApp } from '../backend/test/support/test-app';

async function main() {
  const env = JSON.parse(process.env.BENCH_APP_ENV || '{}') as Record<string, string>;
  const t = await createTestApp({ worker: false, env });
  const admin = await createAdmin(t.ds);
  await t.app.listen(0, '127.0.0.1');
  const port = (t.app.getHttpServer().address() as AddressInfo).port;
  process.stdout.write(`${JSON.stringify({ port, cookie: await t.cookieFor(admin) })}\n`);
  const stop = async () => {
    await t.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
