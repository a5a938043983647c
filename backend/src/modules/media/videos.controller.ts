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
import { Request, Response } from 'express';
import { pipeline } from 'stream/promises';
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
import { VideosService } from './videos.service';
import { idParam } from '../../core/validation/uuid-param.pipe';
import { MEDIA_MESSAGES } from './media.constants';
import { sendPublicRead } from '../../core/http/public-read';

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
  @ApiOkResponse({ type: ActiveVideoResultDto })
  @ApiOperation({ summary: 'Get the video the landing page plays' })
  async getActiveVideo(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendPublicRead(req, res, await this.videos.getActiveVideoResult());
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
  async uploadVideo(@Req() req: Request): Promise<VideoResultDto> {
    return { success: true, video: await this.videos.uploadVideo(req) };
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
    @Res() res: Response,
  ): Promise<void> {
    const answer = await this.videos.openVideoStream(id, viewer, range);
    res.status(answer.status).set(answer.headers);
    if (!answer.body) return void res.end();
    await pipeline(answer.body, res).catch(() => undefined); // a viewer closing the tab mid-stream is normal
  }
}
