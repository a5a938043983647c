import { INestApplicationContext } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { CourseRecording } from './entities/course-recording.entity';
import { CourseResource } from './entities/course-resource.entity';

/** Development only: a few sample recordings and resources so the portal tabs are not empty (idempotent). */
export async function seedSampleCourseContent(app: INestApplicationContext): Promise<string | void> {
  const config = app.get<AppConfig>(ConfigService);
  if (config.get('NODE_ENV', { infer: true }) !== 'development') return;
  const ds = app.get<DataSource>(getDataSourceToken());
  const recordings = ds.getRepository(CourseRecording);
  const resources = ds.getRepository(CourseResource);
  if ((await recordings.count()) > 0 || (await resources.count()) > 0) return;
  const video = config.get('VIDEO_EMBED_URL', { infer: true });
  const portal = config.get('THINKIFIC_PORTAL_URL', { infer: true }).replace(/\/$/, '');
  await recordings.save([
    recordings.create({
      title: 'Week 1 Live Q&A: Finding Motivated Sellers',
      description: 'Lead sources, first calls and follow-up.',
      videoUrl: video,
      duration: '1h 10m',
      category: 'Live Calls',
      tags: ['sellers', 'lead generation', 'scripts'],
      sortOrder: 1,
    }),
    recordings.create({
      title: 'Week 2 Live Q&A: Running the Numbers',
      description: 'ARV, rehab levels and the maximum buy price.',
      videoUrl: video,
      duration: '55m',
      category: 'Live Calls',
      tags: ['analysis', 'fix & flip'],
      sortOrder: 2,
    }),
    recordings.create({
      title: 'Deal Review: Creative Finance Walkthrough',
      description: 'A subject-to deal from first call to closing.',
      videoUrl: video,
      duration: '40m',
      category: 'Deal Reviews',
      tags: ['subject-to', 'creative finance'],
    }),
  ]);
  await resources.save([
    resources.create({
      title: 'Offer Letter Template',
      description: 'Editable cash offer letter with a 7-14 day closing.',
      url: `${portal}/downloads/offer-letter`,
      resourceType: 'template',
      category: 'Templates',
    }),
    resources.create({
      title: 'Rehab Cost Checklist',
      description: 'Walk-through checklist for estimating repairs.',
      url: `${portal}/downloads/rehab-checklist`,
      resourceType: 'pdf',
      category: 'Checklists',
    }),
  ]);
  return 'Sample course recordings and resources created (development)';
}
