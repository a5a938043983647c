import { Injectable, Logger, OnApplicationShutdown, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { toErrorBody } from '../../core/http/filters/all-exceptions.filter';
import { VisitorActionType } from './entities/visitor-action.entity';
import {
  ACTION_FLUSH_INTERVAL_MS,
  ACTION_FLUSH_MAX_BATCH,
  ACTION_FLUSH_RETRY_MS,
  ACTION_MAX_PENDING,
} from './visitors.constants';
import { errorText } from '../../core/errors';
import { INSERT_ACTIONS_SQL, TOUCH_VISITORS_SQL } from './visitors.queries';

interface PendingAction {
  visitorId: string;
  action: VisitorActionType;
  actionData: string;
  createdAt: Date;
}

/** jsonb cannot hold U+0000: it is dropped from strings rather than failing the whole row. */
const withoutNul = (_key: string, value: unknown) =>
  typeof value === 'string' ? value.replaceAll('\u0000', '') : value;

/**
 * Write-behind buffer for the hottest public endpoint: actions are collected in memory and written
 * in one multi-row INSERT (plus one UPDATE of lastVisitedAt per distinct visitor) every
 * ACTION_FLUSH_INTERVAL_MS, or at once when ACTION_FLUSH_MAX_BATCH are waiting. The buffer is
 * flushed on shutdown. Rows of visitors deleted meanwhile are skipped by the INSERT itself.
 */
@Injectable()
export class VisitorActionsWriter implements OnApplicationShutdown {
  private readonly logger = new Logger(VisitorActionsWriter.name);
  private pending: PendingAction[] = [];
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<void> = Promise.resolve();

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  add(visitorId: string, action: VisitorActionType, actionData: Record<string, unknown>): void {
    // An acknowledged action must reach the database: when an outage has filled the buffer, refuse instead.
    if (this.pending.length >= ACTION_MAX_PENDING)
      throw new ServiceUnavailableException('Service temporarily unavailable. Please try again shortly.');
    this.pending.push({ visitorId, action, actionData: JSON.stringify(actionData, withoutNul), createdAt: new Date() });
    if (this.pending.length >= ACTION_FLUSH_MAX_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), ACTION_FLUSH_INTERVAL_MS);
  }

  /** Writes everything waiting; resolves when it is in the database. Batches are written one after the other. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    if (!batch.length) return this.inFlight;
    this.inFlight = this.inFlight.then(() => this.write(batch));
    return this.inFlight;
  }

  async onApplicationShutdown() {
    await this.flush();
  }

  private async write(batch: PendingAction[]): Promise<void> {
    try {
      await this.insert(batch);
    } catch (err) {
      if (toErrorBody(err).statusCode === 503) {
        // Database unreachable: keep the batch (ahead of newer actions) and try again shortly.
        this.logger.error(`Could not record ${batch.length} visitor action(s), will retry: ${errorText(err)}`);
        this.pending = batch.concat(this.pending);
        this.timer ??= setTimeout(() => void this.flush(), ACTION_FLUSH_RETRY_MS);
        return;
      }
      // A row the database refuses must not take the others with it: write them one by one.
      if (batch.length > 1) {
        for (const one of batch) await this.write([one]);
        return;
      }
      this.logger.error(`Could not record a visitor action: ${errorText(err)}`);
      return;
    }
    try {
      await this.touchVisitors(batch);
    } catch (err) {
      this.logger.error(`Could not update lastVisitedAt for ${batch.length} visitor action(s): ${errorText(err)}`);
    }
  }

  private async insert(batch: PendingAction[]): Promise<void> {
    await this.db.query(INSERT_ACTIONS_SQL, [
      batch.map((p) => p.visitorId),
      batch.map((p) => p.action),
      batch.map((p) => p.actionData),
      batch.map((p) => p.createdAt),
    ]);
  }

  private async touchVisitors(batch: PendingAction[]): Promise<void> {
    const lastSeen = new Map<string, Date>();
    for (const p of batch) lastSeen.set(p.visitorId, p.createdAt);
    const ids = [...lastSeen.keys()].sort();
    await this.db.query(TOUCH_VISITORS_SQL, [ids, ids.map((id) => lastSeen.get(id))]);
  }
}
