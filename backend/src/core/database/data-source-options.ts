import { join } from 'path';
import { DataSourceOptions } from 'typeorm';

/** One description of the database for the app, the migration CLI and the tests. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [
      join(__dirname, '..', '..', 'modules', '*', 'entities', '*.entity.{ts,js}'),
      join(__dirname, '..', 'settings', '*.entity.{ts,js}'),
      join(__dirname, '..', 'audit', '*.entity.{ts,js}'),
    ],
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}
