import 'reflect-metadata';
import { AddressInfo } from 'net';
import { createUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

/**
 * A real API process for the cost budget and the fault suites (run by support/cost-meter.ts over an IPC channel):
 * the app alone (no worker: e-mail and webhook jobs are another process's CPU in production) on a fresh database.
 * Sends `ready` with its port, database, Redis prefix, a student (name, e-mail, session cookie), an account to reset and its own OpenAPI document; answers
 * `cpu` with process.cpuUsage() (every thread of this process: the event loop, libuv's pool, GC), so the caller
 * measures the server's CPU and never its own.
 */
type Message = { type: 'cpu' | 'close'; id: number };

async function main() {
  const t = await createTestApp({ worker: false, env: JSON.parse(process.env.COST_API_ENV || '{}') });
  await t.app.listen(0, '127.0.0.1');
  const { buildOpenApiDocument } = await import('../../../src/configure-app');
  const student = await createUser(t.ds);
  // Another account for password resets (a reset ends the account's sessions: not the student's).
  const resetUser = await createUser(t.ds);
  const send = (msg: object) => process.send?.(msg);
  process.on('message', (msg: Message) => {
    if (msg.type === 'cpu') send({ id: msg.id, cpu: process.cpuUsage() });
    if (msg.type === 'close')
      void t
        .close()
        .catch(() => undefined)
        .then(() => process.exit(0));
  });
  process.on('disconnect', () => void t.close().finally(() => process.exit(0)));
  send({
    type: 'ready',
    port: (t.app.getHttpServer().address() as AddressInfo).port,
    redisPrefix: t.env.REDIS_PREFIX,
    databaseUrl: t.env.DATABASE_URL,
    resetUserId: resetUser.id,
    student: { username: student.username, email: student.email, cookie: await t.cookieFor(student) },
    openapi: buildOpenApiDocument(t.app),
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
