import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { writeFileSync } from 'fs';
import { resolve } from 'path';

/**
 * Builds the OpenAPI document with the app in preview mode (no database or Redis connection),
 * sorts it and writes docs/openapi.json. Usage: npm run openapi [-- <output path>]
 */
const PLACEHOLDER_ENV: Record<string, string> = {
  DATABASE_URL: 'postgres://preview@127.0.0.1:1/preview',
  REDIS_URL: 'redis://127.0.0.1:1',
  JWT_SECRET: 'preview-mode-secret-not-used-for-anything-real',
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
};

function sortDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortDeep((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

async function main() {
  // Configuration is validated when the modules load, so the placeholders go in before they are imported.
  for (const [k, v] of Object.entries(PLACEHOLDER_ENV)) process.env[k] = v;
  delete process.env.STATIC_DIR;
  const { AppModule } = await import('../app.module');
  const { APP_FACTORY_OPTIONS, createHttpAdapter } = await import('../app-factory-options');
  const { API_PREFIX, buildOpenApiDocument } = await import('../configure-app');
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, createHttpAdapter(), {
    ...APP_FACTORY_OPTIONS,
    preview: true,
    logger: ['error'],
    abortOnError: false,
  });
  app.setGlobalPrefix(API_PREFIX);
  const doc = buildOpenApiDocument(app);
  const out = resolve(process.argv[2] ?? resolve(__dirname, '../../../docs/openapi.json'));
  writeFileSync(out, JSON.stringify(sortDeep(doc), null, 2) + '\n');
  console.log(`OpenAPI document written to ${out} (${Object.keys(doc.paths).length} paths)`);
  await app.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
