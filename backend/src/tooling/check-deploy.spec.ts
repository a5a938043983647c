import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runCheckScript } from '../../test/support/run-check-script';

const repo = join(__dirname, '../../..');

/** deploy/ and docker-compose.yml of this repository, as { path: text }. */
function projectFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(repo, path)] = readFileSync(path, 'utf8');
    }
  };
  walk(join(repo, 'deploy'));
  files['docker-compose.yml'] = readFileSync(join(repo, 'docker-compose.yml'), 'utf8');
  return files;
}

/** Runs scripts/check-deploy.mjs on a copy of deploy/ and docker-compose.yml with one file's text changed. */
function checkWith(path: string, change: (text: string) => string) {
  const files = projectFiles();
  const changed = change(files[path]);
  expect(changed).not.toBe(files[path]);
  return runCheckScript('check-deploy.mjs', { ...files, [path]: changed });
}

describe('scripts/check-deploy.mjs', () => {
  jest.setTimeout(60_000);

  it("passes this repository's deploy/ overlays and docker-compose.yml", () => {
    expect(checkWith('docker-compose.yml', (t) => `${t}\n`)).toEqual({ code: 0, stderr: '' });
  });

  it.each([
    [
      'a wrong type',
      'revisionHistoryLimit: 5',
      'revisionHistoryLimit: five',
      'Deployment/api: data/spec/revisionHistoryLimit must be integer',
    ],
    [
      'a misspelt field',
      'livenessProbe:',
      'livenessprobe:',
      'Deployment/api: .spec.template.spec.containers[0].livenessprobe: unknown field',
    ],
    [
      'a probe on an undeclared port',
      'port: http\n            periodSeconds: 10\n            timeoutSeconds: 3',
      'port: web\n            periodSeconds: 10\n            timeoutSeconds: 3',
      'Deployment/api: api.livenessProbe uses port "web"',
    ],
    [
      'a PDB that selects no pod',
      'maxUnavailable: 1\n  selector:\n    matchLabels:\n      app.kubernetes.io/name: api',
      'maxUnavailable: 1\n  selector:\n    matchLabels:\n      app.kubernetes.io/name: apl',
      'PodDisruptionBudget/api: its selector reaches no pod',
    ],
  ])('fails on %s in a manifest, in every overlay, naming the object', (_what, from, to, message) => {
    const result = checkWith('deploy/base/api.yaml', (t) => t.replace(from, to));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`deploy/overlays/local: ${message}`);
    expect(result.stderr).toContain(`deploy/overlays/production: ${message}`);
  });

  it('fails on an overlay patch that reaches nothing', () => {
    const result = checkWith('deploy/overlays/local/kustomization.yaml', (t) =>
      t.replace('name: media', 'name: videos'),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('deploy/overlays/local: ');
    expect(result.stderr).toContain('no PersistentVolumeClaim named videos');
  });

  it.each([
    [
      'an unknown service key',
      "    command: ['node', 'dist/worker.js']",
      "    commands: ['node', 'dist/worker.js']",
      '/services/worker must NOT have additional properties (commands)',
    ],
    [
      'a wrong type',
      'retries: 20 }\n\n  redis',
      'retries: [20] }\n\n  redis',
      '/services/postgres/healthcheck/retries must be',
    ],
  ])('fails on %s in docker-compose.yml', (_what, from, to, message) => {
    const result = checkWith('docker-compose.yml', (t) => t.replace(from, to));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`docker-compose.yml: ${message}`);
  });
});
