import { Injectable, Logger } from '@nestjs/common';
import { SettingsService } from '../../core/settings/settings.service';
import { StudentProvisioningService } from './student-provisioning.service';
import { RECONCILE_CURSOR_KEY, THINKIFIC_MESSAGES } from './thinkific.constants';
import { ThinkificClient } from './thinkific.client';
import { ThinkificMirrorService } from './thinkific-mirror.service';
import { normalisePercent, splitName, toDate } from './thinkific-values';
import { ThinkificApiEnrollment } from './thinkific.types';

export interface ReconcileResult {
  configured: boolean;
  enrollments: number;
}

/**
 * Nightly reconciliation: pulls the enrollments updated since the last successful run and upserts them,
 * provisioning a student whose purchase webhook was missed (one credentials e-mail, as for webhooks).
 */
@Injectable()
export class ThinkificReconcileService {
  private readonly logger = new Logger(ThinkificReconcileService.name);

  constructor(
    private readonly client: ThinkificClient,
    private readonly settings: SettingsService,
    private readonly mirror: ThinkificMirrorService,
    private readonly provisioning: StudentProvisioningService,
  ) {}

  async run(): Promise<ReconcileResult> {
    if (!this.client.configured) {
      this.logger.log(`Reconciliation skipped: ${THINKIFIC_MESSAGES.apiNotConfigured}`);
      return { configured: false, enrollments: 0 };
    }
    const startedAt = new Date();
    const cursor = await this.settings.get<{ lastRunAt?: string }>(RECONCILE_CURSOR_KEY);
    const since = cursor?.lastRunAt ? new Date(cursor.lastRunAt) : null;
    const enrollments = await this.client.listEnrollments(since);
    for (const e of enrollments) await this.upsert(e);
    await this.settings.set(RECONCILE_CURSOR_KEY, { lastRunAt: startedAt.toISOString() });
    this.logger.log(
      `Thinkific reconciliation: ${enrollments.length} enrollments since ${since?.toISOString() ?? 'the beginning'}`,
    );
    return { configured: true, enrollments: enrollments.length };
  }

  private async upsert(e: ThinkificApiEnrollment): Promise<void> {
    const thinkificUserId = String(e.user_id);
    let userId = (await this.mirror.findStudent(thinkificUserId, e.user_email))?.id ?? null;
    if (!userId && e.user_email && !e.expired) {
      const [firstName, lastName] = splitName(e.user_name);
      userId = await this.provisioning.provision({ email: e.user_email, thinkificUserId, firstName, lastName });
    }
    const course = await this.mirror.upsertCourse({ thinkificCourseId: String(e.course_id), name: e.course_name });
    const pct = normalisePercent(e.percentage_completed, 'api');
    await this.mirror.upsertEnrollment({
      thinkificEnrollmentId: String(e.id),
      courseId: course.id,
      userId,
      thinkificUserId,
      enrollmentStatus: e.expired ? 'expired' : 'active',
      percentageCompleted: pct,
      startedAt: toDate(e.started_at) ?? undefined,
      activatedAt: toDate(e.activated_at) ?? undefined,
      completedAt: toDate(e.completed_at) ?? undefined,
      expiresAt: toDate(e.expiry_date) ?? undefined,
    });
  }
}
