import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Video } from './entities/video.entity';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../../core/config/app-config';
import { LocalVideoStorage } from './local-video.storage';
import { S3VideoStorage } from './s3-video.storage';
import { VIDEO_STORAGE } from './video-storage';
import { VideoUploadReceiver } from './video-upload.receiver';
import { VideosController } from './videos.controller';
import { VideosService } from './videos.service';

@Module({
  imports: [TypeOrmModule.forFeature([Video])],
  controllers: [VideosController],
  providers: [
    {
      provide: VIDEO_STORAGE,
      inject: [ConfigService],
      // MEDIA_STORAGE=s3: the bucket every replica shares; otherwise the local folder (one replica).
      useFactory: (config: AppConfig) =>
        config.get('MEDIA_STORAGE', { infer: true }) === 's3'
          ? new S3VideoStorage(config)
          : new LocalVideoStorage(config),
    },
    VideoUploadReceiver,
    VideosService,
  ],
  exports: [VideosService],
})
export class MediaModule {}
