import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface BuildServer {
  /** http://127.0.0.1:<port>: the same host as the stack, so its session cookie goes to both. */
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves the frontend build in `dir` as the API's static serving would (`/` index.html, a path without a file
 * spa.html; hashed assets cached for good) and passes every /api request on to the stack at `apiBase`. Route
 * interception would do the same without a server, but it turns the browser's cache off, so every page load would
 * fetch every script again.
 */
export async function serveBuild(dir: string, apiBase: string): Promise<BuildServer> {
  const api = new URL(apiBase);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://build');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      const upstream = http.request(
        { host: api.hostname, port: api.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
      return;
    }
    const asked = path.join(dir, decodeURIComponent(url.pathname));
    const isFile = asked.startsWith(dir + path.sep) && fs.statSync(asked, { throwIfNoEntry: false })?.isFile();
    const file = isFile ? asked : path.join(dir, url.pathname === '/' ? 'index.html' : 'spa.html');
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
