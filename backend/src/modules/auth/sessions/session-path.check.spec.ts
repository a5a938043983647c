import { spawnSync } from 'child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { dirname, join, resolve } from 'path';

/** scripts/check-session-path.mjs (a line of make check), run on a fixture source tree. */
const SCRIPT = resolve(__dirname, '../../../../../scripts/check-session-path.mjs');

function check(files: Record<string, string>): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'session-path-'));
  try {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    const run = spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
    return { status: run.status, output: run.stdout + run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const SESSION_FILE = 'modules/auth/sessions/session.service.ts';
const theOnePath = {
  [SESSION_FILE]: [
    "import { JwtService } from '@nestjs/jwt';",
    'const cookie = req.cookies?.[SESSION_COOKIE];',
    'const claims = this.jwt.verify(cookie);',
  ].join('\n'),
  'configure-app.ts': 'const user = await sessions.authenticate(req);',
  // Tests may forge tokens.
  'modules/auth/sessions/session.service.spec.ts': "import jsonwebtoken = require('jsonwebtoken');",
};

describe('make check: one session path', () => {
  it('passes when only the session service verifies tokens and reads the session cookie', () => {
    expect(check(theOnePath)).toEqual({ status: 0, output: expect.stringContaining('one session path') });
  });

  it.each([
    [
      'a JWT verified elsewhere',
      'core/http/docs-gate.ts',
      'const claims = jwtService.verify(token);',
      'verifies a JWT',
    ],
    ['an async verify', 'modules/admin/board.ts', 'await this.jwt.verifyAsync(cookie)', 'verifies a JWT'],
    [
      'JwtService injected elsewhere',
      'modules/portal/x.ts',
      'constructor(private readonly j: JwtService) {}',
      'JwtService',
    ],
    ['jsonwebtoken', 'core/http/docs.ts', "import { verify } from 'jsonwebtoken';", 'another authentication library'],
    ['passport', 'modules/auth/jwt.strategy.ts', "import { PassportStrategy } from '@nestjs/passport';", 'library'],
    ['a strategy', 'modules/auth/local.ts', 'export class Local extends PassportStrategy(Strategy) {}', 'strategy'],
    ['the session cookie read', 'configure-app.ts', 'authenticate(req.cookies[SESSION_COOKIE])', 'session cookie'],
    ['the cookie read by name', 'core/x.ts', "const c = request.cookies?.['session'];", 'session cookie'],
    ['the cookie as a property', 'core/y.ts', 'const c = req.cookies.session;', 'session cookie'],
  ])('fails on %s, naming the file and line', (_what, file, line, reason) => {
    const result = check({ ...theOnePath, [file]: `// first line\n${line}\n` });
    expect(result.status).toBe(1);
    expect(result.output).toContain(`${file}:2: `);
    expect(result.output).toContain(reason);
  });
});
