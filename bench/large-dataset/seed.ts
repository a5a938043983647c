/**
 * The large data set (seed.sql) in a database of its own, kept between runs: seeded when missing (or with --reseed),
 * migrated otherwise. Shared by large-dataset.ts and retention.ts.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';

export const BASE = process.env.DATABASE_URL ?? 'postgres://app:app@127.0.0.1:55432/app';
export const DB = process.env.BENCH_LARGE_DB ?? 'bench_large';
export const url = (name: string) => Object.assign(new URL(BASE), { pathname: `/${name}` }).toString();

/** Applies the app's migrations to the bench database (new tables of a kept data set start empty). */
async function migrate() {
  const { dataSourceOptions } = await import('../../backend/src/core/database/data-source-options');
  const ds = new DataSource({ ...dataSourceOptions(url(DB)), logging: false });
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  await ds.destroy();
}

export async function seed(reseed: boolean) {
  const admin = new Client({ connectionString: url('postgres') });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB])).rowCount;
  if (exists && !reseed) {
    const c = new Client({ connectionString: url(DB) });
    await c.connect();
    // A set seeded before the marketing loop (no purchase times) is rebuilt: its schema and data are older.
    const n = Number(
      (
        await c
          .query(`SELECT count(*) AS n FROM visitors WHERE "purchasedAt" IS NOT NULL`)
          .catch(() => ({ rows: [{ n: 0 }] }))
      ).rows[0].n,
    );
    await c.end();
    if (n > 0) {
      await admin.end();
      return migrate();
    }
  }
  await admin.query(`DROP DATABASE IF EXISTS "${DB}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${DB}"`);
  await admin.end();
  await migrate();

  const c = new Client({ connectionString: url(DB) });
  await c.connect();
  const t0 = Date.now();
  // Indexes and foreign keys of the big tables are dropped for the load and rebuilt after (much faster).
  const defs = await c.query(`
    SELECT 'idx' AS kind, indexname AS name, tablename AS tbl, indexdef AS def FROM pg_indexes
     WHERE tablename IN ('visitors', 'visitor_actions') AND indexname NOT IN (SELECT conname FROM pg_constraint)
    UNION ALL
    SELECT 'con', conname, conrelid::regclass::text, pg_get_constraintdef(oid) FROM pg_constraint
     WHERE conrelid::regclass::text IN ('visitor_actions', 'email_sends') AND contype = 'f'`);
  for (const d of defs.rows)
    await c.query(d.kind === 'idx' ? `DROP INDEX "${d.name}"` : `ALTER TABLE ${d.tbl} DROP CONSTRAINT "${d.name}"`);
  await c.query(readFileSync(join(__dirname, 'seed.sql'), 'utf8'));
  for (const d of defs.rows)
    await c.query(d.kind === 'idx' ? d.def : `ALTER TABLE ${d.tbl} ADD CONSTRAINT "${d.name}" ${d.def}`);
  await c.query('VACUUM ANALYZE');
  console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  await c.end();
}
