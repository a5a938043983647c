import { validateEnv } from '../../core/config/env.schema';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://u:p@db:5432/app',
  REDIS_URL: 'redis://redis:6379',
  JWT_SECRET: 'Zq8vN3kP1wR7tY5uB2mX9cL4hG6jF0aS',
  SMTP_URL: 'smtp://mail:25',
};

describe('production start-up refuses a known default admin password', () => {
  it.each(['admin-dev-password', 'admin-test-password', 'admin123', 'password', 'changeme'])(
    'refuses ADMIN_PASSWORD=%s',
    (pw) => {
      expect(() => validateEnv({ ...production, ADMIN_PASSWORD: pw })).toThrow(
        'ADMIN_PASSWORD: a known default password is not allowed in production',
      );
    },
  );

  it('accepts a password of its own', () => {
    expect(validateEnv({ ...production, ADMIN_PASSWORD: 'k3Lp-unique-Rw9x' }).ADMIN_PASSWORD).toBe('k3Lp-unique-Rw9x');
  });

  it('allows the development default outside production', () => {
    expect(() =>
      validateEnv({ ...production, NODE_ENV: 'development', ADMIN_PASSWORD: 'admin-dev-password' }),
    ).not.toThrow();
  });
});
