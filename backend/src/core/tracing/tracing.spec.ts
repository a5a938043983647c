import { spawnSync } from 'child_process';
import { join } from 'path';

/** Loads a tracing bootstrap in a fresh Node process and reports which OpenTelemetry modules got loaded. */
function loadBootstrap(env: Record<string, string | undefined>) {
  const script = `
    require('./src/core/tracing/start-api');
    const { currentTracing } = require('./src/core/tracing/tracing');
    const loaded = Object.keys(require.cache).filter((f) => /node_modules\\/(@opentelemetry|bullmq-otel)\\//.test(f));
    const sdk = loaded.some((f) => f.includes('/@opentelemetry/sdk-trace/'));
    process.stdout.write(JSON.stringify({ started: Boolean(currentTracing()), sdk, otel: loaded.length }));
    currentTracing()?.shutdown();
  `;
  const run = spawnSync(process.execPath, ['-r', '@swc-node/register', '-e', script], {
    cwd: join(__dirname, '..', '..', '..'),
    env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: undefined, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as { started: boolean; sdk: boolean; otel: number };
}

describe('tracing bootstrap', () => {
  it('starts no SDK and loads no OpenTelemetry module when OTEL_EXPORTER_OTLP_ENDPOINT is unset or empty', () => {
    expect(loadBootstrap({})).toEqual({ started: false, sdk: false, otel: 0 });
    expect(loadBootstrap({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toEqual({ started: false, sdk: false, otel: 0 });
  });

  it('starts the SDK when OTEL_EXPORTER_OTLP_ENDPOINT is set', () => {
    expect(loadBootstrap({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' })).toMatchObject({
      started: true,
      sdk: true,
    });
  });
});
