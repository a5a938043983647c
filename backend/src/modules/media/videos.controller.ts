import { Controller, Delete, Get, Headers, Param, Patch, Post, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiOperation,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../../core/http/decorators/current-user.decorator';
import { Public } from '../../core/http/decorators/public.decorator';
import { Roles } from '../../core/http/decorators/roles.decorator';
import { ApiErrors } from '../../core/http/openapi/api-errors';
import type { SessionUser } from '../../core/auth/session-user';
import {
  ActiveVideoResultDto,
  VIDEO_UPLOAD_SCHEMA,
  VideoDeletedDto,
  VideoListDto,
  VideoResultDto,
} from './dto/video.dto';
import { ACTIVE_VIDEO_KEY, VideosService } from './videos.service';
import { idParam } from '../../core/validation/uuid-param.pipe';
import { MEDIA_MESSAGES } from './media.constants';
import { PublicRead } from '../../core/http/public-read';

const uuid = idParam(MEDIA_MESSAGES.notFound);

@ApiTags('videos')
@Controller('videos')
export class VideosController {
  constructor(private readonly videos: VideosService) {}

  @Roles('admin')
  @Get()
  @ApiOkResponse({ type: VideoListDto })
  @ApiOperation({ summary: 'List every landing-page video' })
  async listVideos(): Promise<VideoListDto> {
    return { videos: await this.videos.listVideos() };
  }

  @Public()
  @Get('active')
  @PublicRead(ACTIVE_VIDEO_KEY)
  @ApiOkResponse({ type: ActiveVideoResultDto })
  @ApiOperation({ summary: 'Get the video the landing page plays' })
  getActiveVideo(): Promise<ActiveVideoResultDto> {
    return this.videos.getActiveVideoResult();
  }

  /** Multipart (video, title, description), streamed to storage; 413 over the limit, 415 for non-videos. */
  @Roles('admin')
  @Post('upload')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: VIDEO_UPLOAD_SCHEMA })
  @ApiCreatedResponse({ type: VideoResultDto })
  @ApiErrors({
    413: 'The video is larger than 100 MB',
    415: 'The body is not multipart/form-data, or the file is not an MP4, WebM or MOV video',
  })
  @ApiOperation({
    summary: 'Upload a landing-page video',
    description: 'multipart/form-data with video, title and description, streamed to storage.',
  })
  async uploadVideo(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<VideoResultDto> {
    return { success: true, video: await this.videos.uploadVideo(req.raw, reply.raw) };
  }

  @Roles('admin')
  @Patch(':id/activate')
  @ApiOkResponse({ type: VideoResultDto })
  @ApiOperation({ summary: 'Make a video the one the landing page plays' })
  async activateVideo(@Param('id', uuid) id: string): Promise<VideoResultDto> {
    return { success: true, video: await this.videos.activateVideo(id) };
  }

  @Roles('admin')
  @Delete(':id')
  @ApiOkResponse({ type: VideoDeletedDto })
  @ApiOperation({ summary: 'Delete a landing-page video' })
  async deleteVideo(@Param('id', uuid) id: string): Promise<VideoDeletedDto> {
    await this.videos.deleteVideo(id);
    return { success: true };
  }

  /** HTTP Range support (206/416) so players can seek. Public for the active video, admins for any. */
  @Public()
  @Get(':id/stream')
  @ApiProduces('video/mp4', 'video/webm', 'video/quicktime')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiOperation({
    summary: 'Stream a video, with Range requests for seeking',
    description: 'Public for the active video; admins can stream any.',
  })
  async streamVideo(
    @Param('id', uuid) id: string,
    @CurrentUser() viewer: SessionUser | undefined,
    @Headers('range') range: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.videos.openVideoStream(id, viewer, range);
    // A viewer closing the tab mid-stream is normal: Fastify destroys the file stream when the socket closes.
    await reply
      .code(answer.status)
      .headers(answer.headers)
      .send(answer.body ?? '');
  }
}
