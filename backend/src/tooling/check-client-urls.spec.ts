import { runCheckScript } from '../../test/support/run-check-script';

/** Runs scripts/check-client-urls.mjs on a temporary frontend: {path under src/, or a *.config.ts beside it: text}. */
const check = (files: Record<string, string>) =>
  runCheckScript(
    'check-client-urls.mjs',
    Object.fromEntries(
      Object.entries(files).map(([path, text]) => [/\.config\.ts$/.test(path) ? path : `src/${path}`, text]),
    ),
  );

describe('scripts/check-client-urls.mjs', () => {
  it('passes addresses taken from the contract through route(), the helper itself and tests', () => {
    const result = check({
      'features/videos/videos.api.ts': [
        "query: (id) => route('delete', '/api/videos/{id}', { id }),",
        "const url = (id: string) => route('get', '/api/fix-flip/properties/{id}/report.pdf', { id }).url;",
        "const out = everywhere ? route('post', '/api/auth/logout-all') : route('post', '/api/auth/logout');",
        "list: build.query<ResponseBody<'get', '/api/videos'>, void>({",
        "  RequestBody<'post', '/api/videos'>",
        "// a comment may name '/api/videos'",
      ].join('\n'),
      'api/route.ts': " *   query: (id) => route('delete', '/api/video/{id}', { id })",
      'api/schema.d.ts': '    "/api/videos": {',
      'shared/read.test.ts': "const URL = '/api/site-config';",
    });
    expect(result).toEqual({ code: 0, stderr: '' });
  });

  it.each([
    ['a quoted path', "const URL = '/api/site-config';"],
    ['a template with a parameter', 'const pdf = (id: string) => `/api/fix-flip/properties/${id}/report.pdf`;'],
    ['a path handed to the helper by a variable', "const path = forPassword ? '/api/auth/forgot-password' : x;"],
    ['a double-quoted path', 'fetch("/api/campaigns");'],
    ['a path beside a type of the contract', "type Answer = ResponseBody<'get', '/api/a'> | typeof '/api/b';"],
  ])('fails on %s, naming the file and line', (_what, line) => {
    const result = check({ 'features/x/x.api.tsx': `import { route } from '../../api/route';\n${line}\n` });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`features/x/x.api.tsx:2: ${line}`);
  });

  it('reads the build config too: what it writes into the HTML is client code', () => {
    const line = '<link rel="preload" href="/api/auth/check" as="fetch">';
    expect(check({ 'main.tsx': '', 'vite.config.ts': `const SESSION = route('get', '/api/auth/check');\n` })).toEqual({
      code: 0,
      stderr: '',
    });
    const result = check({ 'main.tsx': '', 'vite.config.ts': `const tag = '${line}';\n` });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`vite.config.ts:1: const tag = '${line}';`);
  });
});
