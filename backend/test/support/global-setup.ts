import { dropStaleTestDatabases, ensureTemplate } from './test-db';

/** Jest e2e global setup: the migrated template exists before any suite copies it. */
export default async function globalSetup() {
  await ensureTemplate();
  await dropStaleTestDatabases();
}
