import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Readable, Transform } from 'stream';
import { AppConfig } from '../../core/config/app-config';
import { ByteRange, VideoStorage } from './video-storage';

/** Smallest part S3 accepts; one part in flight keeps an upload's memory near this. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * VideoStorage on an S3-compatible bucket (MEDIA_STORAGE=s3): every API replica sees the same objects.
 * Uploads are streamed as a multipart upload (lib-storage Upload, one part buffered at a time); reads pass the
 * byte range through to GetObject.
 */
@Injectable()
export class S3VideoStorage implements VideoStorage, OnModuleDestroy {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(@Inject(ConfigService) config: AppConfig) {
    this.bucket = config.get('MEDIA_S3_BUCKET', { infer: true }) ?? '';
    this.client = new S3Client({
      region: config.get('MEDIA_S3_REGION', { infer: true }),
      endpoint: config.get('MEDIA_S3_ENDPOINT', { infer: true }) || undefined,
      forcePathStyle: config.get('MEDIA_S3_FORCE_PATH_STYLE', { infer: true }),
      credentials: {
        accessKeyId: config.get('MEDIA_S3_ACCESS_KEY_ID', { infer: true }) ?? '',
        secretAccessKey: config.get('MEDIA_S3_SECRET_ACCESS_KEY', { infer: true }) ?? '',
      },
      // Checksums only where S3 requires them: many S3-compatible servers reject the newer trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async save(key: string, source: Readable, mimeType: string): Promise<number> {
    let bytes = 0;
    // Counts on the way through (a Transform keeps backpressure: the request is read as fast as parts are sent).
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    source.on('error', (err) => counted.destroy(err));
    source.pipe(counted);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counted, ContentType: mimeType },
      partSize: PART_BYTES,
      queueSize: 1,
      leavePartsOnError: false,
    });
    await upload.done();
    return bytes;
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const res = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    return res.Body as Readable;
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? null;
    } catch (err) {
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }
}
