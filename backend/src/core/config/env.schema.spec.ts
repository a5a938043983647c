import { validateEnv } from './env.schema';
import { PRODUCTION_ADDRESSES } from '../../../test/support/production-env';
import { parseTrustProxy } from './trust-proxy';

/** A production environment with every outbound address set for real. */
const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://u:p@db:5432/app',
  REDIS_URL: 'redis://redis:6379',
  JWT_SECRET: 'Zq8vN3kP1wR7tY5uB2mX9cL4hG6jF0aS',
  SMTP_URL: 'smtp://mail:25',
  ...PRODUCTION_ADDRESSES,
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

describe('production start-up refuses placeholder outbound addresses, naming the variable', () => {
  it.each([
    ['COURSE_CHECKOUT_URL', 'https://example.thinkific.com/order?ct=investor-agent'],
    ['WEBINAR_URL', 'https://example.com/webinar-registration'],
    ['SCHEDULING_URL', 'https://calendly.com/example/15min'],
    ['SUPPORT_EMAIL', 'support@example.com'],
    ['THINKIFIC_PORTAL_URL', 'https://example.thinkific.com'],
    ['ADMIN_EMAIL', 'admin@example.com'],
    ['APP_URL', 'http://localhost:5173'],
    ['MAIL_FROM', 'Investor Agent Course <no-reply@localhost>'],
  ])('refuses %s=%s', (key, value) => {
    expect(() => validateEnv({ ...production, [key]: value })).toThrow(`${key}: still a placeholder`);
  });

  it('refuses the placeholder postal address', () => {
    expect(() =>
      validateEnv({ ...production, COMPANY_POSTAL_ADDRESS: '123 Main Street, Suite 100, Austin, TX 78701' }),
    ).toThrow('COMPANY_POSTAL_ADDRESS: still the placeholder address');
  });

  it('refuses the defaults when nothing is set', () => {
    const { COURSE_CHECKOUT_URL: _c, SUPPORT_EMAIL: _s, ...rest } = production;
    expect(() => validateEnv(rest)).toThrow(/COURSE_CHECKOUT_URL: still a placeholder[\s\S]*SUPPORT_EMAIL/);
  });

  it('starts with real addresses, and development keeps its placeholders', () => {
    expect(() => validateEnv(production)).not.toThrow();
    expect(() =>
      validateEnv({ ...production, NODE_ENV: 'development', WEBINAR_URL: 'https://example.com/w' }),
    ).not.toThrow();
  });
});

describe('TRUST_PROXY and HOST', () => {
  it.each([
    ['', false],
    ['false', false],
    ['loopback', ['loopback']],
    ['10.0.0.0/8, 192.168.1.7', ['10.0.0.0/8', '192.168.1.7']],
    ['::1, fd00::/8', ['::1', 'fd00::/8']],
  ])('reads TRUST_PROXY=%j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it.each(['true', '*', '1', '2', '10.0.0.0/40', 'my-proxy', '1.2.3.4/8/9'])(
    'refuses TRUST_PROXY=%s by name',
    (raw) => {
      expect(() => validateEnv({ ...production, TRUST_PROXY: raw })).toThrow('TRUST_PROXY:');
    },
  );

  it('trusts no forwarded header unless told to', () => {
    expect(validateEnv(production).TRUST_PROXY).toBe('false');
    expect(parseTrustProxy(validateEnv(production).TRUST_PROXY)).toBe(false);
  });

  it('validates HOST', () => {
    expect(validateEnv({ ...production, HOST: '127.0.0.1' }).HOST).toBe('127.0.0.1');
    expect(validateEnv(production).HOST).toBe('0.0.0.0');
    expect(() => validateEnv({ ...production, HOST: 'not a host!' })).toThrow(
      'HOST: HOST must be an IP address or a host name',
    );
  });
});

describe('OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('is off when unset or empty, and takes a collector URL', () => {
    expect(validateEnv(production).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(validateEnv({ ...production, OTEL_EXPORTER_OTLP_ENDPOINT: '' }).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    const on = { ...production, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318' };
    expect(validateEnv(on).OTEL_EXPORTER_OTLP_ENDPOINT).toBe('http://otel-collector:4318');
  });

  it('refuses what is not a URL, by name', () => {
    expect(() => validateEnv({ ...production, OTEL_EXPORTER_OTLP_ENDPOINT: 'otel-collector:4318' })).toThrow(
      'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL',
    );
  });
});

describe('MEDIA_STORAGE', () => {
  const s3 = {
    MEDIA_STORAGE: 's3',
    MEDIA_S3_BUCKET: 'videos',
    MEDIA_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    MEDIA_S3_SECRET_ACCESS_KEY: 'secret-key-value',
  };
  it('is the local folder by default, and s3 with a bucket and credentials', () => {
    expect(validateEnv(production).MEDIA_STORAGE).toBe('local');
    const env = validateEnv({ ...production, ...s3, MEDIA_S3_FORCE_PATH_STYLE: 'true' });
    expect(env).toMatchObject({ MEDIA_STORAGE: 's3', MEDIA_S3_REGION: 'us-east-1', MEDIA_S3_FORCE_PATH_STYLE: true });
  });

  it('refuses s3 without a bucket or credentials, and an unknown driver, by name', () => {
    expect(() => validateEnv({ ...production, ...s3, MEDIA_S3_BUCKET: '' })).toThrow(
      'MEDIA_S3_BUCKET: required when MEDIA_STORAGE is s3',
    );
    expect(() => validateEnv({ ...production, ...s3, MEDIA_S3_SECRET_ACCESS_KEY: '' })).toThrow(
      'MEDIA_S3_SECRET_ACCESS_KEY: required when MEDIA_STORAGE is s3',
    );
    expect(() => validateEnv({ ...production, MEDIA_STORAGE: 'gcs' })).toThrow('MEDIA_STORAGE');
  });
});

describe('POSTMARK_WEBHOOK_USER and POSTMARK_WEBHOOK_PASSWORD', () => {
  const postmark = { POSTMARK_WEBHOOK_USER: 'postmark', POSTMARK_WEBHOOK_PASSWORD: 'a-long-webhook-password-1' };
  it('are off when unset, and taken together', () => {
    expect(validateEnv(production).POSTMARK_WEBHOOK_USER).toBeUndefined();
    expect(validateEnv({ ...production, ...postmark })).toMatchObject(postmark);
  });

  it('refuses one without the other, a short password and characters a URL would have to escape', () => {
    expect(() => validateEnv({ ...production, POSTMARK_WEBHOOK_USER: 'postmark' })).toThrow('set both or neither');
    expect(() => validateEnv({ ...production, ...postmark, POSTMARK_WEBHOOK_PASSWORD: 'short' })).toThrow(
      'POSTMARK_WEBHOOK_PASSWORD must be at least 16 characters',
    );
    expect(() => validateEnv({ ...production, ...postmark, POSTMARK_WEBHOOK_USER: 'post:mark' })).toThrow(
      'POSTMARK_WEBHOOK_USER must be letters',
    );
  });
});
