import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Video } from './entities/video.entity';
import { LocalVideoStorage } from './local-video.storage';
import { VIDEO_STORAGE } from './video-storage';
import { VideoUploadReceiver } from './video-upload.receiver';
import { VideosController } from './videos.controller';
import { VideosService } from './videos.service';

@Module({
  imports: [TypeOrmModule.forFeature([Video])],
  controllers: [VideosController],
  providers: [{ provide: VIDEO_STORAGE, useClass: LocalVideoStorage }, VideoUploadReceiver, VideosService],
  exports: [VideosService],
})
export class MediaModule {}
