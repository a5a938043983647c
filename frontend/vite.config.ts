import { build, defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { SESSION_CHECK } from './src/shared/auth/session-check.ts';

const apiTarget = process.env.API_URL || 'http://127.0.0.1:3000';

/** The modules every route but / starts with: the router app and the antd layout every one of its pages sits in. */
const APP_FIRST_MODULES = ['/src/app/mount-app.tsx', '/src/app/AntdLayout.tsx'];
/** The modules a shared analysis (/shared/<token>) starts with: its own small app and its page. */
const SHARED_FIRST_MODULES = ['/src/app/mount-shared.tsx', '/src/features/shared-report/pages/SharedAnalysisPage.tsx'];

/**
 * The files a shell's page loads first: the chunks of `modules`, everything they import statically, and their CSS.
 * plain.html preloads them and spa.html lists them for its boot script, so a route's code needs no extra round trip.
 */
function entryFiles(bundle: Rollup.OutputBundle, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const starts = modules.map((module) => {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
    if (!chunk) throw new Error(`prerender: no chunk for ${module}`);
    return chunk;
  });
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
    chunk.imports.forEach((file) => visit(byFile.get(file)!));
  };
  starts.forEach(visit);
  return [...seen, ...css];
}

/** `<link>` tags for the app's first files, minus those the shell already loads. */
function preloadTags(files: string[], shell: string): string {
  return files
    .filter((file) => !shell.includes(`/${file}"`))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    )
    .join('\n    ');
}

/**
 * spa.html fetches the app's scripts after its first paint: the entry and its first modules move from `<script>` and
 * `<link rel="modulepreload">` tags into `<meta name="app-scripts">` (the entry first), which app/app-shell-boot.ts
 * reads. The page's frame and stylesheets then have the connection to themselves until they are on screen.
 */
function scriptsAfterFirstPaint(html: string): string {
  const urls: string[] = [];
  const tag =
    /\s*<script type="module" crossorigin src="([^"]+)"><\/script>|\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const rest = html.replace(tag, (_all, entry: string | undefined, module: string | undefined) => {
    if (entry) urls.unshift(entry);
    else urls.push(module!);
    return '';
  });
  if (!urls[0]?.includes('/index-')) throw new Error('prerender: no entry script in spa.html');
  return rest.replace('</head>', `  <meta name="app-scripts" content="${urls.join(' ')}">\n  </head>`);
}

/** Writes `content` into the build's assets as `<name>-<hash of content>.<ext>`; returns its path. */
function writeHashedAsset(outDir: string, name: string, ext: string, content: string): string {
  const file = `assets/${name}-${createHash('sha256').update(content).digest('hex').slice(0, 8)}.${ext}`;
  fs.writeFileSync(path.join(outDir, file), content);
  return file;
}

/**
 * Builds app/app-shell-boot.ts alone into a classic script (its imports bundled: it runs before the body is read)
 * in the build's assets (writeHashedAsset); returns its path.
 */
async function writeShellBoot(root: string, outDir: string): Promise<string> {
  const built = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      rollupOptions: { input: 'src/app/app-shell-boot.ts', output: { format: 'iife' } },
    },
  })) as Rollup.RollupOutput;
  return writeHashedAsset(outDir, 'app-shell-boot', 'js', built.output[0].code);
}

/**
 * After the client build: renders the landing page (src/prerender.tsx, built for Node) into dist/index.html, so its
 * first paint needs no JavaScript and no API call; the shell is kept as dist/spa.html for every other route, with the
 * app's first files fetched after its first paint, and as dist/plain.html with the shared analysis' (/shared/<token>).
 * PRERENDER=off skips it.
 */
