import { INestApplicationContext } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { CourseRecording } from './entities/course-recording.entity';
import { CourseResource } from './entities/course-resource.entity';

const SAMPLE_RECORDINGS = [
  {
    title: 'Module 1 Live Call: Why Investors Need a Different Agent',
    description:
      'How investors buy differently from owner-occupants, what they expect from their agent, and the four deal types this course covers.',
    videoUrl: 'https://vimeo.com/76979871',
    duration: '1h 04m',
    category: 'Live Calls',
    tags: ['investors', 'mindset'],
  },
  {
    title: 'Module 2 Live Call: Finding Motivated Sellers',
    description:
      'Probate, tired landlords and expired listings: where the leads are, the first call, and a follow-up cadence that books appointments.',
    videoUrl: 'https://vimeo.com/1084537',
    duration: '1h 12m',
    category: 'Live Calls',
    tags: ['sellers', 'lead generation', 'scripts'],
  },
  {
    title: 'Module 3 Workshop: Running the Numbers on a Flip',
    description:
      'ARV from sold comps, picking a rehab level from the walk-through, and why the maximum buy price leaves room for the profit target.',
    videoUrl: 'https://vimeo.com/22439234',
    duration: '58m',
    category: 'Workshops',
    tags: ['analysis', 'fix & flip', 'ARV'],
  },
  {
    title: 'Deal Review: A Subject-To Purchase from First Call to Closing',
    description:
      'A student walks through a subject-to deal on a three-bed in Round Rock: the seller conversation, the numbers and the title work.',
    videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    duration: '41m',
    category: 'Deal Reviews',
    tags: ['subject-to', 'creative finance'],
  },
];

const SAMPLE_RESOURCES = [
  {
    title: 'Cash Offer Letter Template',
    description: 'A cash offer with a 7-14 day closing and an inspection contingency; fill in the brackets.',
    file: 'cash-offer-letter-template.txt',
    resourceType: 'template' as const,
    category: 'Templates',
  },
  {
    title: 'Rehab Walk-Through Checklist',
    description: "Room-by-room items to note on a walk-through, grouped by the analyzer's rehab levels.",
    file: 'rehab-walk-through-checklist.html',
    resourceType: 'document' as const,
    category: 'Checklists',
  },
  {
    title: 'Sold Comps Worksheet',
    description: 'Columns for five sold comparables and the adjustments that lead to an ARV.',
    file: 'sold-comps-worksheet.csv',
    resourceType: 'spreadsheet' as const,
    category: 'Worksheets',
  },
  {
    title: 'Investor Buy-Box Questionnaire',
    description: 'The questions to ask a new investor client before sending a single deal.',
    file: 'investor-buy-box-questionnaire.html',
    resourceType: 'document' as const,
    category: 'Client Intake',
  },
];

/** Development only: sample recordings and resources so the portal tabs look like a real course (idempotent). */
export async function seedSampleCourseContent(app: INestApplicationContext): Promise<string | void> {
  const config = app.get<AppConfig>(ConfigService);
  if (config.get('NODE_ENV', { infer: true }) !== 'development') return;
  const ds = app.get<DataSource>(getDataSourceToken());
  const recordings = ds.getRepository(CourseRecording);
  const resources = ds.getRepository(CourseResource);
  if ((await recordings.count()) > 0 || (await resources.count()) > 0) return;
  // The course's own recordings live on Thinkific; development shows distinct public sample films instead, and
  // resources served by this site (frontend/public/demo-course), so every link opens something real.
  const site = config.get('APP_URL', { infer: true }).replace(/\/$/, '');
  await recordings.save(SAMPLE_RECORDINGS.map((r, i) => recordings.create({ ...r, sortOrder: i + 1 })));
  await resources.save(
    SAMPLE_RESOURCES.map(({ file, ...r }) => resources.create({ ...r, url: `${site}/demo-course/${file}` })),
  );
  return 'Sample course recordings and resources created (development)';
}
