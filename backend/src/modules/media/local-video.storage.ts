import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { randomBytes } from 'crypto';
import { createReadStream, createWriteStream } from 'fs';
import { mkdir, rename, stat, unlink } from 'fs/promises';
import { join, resolve } from 'path';
import { Readable } from 'stream';
import { pipeline } from 'stream/promises';
import { AppConfig } from '../../core/config/app-config';
import { ByteRange, VideoStorage } from './video-storage';

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,200}$/;

/** VideoStorage on a local folder (MEDIA_DIR). Writes go to a temp name and are renamed when complete. */
@Injectable()
export class LocalVideoStorage implements VideoStorage {
  private readonly dir: string;
  private ready?: Promise<unknown>;

  constructor(@Inject(ConfigService) config: AppConfig) {
    this.dir = resolve(config.get('MEDIA_DIR', { infer: true }));
  }

  async save(key: string, source: Readable): Promise<number> {
    const target = this.path(key);
    await (this.ready ??= mkdir(this.dir, { recursive: true }));
    const temp = join(this.dir, `.partial-${randomBytes(8).toString('hex')}`);
    const out = createWriteStream(temp, { flags: 'wx' });
    try {
      await pipeline(source, out);
      await rename(temp, target);
      return out.bytesWritten;
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      throw err;
    }
  }

  read(key: string, range?: ByteRange): Promise<Readable> {
    return Promise.resolve().then(() =>
      createReadStream(this.path(key), range ? { start: range.start, end: range.end } : {}),
    );
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.path(key))).size;
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await unlink(this.path(key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }

  private path(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return join(this.dir, key);
  }
}
