import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import { RegisterVisitorDto, VisitDto } from './dto/register-visitor.dto';
import { CountVisitResponseDto, RegisterVisitorResponseDto } from './dto/visitor-responses.dto';
import { VisitorActionDto } from './dto/visitor-action.dto';
import { updateReturning } from '../../core/database/update-returning';
import { LRUCache } from 'lru-cache';
import { normalizeEmail } from '../../core/validation/transforms';
import { AppConfig } from '../../core/config/app-config';
import { RateLimitService } from '../../core/rate-limit/rate-limit.service';
import { RateRule } from '../../core/rate-limit/rate-limit.types';
import { truncatedIp } from '../../core/http/truncated-ip';
import { VisitorActionsWriter } from './visitor-actions.writer';
import { PrivacySettingsService } from './privacy/privacy-settings.service';
import { VisitCounter } from './privacy/visit-counter.service';
import type { VisitorActionType } from './entities/visitor-action.entity';
import { Visitor } from './entities/visitor.entity';
import {
  COUNT_VISITORS_SQL,
  MARK_CONTACT_SYNCED_SQL,
  MARK_PURCHASED_SQL,
  PENDING_CONTACT_SYNC_SQL,
  UPSERT_VISIT_SQL,
  VISITOR_EXISTS_SQL,
} from './visitors.queries';
import {
  ACTION_DATA_MAX_BYTES,
  isBotUserAgent,
  KNOWN_VISITOR_CACHE_MAX,
  KNOWN_VISITOR_TTL_MS,
  VISITOR_MESSAGES,
  VISITORS_PER_IP_WINDOW_S,
} from './visitors.constants';

const CONTACT_COLUMNS = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  phoneNumber: true,
  unsubscribedAt: true,
  contactSyncedAt: true,
  consentConfirmedAt: true,
} as const;

/** What the contact sync reads of a visitor. */
export type VisitorContact = Pick<Visitor, keyof typeof CONTACT_COLUMNS>;

export interface RequestOrigin {
  /** The full client IP: used in memory (rate limits, the daily hash), stored only truncated. */
  ip: string | null;
  userAgent: string | null;
  /** The request's headers, for the country header of the "EU/UK only" consent setting. */
  headers?: Record<string, string | string[] | undefined>;
}

@Injectable()
export class VisitorsService {
  /** Visitor ids known to exist (visitors are never re-used under another id): bounded in size and age. */
  private readonly known = new LRUCache<string, true>({ max: KNOWN_VISITOR_CACHE_MAX, ttl: KNOWN_VISITOR_TTL_MS });

