import { Global, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { validateEnv } from './env.schema';

/** Loads ../.env (repo root) then .env, validates, and exposes ConfigService<EnvVars, true> everywhere. */
@Global()
@Module({
  imports: [
    ConfigModule.forRoot({
      isGlobal: true,
      cache: true,
      envFilePath: ['.env', '../.env'],
      // Tests bring their whole environment; a developer's .env must not leak into them.
      ignoreEnvFile: process.env.NODE_ENV === 'test',
      validate: validateEnv,
      // Only the validated values: an empty KEY= is "not set", never the raw '' from process.env.
      skipProcessEnv: true,
    }),
  ],
})
export class AppConfigModule {}
