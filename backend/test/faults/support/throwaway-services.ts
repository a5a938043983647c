import { ChildProcess, execFileSync, spawn } from 'child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'fs';
import Redis from 'ioredis';
import { createServer } from 'net';
import { tmpdir } from 'os';
import { join } from 'path';
import { Client } from 'pg';
import { eventually } from '../../support/eventually';

/**
 * PostgreSQL and Redis servers of a fault suite's own, on random ports, that the suite may stop and start
 * (the shared development servers on 55432/56379 are never touched).
 */
export interface Throwaway {
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  close: () => Promise<void>;
}

const isRoot = process.getuid?.() === 0;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

const until = (what: string, check: () => Promise<boolean>, timeoutMs = 30_000) =>
  eventually(what, check, (ok) => ok, { timeoutMs });

function pgBin(): string {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base)
    ? readdirSync(base)
        .sort((a, b) => Number(a) - Number(b))
        .pop()
    : undefined;
  if (!version)
    throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql (make services installs them)');
  return join(base, version, 'bin');
}

/** initdb and postgres refuse to run as root: run them as the postgres user then. */
function asPostgres(cmd: string, args: string[]) {
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  execFileSync(file, argv, { stdio: 'pipe' });
}

/** A fresh PostgreSQL cluster in a temp dir; its URL connects as the postgres superuser (trust, 127.0.0.1 only). */
export async function startThrowawayPostgres(): Promise<Throwaway> {
  const dir = mkdtempSync(join(tmpdir(), 'iac-fault-pg-'));
  if (isRoot)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString()),
      Number(execFileSync('id', ['-g', 'postgres']).toString()),
    );
  const data = join(dir, 'data');
  const port = await freePort();
  const bin = pgBin();
  asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=100`;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const ready = async () => {
    const c = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    await c.connect();
    await c.end();
    return true;
  };
  const start = async () => {
    asPostgres(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      join(dir, 'postgres.log'),
      '-w',
      '-t',
      '60',
      '-o',
      opts,
      'start',
    ]);
    await until('PostgreSQL to accept connections', ready);
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-w', '-t', '60', '-m', 'fast', 'stop']);
      resolve();
    });
  await start();
  return {
    url,
    start,
    stop,
    close: async () => {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A redis-server with an fsync-always append-only file, so a restart keeps every acknowledged job. */
export async function startThrowawayRedis(): Promise<Throwaway> {
  const dir = mkdtempSync(join(tmpdir(), 'iac-fault-redis-'));
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const ping = async () => {
    const r = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    r.on('error', () => undefined);
    try {
      await r.connect();
      return (await r.ping()) === 'PONG';
    } finally {
      r.disconnect();
    }
  };
  const start = async () => {
    if (child && child.exitCode === null && child.signalCode === null) return; // already running
    const c = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--save',
        '',
      ],
      { stdio: 'ignore' },
    );
    child = c;
    // Never outlive the test process, even when Jest force-exits it before afterAll finishes.
    const killOnExit = () => c.kill('SIGKILL');
    process.once('exit', killOnExit);
    c.once('exit', () => process.off('exit', killOnExit));
    await until('Redis to answer', ping);
  };
  const stop = async () => {
    const c = child;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url,
    start,
    stop,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
