import { createHash, randomBytes, randomUUID } from 'crypto';
import { mkdirSync, writeFileSync } from 'fs';
import { join } from 'path';
import { DataSource } from 'typeorm';
import { FixFlipProperty } from '../../../src/modules/analyzer/entities/fix-flip-property.entity';
import { FixFlipShareLink } from '../../../src/modules/analyzer/entities/fix-flip-share-link.entity';
import { resolveAssumptions } from '../../../src/modules/analyzer/fix-flip.calculator';
import { SuccessStory } from '../../../src/modules/admin/entities/success-story.entity';
import { EmailCampaign } from '../../../src/modules/campaigns/entities/email-campaign.entity';
import { Suppression } from '../../../src/modules/campaigns/entities/suppression.entity';
import { CourseRecording } from '../../../src/modules/portal/entities/course-recording.entity';
import { CourseResource } from '../../../src/modules/portal/entities/course-resource.entity';
import { CourseTool } from '../../../src/modules/portal/entities/course-tool.entity';
import { ToolAnalysis } from '../../../src/modules/portal/entities/tool-analysis.entity';
import { Video } from '../../../src/modules/media/entities/video.entity';
import { WebhookEvent } from '../../../src/modules/thinkific/entities/webhook-event.entity';
import { createUser } from '../../support/factories';

type FixtureFactory = (ds: DataSource, studentAId: string) => Promise<string>;

const insert = async <T extends object>(ds: DataSource, entity: new () => T, fields: Partial<T>): Promise<string> => {
  const repo = ds.getRepository(entity);
  return ((await repo.save(repo.create(fields as T))) as T & { id: string }).id;
};

/**
 * A fresh record for one route of the matrix (straight in the database); returns its id. "OfA" records belong to
 * student A; the others are admin-managed content.
 */
const ownedProperty: FixtureFactory = (ds, userId) =>
  insert(ds, FixFlipProperty, {
    userId,
    address: '12 Owner Street',
    city: 'Austin',
    state: 'TX',
    squareFeet: 1500,
    rehabLevel: 'medium',
    arv: 250000,
    assumptions: resolveAssumptions(),
  });

export const FIXTURES = {
  fixFlipPropertyOfA: ownedProperty,
  /** Deleted a moment ago, so its owner can still restore it. */
  deletedFixFlipPropertyOfA: async (ds, userId) => {
    const id = await ownedProperty(ds, userId);
    await ds.getRepository(FixFlipProperty).softDelete({ id });
    return id;
  },
  /** A live share link to a deal of student A; returns the token (only its hash is stored). */
  sharedAnalysisToken: async (ds, userId) => {
    const token = randomBytes(32).toString('base64url');
    await insert(ds, FixFlipShareLink, {
      propertyId: await ownedProperty(ds, userId),
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    return token;
  },
  toolAnalysisOfA: (ds, userId) =>
    insert(ds, ToolAnalysis, { userId, kind: 'rental', name: 'Owner rental', inputs: { monthlyRent: '1500' } }),
  user: async (ds) => (await createUser(ds)).id,
  successStory: (ds) =>
    insert(ds, SuccessStory, {
      title: 'Matrix story',
      studentName: 'Matrix Student',
      studentInitials: 'MS',
      beforeStory: 'Before.',
      afterStory: 'After.',
      testimonialQuote: 'Quote.',
    }),
  campaign: (ds) =>
    insert(ds, EmailCampaign, { name: 'Matrix', subject: 'Hello', htmlContent: '<p>Hi</p>', sendAfterHours: 24 }),
  recording: (ds) => insert(ds, CourseRecording, { title: 'Matrix recording', videoUrl: 'https://vimeo.com/1' }),
  resource: (ds) =>
    insert(ds, CourseResource, { title: 'Matrix resource', url: 'https://example.test/r.pdf', resourceType: 'pdf' }),
  tool: (ds) => insert(ds, CourseTool, { title: 'Matrix tool', toolType: 'calculator', category: 'Deals' }),
  /** An inactive video with a real (tiny) file in MEDIA_DIR, so admins can stream it. */
  video: async (ds) => {
    const filename = `${randomUUID()}.mp4`;
    const dir = process.env.MEDIA_DIR!;
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, filename), Buffer.from('00000018667479706d703432', 'hex'));
    return insert(ds, Video, {
      title: 'Matrix video',
      filename,
      originalName: 'matrix.mp4',
      mimeType: 'video/mp4',
      size: 12,
    });
  },
  /** A course-platform event that failed for good (an unknown topic: retried, it is simply ignored). */
  failedWebhookEvent: (ds) =>
    insert(ds, WebhookEvent, {
      eventId: `matrix-${randomBytes(6).toString('hex')}`,
      topic: 'matrix.unknown',
      payload: {},
      status: 'failed',
      attempts: 5,
      lastError: 'Matrix failure',
    }),
  visitor: async (ds) =>
    (
      await ds.query<Array<{ id: string }>>(
        `INSERT INTO visitors ("sessionId", "landingPage") VALUES ($1, '/') RETURNING id`,
        [`matrix-${randomBytes(6).toString('hex')}`],
      )
    )[0].id,
  suppression: (ds) =>
    insert(ds, Suppression, {
      value: `matrix-${randomBytes(6).toString('hex')}.test`,
      kind: 'domain',
      reason: 'manual',
    }),
  /** Not a record: the part of the marketing report a CSV download names in its path. */
  analyticsTable: () => Promise.resolve('daily'),
} satisfies Record<string, FixtureFactory>;

export type FixtureName = keyof typeof FIXTURES;
