import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonDeeperThan, MAX_BODY_DEPTH } from './filters/body-depth.limit';

/**
 * The API's request bodies: JSON only, as `express.json()` read them. The raw bytes are kept as req.rawBody (signed
 * webhooks check them), nesting deeper than MAX_BODY_DEPTH is refused before parsing, an empty body is `{}`, and
 * only an object or an array is accepted at the top. Any other content type is left unread (req.body undefined):
 * the video upload streams its multipart body from the raw request, and a DTO route answers 400 for a missing body.
 */
export function registerJsonBody(fastify: FastifyInstance, bodyLimit: number): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, (req, raw, done) => {
    try {
      done(null, parseJson(req, raw as Buffer));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  fastify.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
}

function parseJson(req: FastifyRequest & { rawBody?: Buffer }, raw: Buffer): unknown {
  const encoding = req.headers['content-encoding'];
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1];
  if ((encoding && encoding.toLowerCase() !== 'identity') || (charset && !/^utf-/i.test(charset)))
    throw new UnsupportedMediaTypeException('Unsupported encoding');
  req.rawBody = raw;
  if (jsonDeeperThan(raw, MAX_BODY_DEPTH)) throw new BadRequestException('Request body is nested too deeply');
  const text = raw.toString('utf8');
  const first = /\S/.exec(text)?.[0];
  if (first === undefined) return {};
  if (first !== '{' && first !== '[') throw new BadRequestException('Malformed JSON body');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestException('Malformed JSON body');
  }
}
