import { createHash, randomBytes } from 'crypto';
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/core/database/data-source-options';

/**
 * Test databases: a template migrated once per migration set (named by the migrations' hash),
 * and a fresh copy of it for every suite, dropped afterwards.
 */
export const DEFAULT_DATABASE_URL = 'postgres://app:app@127.0.0.1:55432/app';

export function baseDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const MIGRATIONS_DIR = join(__dirname, '..', '..', 'src', 'core', 'database', 'migrations');

function migrationsHash(): string {
  const h = createHash('sha256');
  for (const f of readdirSync(MIGRATIONS_DIR).sort()) h.update(f).update(readFileSync(join(MIGRATIONS_DIR, f)));
  return h.digest('hex').slice(0, 12);
}

async function admin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: withDatabase(baseDatabaseUrl(), 'postgres') });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Creates (once) the migrated template database and returns its name. Safe to call from parallel runs. */
export async function ensureTemplate(): Promise<string> {
  const name = `tpl_${migrationsHash()}`;
  await admin(async (c) => {
    await c.query('SELECT pg_advisory_lock(4242)');
    try {
      const exists = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount) return;
      await c.query(`CREATE DATABASE "${name}_building"`).catch(async () => {
        await c.query(`DROP DATABASE "${name}_building"`);
        await c.query(`CREATE DATABASE "${name}_building"`);
      });
      const ds = new DataSource({
        ...dataSourceOptions(withDatabase(baseDatabaseUrl(), `${name}_building`)),
        logging: false,
      });
      await ds.initialize();
      await ds.runMigrations({ transaction: 'each' });
      await ds.destroy();
      await c.query(`ALTER DATABASE "${name}_building" RENAME TO "${name}"`);
      // Older templates from previous migration sets are no longer needed.
      const old = await c.query(`SELECT datname FROM pg_database WHERE datname LIKE 'tpl\\_%' AND datname <> $1`, [
        name,
      ]);
      for (const r of old.rows) await c.query(`DROP DATABASE IF EXISTS "${r.datname}"`).catch(() => undefined);
    } finally {
      await c.query('SELECT pg_advisory_unlock(4242)');
    }
  });
  return name;
}

/** A fresh database copied from the template; returns its URL and a function that drops it. */
export async function createTestDatabase(): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const template = await ensureTemplate();
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin(async (c) => {
    // CREATE DATABASE ... TEMPLATE needs the template to be idle; parallel suites take turns.
    await c.query('SELECT pg_advisory_lock(4243)');
    try {
      await c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    } finally {
      await c.query('SELECT pg_advisory_unlock(4243)');
    }
  });
  return {
    name,
    url: withDatabase(baseDatabaseUrl(), name),
    drop: () => dropDatabase(name),
  };
}

/**
 * DROP ... WITH (FORCE) ends the suite's leftover connections, but it cannot end an autovacuum worker that
 * happens to be on the database (not our role): then wait a moment and drop again.
 */
async function dropDatabase(name: string, attempts = 10): Promise<void> {
  await admin(async (c) => {
    for (let i = 1; ; i++) {
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        return;
      } catch (err) {
        if (i >= attempts || (err as { code?: string }).code !== '42501') throw err;
        await new Promise((resolve) => setTimeout(resolve, 200 * i));
      }
    }
  });
}

/** Drops test databases left behind by runs that were killed (older than an hour). */
export async function dropStaleTestDatabases(): Promise<void> {
  await admin(async (c) => {
    const rows = await c.query(`SELECT datname FROM pg_database WHERE datname LIKE 't\\_%'`);
    const cutoff = Date.now() - 3600_000;
    for (const r of rows.rows) {
      const ts = parseInt(String(r.datname).split('_')[1], 36);
      if (Number.isFinite(ts) && ts < cutoff)
        await c.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`).catch(() => undefined);
    }
  });
}