  private readonly perIp: RateRule;
  private readonly perIpCount: RateRule;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(Visitor) private readonly visitors: Repository<Visitor>,
    private readonly writer: VisitorActionsWriter,
    private readonly limiter: RateLimitService,
    private readonly privacy: PrivacySettingsService,
    private readonly counter: VisitCounter,
    @Inject(ConfigService) config: AppConfig,
  ) {
    const limit = config.get('VISITORS_PER_IP_PER_HOUR', { infer: true });
    this.perIp = { name: 'visitor-ip', limit, windowSeconds: VISITORS_PER_IP_WINDOW_S };
    this.perIpCount = { name: 'visit-count-ip', limit, windowSeconds: VISITORS_PER_IP_WINDOW_S };
  }

  private limit(rule: RateRule, origin: RequestOrigin): Promise<void> {
    return this.limiter.consume(rule, origin.ip ?? 'unknown', VISITOR_MESSAGES.tooMany, VISITOR_MESSAGES.unavailable);
  }

  /**
   * A visit counted without anything kept in the browser or the raw IP stored (VisitCounter); answers whether this
   * browser must ask before it may keep a visitor id.
   */
  async countVisit(dto: VisitDto, origin: RequestOrigin): Promise<CountVisitResponseDto> {
    const askConsent = await this.privacy.mustAsk(origin.headers ?? {});
    if (isBotUserAgent(origin.userAgent)) return { success: false, askConsent };
    await this.limit(this.perIpCount, origin);
    await this.counter.count(dto, origin);
    return { success: true, askConsent };
  }

  /**
   * Same sessionId → same visitor (first-touch landing page, referrer and UTM are kept; lastVisitedAt moves). Where
   * the privacy setting asks first, only with consent: without it nothing is recorded.
   */
  async registerVisitor(dto: RegisterVisitorDto, origin: RequestOrigin): Promise<RegisterVisitorResponseDto> {
    if (isBotUserAgent(origin.userAgent)) return { success: false, visitor: null };
    if (!dto.consent && (await this.privacy.mustAsk(origin.headers ?? {}))) return { success: false, visitor: null };
    await this.limit(this.perIp, origin);
    const rows: Array<Pick<Visitor, 'id'>> = await this.db.query(UPSERT_VISIT_SQL, [
      dto.sessionId,
      dto.landingPage ?? '/',
      dto.referrer ?? null,
      dto.utmSource ?? null,
      dto.utmMedium ?? null,
      dto.utmCampaign ?? null,
      dto.utmContent ?? null,
      dto.utmTerm ?? null,
      dto.firstName ?? null,
      dto.lastName ?? null,
      dto.phoneNumber ?? null,
      truncatedIp(origin.ip),
      origin.userAgent,
      dto.consent === true,
    ]);
    const id = rows[0].id;
    // Counted once today: by this row if the same person was counted without cookies earlier today.
    await this.counter.link(id, origin);
    // An e-mail given here is not attached: addresses come only from a sign-up form with consent (ConsentService).
    this.known.set(id, true);
    return { success: true, visitor: { id } };
  }

  /**
   * A paid purchase by this e-mail address at `purchasedAt` (when the platform says it happened; a time in the
   * future counts as now): the contact stops receiving drip mail, and the first purchase is attributed (its time,
   * the last campaign e-mail clicked before it) and recorded as one purchase action. Idempotent: a purchase already
   * recorded is kept as it is. The first-touch source (UTM, referrer, landing page) is already on the visitor row.
   */
  async markPurchased(email: string, purchasedAt: Date = new Date()): Promise<void> {
    // The address is unique: one contact. Only its first purchase is attributed and recorded.
    const first = await updateReturning<Pick<Visitor, 'id' | 'purchaseSendId'> & { purchasedAt: Date }>(
      this.db,
      MARK_PURCHASED_SQL,
      [normalizeEmail(email), purchasedAt],
    );
    for (const row of first)
      this.record(row.id, 'purchase', {
        emailSendId: row.purchaseSendId,
        purchasedAt: new Date(row.purchasedAt).toISOString(),
      });
  }

  /** What the contact sync needs of a visitor. */
  findContact(id: string): Promise<VisitorContact | null> {
    return this.visitors.findOne({ where: { id }, select: CONTACT_COLUMNS });
  }

  /** Contacts the contact sync has still to send: confirmed addresses, never synced, not unsubscribed. */
  async pendingContactSync(limit: number): Promise<string[]> {
    const rows: Array<Pick<Visitor, 'id'>> = await this.db.query(PENDING_CONTACT_SYNC_SQL, [limit]);
    return rows.map((r) => r.id);
  }

  /** Every visitor, counted exactly. */
  async count(): Promise<number> {
    const [row] = await this.db.query<Array<{ count: number }>>(COUNT_VISITORS_SQL);
    return row.count;
  }

  /** Records a finished contact sync (once); unsubscribed at the provider means unsubscribed here too. */
  async markContactSynced(id: string, unsubscribed: boolean): Promise<void> {
    await this.db.query(MARK_CONTACT_SYNCED_SQL, [id, unsubscribed]);
  }

  /** Stops every further campaign e-mail to this visitor. Idempotent. */
  async unsubscribe(id: string): Promise<void> {
    await this.visitors.update({ id, unsubscribedAt: IsNull() }, { unsubscribedAt: () => 'now()' });
  }

  /** Accepts the action for writing (batched); unknown visitors get a 404, bots are silently dropped. */
  async trackAction(dto: VisitorActionDto, origin: RequestOrigin): Promise<void> {
    if (isBotUserAgent(origin.userAgent)) return;
    const data = dto.actionData ?? {};
    if (JSON.stringify(data).length > ACTION_DATA_MAX_BYTES) throw new BadRequestException('actionData is too large');
    if (!(await this.exists(dto.visitorId))) throw new NotFoundException('Visitor not found');
    this.writer.add(dto.visitorId, dto.action, data);
  }

  /** Records an action the server itself observed (sign-ups, purchases); written with the same batches. */
  record(visitorId: string, action: VisitorActionType, data: Record<string, unknown> = {}): void {
    this.writer.add(visitorId, action, data);
  }

  async exists(id: string): Promise<boolean> {
    if (this.known.get(id)) return true;
    const rows: unknown[] = await this.db.query(VISITOR_EXISTS_SQL, [id]);
    if (!rows.length) return false;
    this.known.set(id, true);
    return true;
  }
}
