import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs an UPDATE ... RETURNING and gives back the returned rows. (TypeORM's query() answers an UPDATE on
 * PostgreSQL with [rows, affectedCount], unlike a SELECT or an INSERT; this hides the difference.)
 */
export async function updateReturning<T>(db: DataSource | EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const result: unknown = await db.query(sql, params);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number')
    return result[0] as T[];
  return result as T[];
}
