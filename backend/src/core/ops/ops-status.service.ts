import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { errorText } from '../errors';
import { onProviderCall, type ProviderCall } from '../http-client/provider-calls';
import { type MailOutcome, onMailOutcome } from '../mail/mail.metrics';
import { REDIS } from '../redis/redis.module';

const HOUR_MS = 3600_000;
/** Hourly mail counters are kept a little over a day: the ops page sums the last 24. */
const MAIL_BUCKET_TTL_SECONDS = 25 * 3600;
/** A provider's success is written at most this often per process (an error always is). */
const SUCCESS_WRITE_INTERVAL_MS = 5000;
/** A worker that has not reported for this long is shown as lost; after an hour it is forgotten. */
export const WORKER_REPORT_TTL_MS = 30_000;
const WORKER_FORGET_MS = HOUR_MS;

const KEYS = {
  mail: (outcome: MailOutcome, hour: number) => `ops:mail:${outcome}:${hour}`,
  providers: 'ops:providers',
  workers: 'ops:workers',
  workerReports: 'ops:worker-reports',
};

export interface ProviderStatus {
  provider: string;
  lastSuccessAt: string | null;
  lastErrorAt: string | null;
  lastError: string | null;
}

export interface WorkerReport {
  id: string;
  reportedAt: string;
  [key: string]: unknown;
}

let listening = false;

/**
 * What the admin ops page shows across processes, kept in Redis by every API and worker process: mail outcomes per
 * hour, each provider's last success and last error, and each worker's last health report. Writes never fail the
 * work they describe (Redis down: the figure is lost, the mail is still sent).
 */
@Injectable()
export class OpsStatusService implements OnModuleInit {
  private readonly logger = new Logger(OpsStatusService.name);
  private readonly lastSuccessWrite = new Map<string, number>();

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  onModuleInit() {
    // One set of listeners per process (the e2e tests run the API and the worker in one).
    if (listening) return;
    listening = true;
    onMailOutcome((outcome) => this.quietly(this.countMail(outcome)));
    onProviderCall((call) => this.quietly(this.recordProviderCall(call)));
  }

  async countMail(outcome: MailOutcome, at = Date.now()): Promise<void> {
    const key = KEYS.mail(outcome, Math.floor(at / HOUR_MS));
    await this.redis.multi().incr(key).expire(key, MAIL_BUCKET_TTL_SECONDS).exec();
  }

  /** Mail sent, refused and bounced in the 24 hours up to now (whole hours: the current one and the 23 before). */
  async mailLastDay(now = Date.now()): Promise<Record<MailOutcome, number>> {
    const hour = Math.floor(now / HOUR_MS);
    const hours = Array.from({ length: 24 }, (_, i) => hour - i);
    const sum = async (outcome: MailOutcome) =>
      (await this.redis.mget(hours.map((h) => KEYS.mail(outcome, h)))).reduce((n, v) => n + Number(v ?? 0), 0);
    const [sent, refused, bounced] = await Promise.all([sum('sent'), sum('refused'), sum('bounced')]);
    return { sent, refused, bounced };
  }

  async recordProviderCall(call: ProviderCall, at = Date.now()): Promise<void> {
    if (call.outcome === 'ok') {
      if (at - (this.lastSuccessWrite.get(call.provider) ?? 0) < SUCCESS_WRITE_INTERVAL_MS) return;
      this.lastSuccessWrite.set(call.provider, at);
      await this.redis.hset(KEYS.providers, `${call.provider}:lastSuccessAt`, String(at));
      return;
    }
    await this.redis.hset(KEYS.providers, {
      [`${call.provider}:lastErrorAt`]: String(at),
      [`${call.provider}:lastError`]: `${call.outcome}: ${call.error ?? ''}`.slice(0, 500),
    });
  }

  async providers(): Promise<ProviderStatus[]> {
    const fields = await this.redis.hgetall(KEYS.providers);
    const names = [...new Set(Object.keys(fields).map((f) => f.slice(0, f.lastIndexOf(':'))))].sort();
    const time = (v: string | undefined) => (v ? new Date(Number(v)).toISOString() : null);
    return names.map((provider) => ({
      provider,
      lastSuccessAt: time(fields[`${provider}:lastSuccessAt`]),
      lastErrorAt: time(fields[`${provider}:lastErrorAt`]),
      lastError: fields[`${provider}:lastError`] ?? null,
    }));
  }

  /** A worker's health report (every few seconds); the page shows workers heard from recently. */
  async reportWorker(id: string, report: Record<string, unknown>, at = Date.now()): Promise<void> {
    const entry: WorkerReport = { ...report, id, reportedAt: new Date(at).toISOString() };
    await this.redis.multi().zadd(KEYS.workers, at, id).hset(KEYS.workerReports, id, JSON.stringify(entry)).exec();
  }

  /** Every worker heard from in the last hour, with its last report and whether that report is recent. */
  async workers(now = Date.now()): Promise<Array<WorkerReport & { lost: boolean }>> {
    const gone = await this.redis.zrangebyscore(KEYS.workers, 0, now - WORKER_FORGET_MS);
    if (gone.length) {
      await this.redis
        .multi()
        .zrem(KEYS.workers, ...gone)
        .hdel(KEYS.workerReports, ...gone)
        .exec();
    }
    const ids = await this.redis.zrange(KEYS.workers, 0, -1);
    if (!ids.length) return [];
    const reports = await this.redis.hmget(KEYS.workerReports, ...ids);
    return reports
      .filter((r): r is string => r !== null)
      .map((r) => JSON.parse(r) as WorkerReport)
      .map((r) => ({ ...r, lost: now - Date.parse(r.reportedAt) > WORKER_REPORT_TTL_MS }));
  }

  private quietly(write: Promise<void>) {
    write.catch((err: unknown) => this.logger.debug(`ops figure not written: ${errorText(err)}`));
  }
}
