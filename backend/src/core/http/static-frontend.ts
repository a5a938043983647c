import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { NotFoundException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'fs';
import { join } from 'path';
import { isAssetPath } from './security-headers';

/**
 * Serves the built frontend: hashed assets cached for a year; `/` gets index.html (the prerendered landing page),
 * /shared/<token> plain.html (a small app of its own), every other non-API GET the empty app shell spa.html
 * (index.html when a build has no shell). An unknown API path stays the API's JSON 404, and so does an unknown asset (a
 * chunk of an earlier build gets a 404, not a page it would fail to run as a script). A file's precompressed copy
 * (.br, .gz) is sent where the browser accepts it; other files are compressed per answer. Registered in a context of
 * its own, so only these answers are compressed: API answers pass through without a compression hook.
 */
export function serveFrontend(app: NestFastifyApplication, dir: string, apiPrefix: string): void {
  const index = 'index.html';
  const shell = existsSync(join(dir, 'spa.html')) ? 'spa.html' : index;
  const plain = existsSync(join(dir, 'plain.html')) ? 'plain.html' : shell;
  const isApi = (path: string) => path === `/${apiPrefix}` || path.toLowerCase().startsWith(`/${apiPrefix}/`);

  void app.register(async (site: FastifyInstance) => {
    await site.register(fastifyCompress, { threshold: 1024 });
    // One route per file of the build (read at start: a build does not change under a running process).
    await site.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      index: false,
      // The production build writes a brotli and a gzip copy of each text file: sent as they are, not compressed again.
      preCompressed: true,
      maxAge: '1y',
      immutable: true,
      setHeaders: noCacheForHtml,
    });
    const page = (req: FastifyRequest, reply: FastifyReply) => {
      const path = req.url.split('?')[0];
      if (isApi(path) || isAssetPath(path)) throw new NotFoundException(`Cannot ${req.method} ${req.url}`);
      return reply
        .header('Cache-Control', 'no-cache')
        .sendFile(path === '/' ? index : path.startsWith('/shared/') ? plain : shell, { cacheControl: false });
    };
    site.get('/', page);
    site.get('/*', page);
  });
}

/** A page, sent as itself or as its precompressed copy (the path is then the copy's). */
const HTML = /\.html(\.br|\.gz)?$/;

function noCacheForHtml(reply: FastifyReply, path: string) {
  if (HTML.test(path)) void reply.header('Cache-Control', 'no-cache');
}