function prerenderLanding(): Plugin {
  let outDir = '';
  let root = '';
  let ssr = false;
  let appFiles: string[] = [];
  let sharedFiles: string[] = [];
  return {
    name: 'prerender-landing',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (ssr) return;
      appFiles = entryFiles(bundle, APP_FIRST_MODULES);
      sharedFiles = entryFiles(bundle, SHARED_FIRST_MODULES);
    },
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = !!config.build.ssr;
    },
    async closeBundle() {
      if (ssr || process.env.PRERENDER === 'off') return;
      // Inside the package, so the Node build resolves its dependencies from node_modules.
      const serverOut = path.join(root, 'node_modules', '.cache', 'prerender');
      await build({
        root,
        logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir: serverOut, emptyOutDir: true, copyPublicDir: false },
      });
      const entry = pathToFileURL(path.join(serverOut, 'prerender.js')).href;
      const { renderLandingPage, renderAppShells, renderFirstViewStyles } = (await import(
        `${entry}?t=${Date.now()}`
      )) as {
        renderLandingPage: () => Promise<string>;
        renderAppShells: () => { css: string; html: string };
        renderFirstViewStyles: () => Record<string, string>;
      };
      // antd's styles for the first views of the student pages and /admin, with the map that lets antd skip building
      // them (app/first-view-styles.tsx); spa.html names the files for its boot script (shared/app-styles.ts).
      const firstViewMeta = Object.entries(renderFirstViewStyles())
        .map(
          ([view, css]) =>
            `<meta name="app-styles-${view}" content="/${writeHashedAsset(outDir, `antd-${view}`, 'css', css)}">`,
        )
        .join('\n    ');
      const markup = await renderLandingPage();
      const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!shell.includes('<div id="root"></div>')) throw new Error('prerender: no empty #root in index.html');
      // Until the app renders, the other routes show a plain "Loading..." (React replaces it on its first render),
      // or their page's frame where the build rendered one (prerender.tsx; app/app-shell-boot.ts names it).
      const { css, html } = renderAppShells();
      const bootScript = await writeShellBoot(root, outDir);
      // The session check is asked for with the page, before the first script, which then takes that answer
      // (app/app-shell-boot.ts; a preload after it came too late to be taken, and was a second request): the frames
      // that greet wait for it, and the route guard too.
      const spa = shell
        .replace(
          '<meta charset="UTF-8" />',
          `<meta charset="UTF-8" />` +
            `\n    <link rel="preload" href="${SESSION_CHECK.url}" as="fetch" crossorigin="use-credentials">` +
            `\n    <script src="/${bootScript}"></script>`,
        )
        .replace(
          '</head>',
          `  ${preloadTags(appFiles, shell)}\n    ${firstViewMeta}\n    <style>${css}</style>\n  </head>`,
        )
        .replace(
          '<div id="root"></div>',
          `<div id="root"><p class="boot-loading" role="status">Loading...</p>${html}</div>`,
        );
      fs.writeFileSync(path.join(outDir, 'spa.html'), scriptsAfterFirstPaint(spa));
      // The same shell with the shared analysis' own first files instead of the app's (/shared/<token>).
      const plain = shell
        .replace('</head>', `  ${preloadTags(sharedFiles, shell)}\n  </head>`)
        .replace('<div id="root"></div>', '<div id="root"><p class="boot-loading" role="status">Loading...</p></div>');
      fs.writeFileSync(path.join(outDir, 'plain.html'), plain);
      fs.writeFileSync(
        path.join(outDir, 'index.html'),
        shell.replace('<div id="root"></div>', `<div id="root" data-prerendered>${markup}</div>`),
      );
    },
  };
}

/**
 * Link previews need absolute addresses: with APP_URL (the site's public address) set at build time, og:url and
 * og:image point at it; without it (development, tests) they stay site-relative.
 */
function absoluteShareUrls(): Plugin {
  return {
    name: 'absolute-share-urls',
    transformIndexHtml(html) {
      const site = process.env.APP_URL?.replace(/\/+$/, '');
      if (!site) return html;
      return html
        .replace('<meta property="og:url" content="/" />', `<meta property="og:url" content="${site}/" />`)
        .replace('content="/og-image.png"', `content="${site}/og-image.png"`);
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** What the web server may send compressed: text files of a useful size (below 1 KB a header costs more). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/**
 * After a production build: a brotli (quality 11) and a gzip (level 9) copy beside each compressible file, which the
 * API (@fastify/static's preCompressed) and nginx (gzip_static) send as they are. Compressing once at the highest
 * levels gives smaller files than a server can afford per request, and no server compresses them again.
 */
function precompress(): Plugin {
  let outDir = '';
  let skip = true;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      skip = !config.isProduction || !!config.build.ssr;
    },
    // After every other plugin's closeBundle (the prerendered pages are written there).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (skip) return;
        const files = fs
          .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
          .map((f) => path.join(outDir, f))
          .filter((f) => COMPRESSIBLE.test(f) && fs.statSync(f).size >= 1024);
        await Promise.all(
          files.map(async (file) => {
            const body = await fs.promises.readFile(file);
            const [br, gz] = await Promise.all([
              brotli(body, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              gzip(body, { level: 9 }),
            ]);
            await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
          }),
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), absoluteShareUrls(), prerenderLanding(), precompress()],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.VITE_PORT) || 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.VITE_PORT) || 4173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: process.env.OUT_DIR || 'dist',
    emptyOutDir: true,
  },
});
