import {
  BadRequestException,
  Inject,
  Injectable,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import busboy from 'busboy';
import { randomUUID } from 'crypto';
import type { IncomingMessage, ServerResponse } from 'http';
import { Readable } from 'stream';
import { AppConfig } from '../../core/config/app-config';
import {
  MAX_DESCRIPTION_LENGTH,
  MEDIA_MESSAGES as M,
  MULTIPART_OVERHEAD_BYTES,
  SNIFF_BYTES,
  VIDEO_EXTENSIONS,
} from './media.constants';
import { VIDEO_STORAGE, VideoStorage } from './video-storage';
import { detectVideoType } from './video-type.detector';

export interface StoredFile {
  key: string;
  originalName: string;
  mimeType: string;
  size: number;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  file?: StoredFile;
}

/** C0 control characters and DEL, never kept in a stored file name. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\x00-\x1f\x7f]/g;
/** The form field that carries the video (spec 3 §7). */
const FILE_FIELD = 'video';

/**
 * Streams a multipart upload straight into VideoStorage: nothing is held in memory beyond the
 * stream buffers. Refuses more than MAX_UPLOAD_BYTES (413) as soon as the limit is crossed, and
 * anything that is not MP4, WebM or MOV by its first bytes (415). Storage keys are generated here.
 */
@Injectable()
export class VideoUploadReceiver {
  private readonly maxBytes: number;

  constructor(
    @Inject(VIDEO_STORAGE) private readonly storage: VideoStorage,
    @Inject(ConfigService) config: AppConfig,
  ) {
    this.maxBytes = config.get('MAX_UPLOAD_BYTES', { infer: true });
  }

  receive(req: IncomingMessage, res: ServerResponse): Promise<ReceivedUpload> {
    if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) {
      return Promise.reject(new UnsupportedMediaTypeException(M.notMultipart));
    }
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > this.maxBytes + MULTIPART_OVERHEAD_BYTES) {
      return Promise.reject(this.refuse(req, res, new PayloadTooLargeException(M.tooLarge)));
    }
    return new Promise<ReceivedUpload>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: req.headers,
          limits: {
            fileSize: this.maxBytes + 1,
            files: 1,
            fields: 8,
            parts: 10,
            fieldSize: MAX_DESCRIPTION_LENGTH * 4,
          },
        });
      } catch {
        return reject(new BadRequestException(M.malformed));
      }
      const fields: Record<string, string> = {};
      let fileStream: Readable | undefined;
      let saving: Promise<StoredFile> | undefined;
      let settled = false;

      const fail = (err: unknown) => {
        if (settled) return;
        settled = true;
        req.unpipe(parser);
        fileStream?.destroy();
        saving?.then((f) => this.storage.remove(f.key)).catch(() => undefined);
        reject(this.refuse(req, res, err));
      };

      parser.on('field', (name, value) => {
        fields[name] = value;
      });
      parser.on('file', (name, stream, info) => {
        if (name !== FILE_FIELD || saving) return void stream.resume();
        fileStream = stream;
        // Errors reach the reader through the stream itself; this only keeps an unread error from crashing.
        stream.on('error', () => undefined);
        stream.once('limit', () => stream.destroy(new PayloadTooLargeException(M.tooLarge)));
        saving = this.store(stream, info.filename);
        saving.catch(fail);
      });
      parser.once('error', () => fail(new BadRequestException(M.malformed)));
      parser.once('close', () => {
        if (settled) return;
        (saving ?? Promise.resolve(undefined)).then((file) => {
          if (settled) return;
          settled = true;
          resolve({ fields, file });
        }, fail);
      });
      req.once('close', () => {
        if (!req.complete) fail(new BadRequestException(M.malformed));
      });
      req.pipe(parser);
    });
  }

  private async store(stream: Readable, filename: string | undefined): Promise<StoredFile> {
    const head = await readHead(stream, SNIFF_BYTES);
    const mimeType = detectVideoType(head);
    if (!mimeType) throw new UnsupportedMediaTypeException(M.unsupportedType);
    const key = `${randomUUID()}${VIDEO_EXTENSIONS[mimeType]}`;
    const body = Readable.from(prepend(head, stream), { objectMode: false });
    const size = await this.storage.save(key, body, mimeType);
    return { key, mimeType, size, originalName: cleanName(filename) };
  }

  /** Error answers to an unread upload close the connection, so the client stops sending at once. */
  private refuse(req: IncomingMessage, res: ServerResponse, err: unknown): Error {
    if (!req.complete && !res.headersSent) res.setHeader('Connection', 'close');
    return err instanceof Error ? err : new Error(String(err));
  }
}

/** Reads at least `n` bytes (or the whole stream if shorter) and leaves the stream paused. */
function readHead(stream: Readable, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const done = () => {
      stream.off('data', onData).off('end', done).off('error', reject);
      stream.pause();
      resolve(Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= n) done();
    };
    stream.on('data', onData).once('end', done).once('error', reject);
  });
}

async function* prepend(head: Buffer, rest: Readable): AsyncGenerator<Buffer> {
  if (head.length) yield head;
  for await (const chunk of rest) yield chunk as Buffer;
}

function cleanName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';

  const clean = base.replace(CONTROL_CHARACTERS, '').trim().slice(0, 255);
  return clean || 'video';
}
