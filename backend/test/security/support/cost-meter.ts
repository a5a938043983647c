import { ChildProcess, spawn } from 'child_process';
import { join } from 'path';
import { createHash, randomBytes } from 'crypto';
import Redis from 'ioredis';
import { Client } from 'pg';
import { TEST_REDIS_URL } from '../../support/test-app';

/** One request as the cost table describes it (path already filled in). */
export interface CostRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** JSON-encoded unless it is already a string. */
  body?: unknown;
}

export interface CostApi {
  base: string;
  redisPrefix: string;
  student: { username: string; email: string; cookie: string };
  /** Issues a password-reset token for an account of its own (straight in the database: no API CPU). */
  issueResetToken: () => Promise<string>;
  /** The running app's own OpenAPI document (routes not yet committed to docs/openapi.json included). */
  openapi: unknown;
  /** CPU time the API process has used so far (user + system, every thread), in ms. */
  cpuMs: () => Promise<number>;
  /** Forgets every rate-limit counter of the API (so a throttled route is measured doing its work). */
  clearRateLimits: () => Promise<void>;
  /** The API's rate-limit counters in Redis whose key (after `ratelimit:`) matches a glob. */
  rateKeys: (pattern?: string) => Promise<string[]>;
  send: (req: CostRequest) => Promise<{ status: number; text: string }>;
  close: () => Promise<void>;
}

const BACKEND = join(__dirname, '..', '..', '..');

/** Starts support/cost-api.ts as a child process (its own database and Redis prefix); `env` overrides its settings. */
export async function startCostApi(env: Record<string, string> = {}): Promise<CostApi> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['-r', '@swc-node/register', 'test/security/support/cost-api.ts'],
    {
      cwd: BACKEND,
      env: { ...process.env, COST_API_ENV: JSON.stringify(env) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let nextId = 1;
  const waiting = new Map<number, (cpu: NodeJS.CpuUsage) => void>();
  const ready = new Promise<{
    port: number;
    redisPrefix: string;
    databaseUrl: string;
    resetUserId: string;
    student: CostApi['student'];
    openapi: unknown;
  }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the cost API did not start within 120 s')), 120_000);
    child.once('exit', (code) => reject(new Error(`the cost API exited during start-up (code ${code})`)));
    child.on('message', (msg: { type?: string; id?: number; cpu?: NodeJS.CpuUsage } & Record<string, unknown>) => {
      if (msg.type === 'ready') {
        clearTimeout(timer);
        resolve(msg as never);
      } else if (msg.id !== undefined) waiting.get(msg.id)?.(msg.cpu!);
    });
  });
  const info = await ready;
  const db = new Client({ connectionString: info.databaseUrl });
  await db.connect();
  // The parent's own Redis connection: forgetting counters costs the API nothing.
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  const rateKeys = async (pattern = '*') => {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(
        cursor,
        'MATCH',
        `${info.redisPrefix}:ratelimit:${pattern}`,
        'COUNT',
        1000,
      );
      keys.push(...found);
      cursor = next;
    } while (cursor !== '0');
    return keys;
  };
  const base = `http://127.0.0.1:${info.port}`;
  return {
    base,
    redisPrefix: info.redisPrefix,
    student: info.student,
    issueResetToken: async () => {
      const token = randomBytes(32).toString('base64url');
      await db.query(
        `UPDATE users SET "passwordResetToken" = $1, "passwordResetExpires" = now() + interval '1 hour' WHERE id = $2`,
        [createHash('sha256').update(token).digest('hex'), info.resetUserId],
      );
      return token;
    },
    openapi: info.openapi,
    cpuMs: () =>
      new Promise((resolve) => {
        const id = nextId++;
        waiting.set(id, (cpu) => {
          waiting.delete(id);
          resolve((cpu.user + cpu.system) / 1000);
        });
        child.send({ type: 'cpu', id });
      }),
    clearRateLimits: async () => {
      const keys = await rateKeys();
      if (keys.length) await redis.del(...keys);
    },
    rateKeys,
    send: async ({ method, path, headers, body }) => {
      const res = await fetch(base + path, {
        method,
        headers: { 'Content-Type': 'application/json', ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        redirect: 'manual',
      });
      return { status: res.status, text: await res.text() };
    },
    close: async () => {
      process.off('exit', killOnExit);
      redis.disconnect();
      await db.end().catch(() => undefined);
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.send({ type: 'close', id: 0 });
      await exited;
      clearTimeout(force);
    },
  };
}

/**
 * The API's CPU per request for one kind of request, in ms: `count` requests one after another (each from
 * `make(i)`), bounded by `maxMs` of wall time so a slow route still ends (never fewer than 2), then `settleMs` for
 * work the route leaves behind before the process's CPU is read again.
 * `between` runs before each request outside the API (e.g. forgetting rate-limit counters).
 */
export async function cpuPerRequest(
  api: CostApi,
  make: (i: number) => CostRequest | Promise<CostRequest>,
  {
    count,
    maxMs = 1000,
    settleMs = 20,
    between,
  }: { count: number; maxMs?: number; settleMs?: number; between?: () => Promise<void> },
): Promise<{ ms: number; statuses: number[]; sample: string }> {
  const statuses: number[] = [];
  let sample = '';
  const started = Date.now();
  const before = await api.cpuMs();
  for (let i = 0; i < count && (i < 2 || Date.now() - started < maxMs); i++) {
    await between?.();
    const res = await api.send(await make(i));
    statuses.push(res.status);
    sample = res.text;
  }
  await new Promise((r) => setTimeout(r, settleMs));
  const after = await api.cpuMs();
  return { ms: (after - before) / statuses.length, statuses, sample };
}

/** An operation of an OpenAPI document: reachable without a session when no security requirement names one. */
export interface DocOperation {
  operationId: string;
  method: string;
  /** OpenAPI path, e.g. /api/videos/{id}/stream */
  path: string;
  withoutSession: boolean;
}

type OpenApiDoc = {
  paths: Record<string, Record<string, { operationId?: string; security?: Array<Record<string, unknown>> }>>;
};

/** The operations of one or more documents (the committed file and the running app's), each once by operationId. */
export function documentOperations(...docs: unknown[]): DocOperation[] {
  const byId = new Map<string, DocOperation>();
  for (const doc of docs as OpenApiDoc[]) {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!op.operationId || byId.has(op.operationId)) continue;
        const withoutSession = !(op.security ?? []).some((req) => 'session' in req);
        byId.set(op.operationId, { operationId: op.operationId, method: method.toUpperCase(), path, withoutSession });
      }
    }
  }
  return [...byId.values()].sort((a, b) => a.operationId.localeCompare(b.operationId));
}
