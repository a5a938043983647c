import { BadRequestException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { IncomingMessage, ServerResponse } from 'http';
import { Readable } from 'stream';
import { Repository } from 'typeorm';
import type { SessionUser } from '../../core/auth/session-user';
import { PublicReadCache } from '../../core/cache/public-read-cache';
import { ActiveVideoResultDto, toVideoDto, VideoDto } from './dto/video.dto';
import { Video } from './entities/video.entity';
import { parseRange } from './http-range';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, MEDIA_MESSAGES as M } from './media.constants';
import { VideoUploadReceiver } from './video-upload.receiver';
import { VIDEO_STORAGE, VideoStorage } from './video-storage';

/** Serialises activations across transactions (and replicas): one active video at a time. */
const ACTIVATE_LOCK_KEY = 0x76696431; // 'vid1'
/** The active video's key in the public-read cache. */
export const ACTIVE_VIDEO_KEY = 'videos:active';

export interface VideoStreamAnswer {
  status: 200 | 206 | 416;
  headers: Record<string, string>;
  body?: Readable;
}

@Injectable()
export class VideosService {
  private readonly logger = new Logger(VideosService.name);

  constructor(
    @InjectRepository(Video) private readonly videos: Repository<Video>,
    @Inject(VIDEO_STORAGE) private readonly storage: VideoStorage,
    private readonly receiver: VideoUploadReceiver,
    private readonly cache: PublicReadCache,
  ) {}

  async uploadVideo(req: IncomingMessage, res: ServerResponse): Promise<VideoDto> {
    const { fields, file } = await this.receiver.receive(req, res);
    try {
      const title = (fields.title ?? '').trim();
      const description = (fields.description ?? '').trim();
      if (!title) throw new BadRequestException(M.titleRequired);
      if (title.length > MAX_TITLE_LENGTH) throw new BadRequestException(M.titleTooLong);
      if (description.length > MAX_DESCRIPTION_LENGTH) throw new BadRequestException(M.descriptionTooLong);
      if (!file) throw new BadRequestException(M.fileRequired);
      const video = await this.videos.save(
        this.videos.create({
          title,
          description: description || null,
          filename: file.key,
          originalName: file.originalName,
          mimeType: file.mimeType,
          size: file.size,
          isActive: false,
        }),
      );
      return toVideoDto(video);
    } catch (err) {
      if (file) await this.storage.remove(file.key).catch(() => undefined);
      throw err;
    }
  }

  count(): Promise<number> {
    return this.videos.count();
  }

  async listVideos(): Promise<VideoDto[]> {
    return (await this.videos.find({ order: { createdAt: 'DESC' } })).map(toVideoDto);
  }

  /** Read on every landing visit: answered from the public-read cache, dropped on every replica by a change. */
  async getActiveVideo(): Promise<VideoDto | null> {
    return (await this.getActiveVideoResult()).video;
  }

  /** The public answer itself, one object until the next change (its JSON is then written once per change: PublicRead). */
  getActiveVideoResult(): Promise<ActiveVideoResultDto> {
    return this.cache.read(ACTIVE_VIDEO_KEY, async () => {
      const video = await this.videos.findOneBy({ isActive: true });
      return { video: video ? toVideoDto(video) : null };
    });
  }

  /** Makes `id` the one active video, in one transaction; concurrent calls queue on an advisory lock. */
  async activateVideo(id: string): Promise<VideoDto> {
    const video = await this.videos.manager.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock($1)', [ACTIVATE_LOCK_KEY]);
      const target = await em.findOneBy(Video, { id });
      if (!target) throw new NotFoundException(M.notFound);
      await em
        .createQueryBuilder()
        .update(Video)
        .set({ isActive: false })
        .where('"isActive" = true AND id <> :id', { id })
        .execute();
      if (!target.isActive) await em.update(Video, { id }, { isActive: true });
      target.isActive = true;
      return target;
    });
    await this.cache.changed(ACTIVE_VIDEO_KEY);
    return toVideoDto(video);
  }

  /** Deletes the row, then the file (a file left behind by a failed removal is only logged). */
  async deleteVideo(id: string): Promise<void> {
    const video = await this.videos.findOneBy({ id });
    if (!video) throw new NotFoundException(M.notFound);
    await this.videos.delete({ id });
    await this.cache.changed(ACTIVE_VIDEO_KEY);
    await this.storage
      .remove(video.filename)
      .catch((err) => this.logger.error(`Could not remove ${video.filename}: ${err}`));
  }

  /** The active video streams to anyone; any other only to admins (others get 404, not 403). */
  async openVideoStream(
    id: string,
    viewer: SessionUser | undefined,
    rangeHeader: string | undefined,
  ): Promise<VideoStreamAnswer> {
    const video = await this.videos.findOneBy({ id });
    if (!video || (!video.isActive && viewer?.userType !== 'admin')) throw new NotFoundException(M.notFound);
    const size = await this.storage.size(video.filename);
    if (size === null) throw new NotFoundException(M.notFound);
    const common = {
      'Accept-Ranges': 'bytes',
      'Content-Type': video.mimeType,
      'Cache-Control': video.isActive ? 'public, max-age=300' : 'private, no-store',
      'Content-Disposition': 'inline',
    };
    const range = parseRange(rangeHeader, size);
    if (range === 'unsatisfiable') {
      return { status: 416, headers: { ...common, 'Content-Range': `bytes */${size}`, 'Content-Length': '0' } };
    }
    if (!range) {
      return {
        status: 200,
        headers: { ...common, 'Content-Length': String(size) },
        body: await this.storage.read(video.filename),
      };
    }
    return {
      status: 206,
      headers: {
        ...common,
        'Content-Length': String(range.end - range.start + 1),
        'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
      },
      body: await this.storage.read(video.filename, range),
    };
  }
}
