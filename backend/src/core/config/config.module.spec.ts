import type { AppConfig } from './app-config';

/** An empty KEY= (as .env.example ships WORKER_HTTP_PORT=) reads as "not set" everywhere, not as ''. */
describe('the config module', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('gives undefined for an empty optional value, and the validated number for a set one', async () => {
    Object.assign(process.env, {
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://u:p@127.0.0.1:1/app',
      REDIS_URL: 'redis://127.0.0.1:1',
      JWT_SECRET: 'a-unit-test-secret-of-32-characters!',
      WORKER_HTTP_PORT: '',
      PORT: '3100',
    });
    // ConfigModule.forRoot reads the environment when the module file is loaded.
    let config: AppConfig | undefined;
    await jest.isolateModulesAsync(async () => {
      const { AppConfigModule } = await import('./config.module');
      const { ConfigService } = await import('@nestjs/config');
      const { Test } = await import('@nestjs/testing');
      const moduleRef = await Test.createTestingModule({ imports: [AppConfigModule] }).compile();
      config = moduleRef.get<AppConfig>(ConfigService);
    });
    expect(config!.get('WORKER_HTTP_PORT', { infer: true })).toBeUndefined();
    expect(config!.get('PORT', { infer: true })).toBe(3100);
  });
});
