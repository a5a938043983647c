import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { recordRoutes } from '../security/support/route-table';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomBytes } from 'crypto';
import Redis from 'ioredis';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../src/core/auth/session-user';
import { emailQueueReport } from './eventually';
import { SmtpSink } from './smtp-sink';
import { createTestDatabase } from './test-db';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:56379';
export const TEST_JWT_SECRET = 'test-jwt-secret-0123456789abcdef-0123456789';

export interface TestAppOptions {
  /** Also run the worker (BullMQ processors) in this process. Default true. */
  worker?: boolean;
  /** Serve the Swagger UI and JSON at /api/docs (off by default). */
  swagger?: boolean;
  /** Extra environment for this app (provider base URLs, secrets...). */
  env?: Record<string, string>;
}

export interface TestApp {
  app: NestFastifyApplication;
  worker?: INestApplicationContext;
  ds: DataSource;
  mail: SmtpSink;
  env: Record<string, string>;
  /** supertest agent bound to the app; mutating calls should use .set(XHR). */
  http: () => ReturnType<typeof request>;
  /**
   * Enqueues a mail of the test-only kind 'test' (rendered from this content by the in-process worker), through the
   * real queue, processor and SMTP transport.
   */
  enqueueTestMail: (mail: { to: string; subject: string; text: string }) => Promise<string>;
  /** Cookie header value for a signed-in user (opens a real session). */
  cookieFor: (user: Pick<SessionUser, 'id' | 'userType'>) => Promise<string>;
  /** Forgets every rate-limit counter of this app, or those of one rule (each test starts with fresh allowances). */
  resetRateLimits: (rule?: string) => Promise<void>;
  /** Another API process on the same database, Redis prefix and settings (a second replica). */
  startReplica: () => Promise<{ http: () => ReturnType<typeof request>; close: () => Promise<void> }>;
  close: () => Promise<void>;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A supertest call by method name (for tables of routes). */
export function call(agent: ReturnType<typeof request>, method: string, path: string) {
  return agent[method as HttpMethod](path);
}

/** The header every browser call of ours carries (CSRF defence). */
export const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * Boots the real AppModule (and, by default, the worker) against a fresh PostgreSQL database,
 * the real Redis under a private key prefix, and a real SMTP sink.
 */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const mail = await new SmtpSink().start();
  const prefix = `t${randomBytes(5).toString('hex')}`;
  const scratch = mkdtempSync(join(tmpdir(), 'iac-test-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: db.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: prefix,
    JWT_SECRET: TEST_JWT_SECRET,
    SMTP_URL: mail.url,
    APP_URL: 'http://app.test',
    MEDIA_DIR: join(scratch, 'media'),
    MAIL_OUTBOX_DIR: join(scratch, 'outbox'),
    ADMIN_PASSWORD: 'admin-test-password',
    ...opts.env,
  };
  Object.assign(process.env, env);
  // Imported only now: configuration is read and validated when the modules load.
  const { AppModule } = await import('../../src/app.module');
  const { WorkerModule } = await import('../../src/worker.module');
  const { configureApp } = await import('../../src/configure-app');
  const { APP_FACTORY_OPTIONS, createHttpAdapter } = await import('../../src/app-factory-options');
  const { SessionService } = await import('../../src/modules/auth/sessions/session.service');
  const { SESSION_COOKIE } = await import('../../src/modules/auth/auth.constants');

  const startApi = async () => {
    Object.assign(process.env, env);
    const api = await NestFactory.create<NestFastifyApplication>(AppModule, createHttpAdapter(), {
      ...APP_FACTORY_OPTIONS,
      logger: false,
      abortOnError: false,
    });
    recordRoutes(api);
    await configureApp(api, { swagger: opts.swagger ?? false });
    await api.init();
    await api.getHttpAdapter().getInstance().ready();
    return api;
  };
  const app = await startApi();
  const worker =
    opts.worker === false ? undefined : await NestFactory.createApplicationContext(WorkerModule, { logger: false });
  await worker?.init();
  if (worker) mail.explain = () => emailQueueReport(worker);
  const ds = app.get<DataSource>(getDataSourceToken());
  const sessions = app.get(SessionService);
  const { MailService } = await import('../../src/core/mail/mail.service');
  const { MailTemplates } = await import('../../src/core/mail/mail-templates');
  const testMails = new Map<string, { to: string; subject: string; text: string }>();
  worker?.get(MailTemplates).register('test', { render: ({ id }) => Promise.resolve(testMails.get(id) ?? null) });

  return {
    app,
    worker,
    ds,
    mail,
    env,
    http: () => request(app.getHttpServer()),
    enqueueTestMail: async (content) => {
      const id = randomBytes(6).toString('hex');
      testMails.set(id, content);
      await app.get(MailService).enqueue({ kind: 'test', ref: { id } }, `test:${id}`);
      return id;
    },
    cookieFor: async (user) => `${SESSION_COOKIE}=${await sessions.open(user)}`,
    resetRateLimits: (rule?: string) => clearRedisPrefix(`${prefix}:ratelimit${rule ? `:${rule}` : ''}`),
    startReplica: async () => {
      const replica = await startApi();
      return { http: () => request(replica.getHttpServer()), close: () => replica.close() };
    },
    close: async () => {
      await worker?.close();
      await app.close();
      await mail.stop();
      await clearRedisPrefix(prefix);
      await db.drop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

export async function clearRedisPrefix(prefix: string) {
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
