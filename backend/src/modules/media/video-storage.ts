import type { Readable } from 'stream';

/** Inclusive byte range, as in HTTP Range. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where video files live. The local folder (MEDIA_DIR) is the default; an S3-compatible bucket can
 * implement the same four calls (PutObject from a stream, GetObject with Range, HeadObject, DeleteObject)
 * and be bound to VIDEO_STORAGE instead.
 */
export interface VideoStorage {
  /** Writes the whole stream under `key`; the object appears only once complete. Returns bytes written. */
  save(key: string, source: Readable, mimeType: string): Promise<number>;
  /** Reads the object, or the inclusive byte range of it. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Size in bytes, or null when the object does not exist. */
  size(key: string): Promise<number | null>;
  /** Removes the object; no error when it is already gone. */
  remove(key: string): Promise<void>;
}

export const VIDEO_STORAGE = Symbol('VIDEO_STORAGE');
