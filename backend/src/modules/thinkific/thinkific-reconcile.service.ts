import { Injectable, Logger } from '@nestjs/common';
import { SettingsService } from '../../core/settings/settings.service';
import { normalizeEmail } from '../../core/validation/transforms';
import { VisitorsService } from '../visitors/visitors.service';
import { StudentProvisioningService } from './student-provisioning.service';
import { RECONCILE_CURSOR_KEY, THINKIFIC_MESSAGES } from './thinkific.constants';
import { ThinkificClient } from './thinkific.client';
import { ThinkificMirrorService } from './thinkific-mirror.service';
import { enrollmentStatusOf, normalisePercent, splitName, toDate } from './thinkific-values';
import { ThinkificApiEnrollment } from './thinkific.types';

export interface ReconcileResult {
  configured: boolean;
  /** Enrollments read from the API and applied. */
  enrollments: number;
  /** True for the first run: history imported, nobody provisioned or mailed. */
  firstRun: boolean;
  /** Students created (and mailed) for purchases whose webhook was missed. */
  provisioned: number;
}

export interface InviteResult {
  invited: number;
}

/**
 * Nightly reconciliation: pulls the enrollments updated since the last complete run and applies them in the
 * platform's order (updated_at). The first run imports history without creating accounts or mailing anyone;
 * an admin invites those buyers explicitly. Later runs provision a buyer whose purchase webhook was missed. Every
 * paid enrollment (not a free trial) marks its buyer's visitor as purchased at the enrollment's own time.
 * The cursor only moves after a complete walk, so a failed run is repeated in full the next night.
 */
@Injectable()
export class ThinkificReconcileService {
  private readonly logger = new Logger(ThinkificReconcileService.name);

  constructor(
    private readonly client: ThinkificClient,
    private readonly settings: SettingsService,
    private readonly mirror: ThinkificMirrorService,
    private readonly provisioning: StudentProvisioningService,
    private readonly visitors: VisitorsService,
  ) {}

  async run(): Promise<ReconcileResult> {
    if (!this.client.configured) {
      this.logger.log(`Reconciliation skipped: ${THINKIFIC_MESSAGES.apiNotConfigured}`);
      return { configured: false, enrollments: 0, firstRun: false, provisioned: 0 };
    }
    const startedAt = new Date();
    const cursor = await this.settings.get<{ lastRunAt?: string }>(RECONCILE_CURSOR_KEY);
    const since = cursor?.lastRunAt ? new Date(cursor.lastRunAt) : null;
    const enrollments = await this.client.listEnrollments(since);
    let provisioned = 0;
    for (const e of enrollments) if (await this.apply(e, { provision: !!since })) provisioned++;
    await this.settings.set(RECONCILE_CURSOR_KEY, { lastRunAt: startedAt.toISOString() });
    this.logger.log(
      `Thinkific reconciliation: ${enrollments.length} enrollments since ${since?.toISOString() ?? 'the beginning'}` +
        (since ? `, ${provisioned} students provisioned` : ' (first run: history imported, nobody mailed)'),
    );
    return { configured: true, enrollments: enrollments.length, firstRun: !since, provisioned };
  }

  /** How many imported buyers have no student account yet (what an invite would mail). */
  historicalBuyers(): Promise<number> {
    return this.mirror.countUnclaimedBuyers();
  }

  /** Creates and mails the accounts of imported buyers (the admin's explicit action). */
  async inviteHistoricalBuyers(): Promise<InviteResult> {
    let invited = 0;
    for (const e of await this.mirror.unclaimedBuyers()) {
      const [firstName, lastName] = splitName(e.userName);
      const userId = await this.provisioning.provision({
        email: e.userEmail!,
        thinkificUserId: e.thinkificUserId,
        firstName,
        lastName,
        purchasedAt: e.activatedAt ?? e.startedAt,
      });
      await this.mirror.claim(e.id, userId);
      invited++;
    }
    this.logger.log(`Thinkific: ${invited} historical buyers invited`);
    return { invited };
  }

  /** Applies one API enrollment; true when a student was provisioned for it. */
  private async apply(e: ThinkificApiEnrollment, o: { provision: boolean }): Promise<boolean> {
    const thinkificUserId = String(e.user_id);
    const freeTrial = e.is_free_trial === true;
    const expiresAt = toDate(e.expiry_date);
    const status = enrollmentStatusOf(
      { expired: e.expired, expiresAt, completed: !!e.completed || !!e.completed_at, freeTrial },
      new Date(),
    );
    // The purchase happened when the platform activated (else created) the enrollment, not when we read it.
    const purchasedAt = toDate(e.activated_at) ?? toDate(e.created_at) ?? new Date();
    let userId = (await this.mirror.findStudent(thinkificUserId, e.user_email))?.id ?? null;
    let provisioned = false;
    if (!userId && o.provision && e.user_email && status !== 'expired' && !freeTrial) {
      const [firstName, lastName] = splitName(e.user_name);
      userId = await this.provisioning.provision({
        email: e.user_email,
        thinkificUserId,
        firstName,
        lastName,
        purchasedAt,
      });
      provisioned = true;
    } else if (e.user_email && !freeTrial) {
      // Every paid enrollment is a purchase, whether or not its buyer has (or gets) an account now: a buyer whose
      // webhook was missed is attributed here (once; later runs change nothing).
      await this.visitors.markPurchased(e.user_email, purchasedAt);
    }
    const course = await this.mirror.upsertCourse({ thinkificCourseId: String(e.course_id), name: e.course_name });
    await this.mirror.applyEnrollment(
      {
        thinkificEnrollmentId: String(e.id),
        courseId: course.id,
        userId,
        thinkificUserId,
        enrollmentStatus: status,
        percentageCompleted: normalisePercent(e.percentage_completed, 'api'),
        startedAt: toDate(e.started_at) ?? undefined,
        activatedAt: toDate(e.activated_at) ?? undefined,
        completedAt: toDate(e.completed_at),
        expiresAt,
        isFreeTrial: freeTrial,
        userEmail: e.user_email ? normalizeEmail(e.user_email) : undefined,
        userName: e.user_name?.trim().slice(0, 200) || undefined,
      },
      toDate(e.updated_at) ?? new Date(),
    );
    return provisioned;
  }
}
