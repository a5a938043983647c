import { ApiProperty } from '@nestjs/swagger';
import { Video } from '../entities/video.entity';

export class VideoDto {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @ApiProperty({ type: String }) title: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: String, description: 'Name of the file as uploaded' }) originalName: string;
  @ApiProperty({ type: String, enum: ['video/mp4', 'video/webm', 'video/quicktime'] }) mimeType: string;
  @ApiProperty({ type: Number, description: 'Bytes' }) size: number;
  @ApiProperty({ type: Boolean }) isActive: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, example: '/api/videos/3f1c.../stream' }) streamUrl: string;
}

export function toVideoDto(v: Video): VideoDto {
  return {
    id: v.id,
    title: v.title,
    description: v.description,
    originalName: v.originalName,
    mimeType: v.mimeType,
    size: v.size,
    isActive: v.isActive,
    createdAt: new Date(v.createdAt).toISOString(),
    streamUrl: `/api/videos/${v.id}/stream`,
  };
}

export class VideoListDto {
  @ApiProperty({ type: [VideoDto] }) videos: VideoDto[];
}

export class ActiveVideoResultDto {
  @ApiProperty({ type: VideoDto, nullable: true }) video: VideoDto | null;
}

export class VideoResultDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiProperty({ type: VideoDto }) video: VideoDto;
}

export class VideoDeletedDto {
  @ApiProperty({ type: Boolean }) success: boolean;
}

/** Swagger description of the multipart upload (the body is streamed, not parsed by a DTO). */
export const VIDEO_UPLOAD_SCHEMA = {
  type: 'object',
  required: ['video', 'title'],
  properties: {
    video: { type: 'string', format: 'binary', description: 'MP4, WebM or MOV, at most 100MB' },
    title: { type: 'string', maxLength: 200 },
    description: { type: 'string' },
  },
};
