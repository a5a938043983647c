import { ChildProcess, spawn, spawnSync } from 'child_process';
import { randomBytes } from 'crypto';
import { readdirSync, readFileSync } from 'fs';
import { createServer, Server } from 'net';
import { join } from 'path';
import { eventually } from '../support/eventually';
import { TEST_REDIS_URL } from '../support/test-app';
import { createTestDatabase } from '../support/test-db';

const ROOT = join(__dirname, '..', '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Processes (pids) whose environment carries the marker: everything `make dev` started, at any depth. */
function processesWith(marker: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'utf8').includes(marker)) found.push(Number(entry));
    } catch {
      // gone already, or not ours to read
    }
  }
  return found;
}

/**
 * `make dev` as a developer runs it, then SIGTERM to make (what a supervisor or a closed terminal sends): the API,
 * the worker and Vite, with every process they started, must be gone; and a port already taken is named.
 */
describe('make dev', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let dev: ChildProcess | undefined;
  const marker = `DEV_SCRIPT_TEST=${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    for (const pid of processesWith(marker)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    await db?.drop();
  });

  const env = (apiPort: number, webPort: number) => ({
    ...process.env,
    [marker.split('=')[0]]: marker.split('=')[1],
    DATABASE_URL: db.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `devtest${randomBytes(3).toString('hex')}`,
    PORT: String(apiPort),
    VITE_PORT: String(webPort),
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
  });

  it('stops the API, the worker and Vite (and everything they started) on SIGTERM', async () => {
    const [apiPort, webPort] = [await freePort(), await freePort()];
    let output = '';
    dev = spawn('make', ['--no-print-directory', 'dev'], { cwd: ROOT, env: env(apiPort, webPort) });
    dev.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    dev.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    await eventually(
      'make dev to be up',
      () => Promise.resolve(output),
      (o) => o.includes('Site:'),
      {
        timeoutMs: 150_000,
        intervalMs: 250,
      },
    );
    expect(output).toContain(`http://localhost:${webPort}`);
    expect(processesWith(marker).length).toBeGreaterThanOrEqual(4); // make, dev.sh, api, worker, vite...

    const exited = new Promise<number | null>((resolve) => dev!.once('exit', (code) => resolve(code)));
    dev.kill('SIGTERM');
    await exited;
    await eventually(
      'every process make dev started to be gone',
      () => Promise.resolve(processesWith(marker)),
      (p) => p.length === 0,
      {
        timeoutMs: 15_000,
      },
    );
    expect(output).toContain('make dev: stopped the API, the worker and the Vite dev server');
  }, 200_000);

  it('says which port is taken instead of starting half the stack', async () => {
    const [apiPort, webPort] = [await freePort(), await freePort()];
    const squatter: Server = createServer();
    await new Promise<void>((resolve) => squatter.listen(webPort, '127.0.0.1', () => resolve()));
    try {
      const run = spawnSync('bash', ['scripts/dev.sh'], {
        cwd: ROOT,
        env: env(apiPort, webPort),
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`Port ${webPort} is already in use`);
      expect(processesWith(marker)).toEqual([]);
    } finally {
      squatter.close();
    }
  });
});
