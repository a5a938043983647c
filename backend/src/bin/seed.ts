import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { WorkerModule } from '../worker.module';
import { SEEDERS } from './seeders';

/**
 * Idempotent seed: the first admin from ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD, and in development
 * a demo student plus built-in content. Runs every seeder in SEEDERS; each one skips what already exists.
 */
async function main() {
  const app = await NestFactory.createApplicationContext(WorkerModule, { logger: ['error', 'warn'] });
  try {
    for (const seeder of SEEDERS) {
      const message = await seeder(app);
      if (message) console.log(`seed: ${message}`);
    }
  } finally {
    await app.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
