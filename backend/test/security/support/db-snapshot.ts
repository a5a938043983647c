import { DataSource } from 'typeorm';

/** Row count of every table of the app (the migrations bookkeeping aside). */
export async function rowCounts(ds: DataSource): Promise<Record<string, number>> {
  const tables: Array<{ table_name: string }> = await ds.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'migrations' ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables)
    counts[table_name] = Number((await ds.query(`SELECT count(*)::int AS n FROM "${table_name}"`))[0].n);
  return counts;
}

/** Rows with NULL in a NOT NULL column cannot exist; rows whose every text column is empty would be half-written ones. */
export async function blankRows(ds: DataSource, table: string): Promise<number> {
  const cols: Array<{ column_name: string }> = await ds.query(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 AND is_nullable = 'NO'
        AND data_type IN ('character varying', 'text', 'citext')`,
    [table],
  );
  if (!cols.length) return 0;
  const cond = cols.map((c) => `btrim("${c.column_name}") = ''`).join(' OR ');
  return Number((await ds.query(`SELECT count(*)::int AS n FROM "${table}" WHERE ${cond}`))[0].n);
}

/** The error body may never show how the server is built. */
export const LEAK =
  /QueryFailedError|EntityNotFound|\bat [\w.<>]+ \(|node_modules|\/src\/|\.ts:\d+|SELECT .+ FROM|INSERT INTO|UPDATE .+ SET|syntax error at|violates .+ constraint|duplicate key value/i;
