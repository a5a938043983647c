import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../../core/config/app-config';
import { ProviderHttp } from '../../core/http-client/provider-http';
import { API_DEFAULT_RATE_PER_MIN, API_PAGE_LIMIT, API_TIMEOUT_MS, THINKIFIC_PROVIDER } from './thinkific.constants';
import { ThinkificApiEnrollment, ThinkificPage } from './thinkific.types';

/** Longest Retry-After the reconciliation sits through (a nightly job can wait out a minute's window). */
const MAX_RETRY_AFTER_MS = 90_000;

/**
 * The wait a 429's "RateLimit-Reset" header asks for (support.thinkific.dev "REST API Rate Limits": "<epoch_time>",
 * described both as the time the limit resets and as the milliseconds until it does), in ms from `now`:
 * a value that reads as an epoch in milliseconds or in seconds is a time; a smaller one is a delay in ms.
 */
export function rateLimitResetMs(headers: Headers, now = Date.now()): number | undefined {
  const raw = headers.get('ratelimit-reset')?.trim();
  if (!raw || !/^\d+(\.\d+)?$/.test(raw)) return undefined;
  const value = Number(raw);
  const at = value >= 1e12 ? value : value >= 1e9 ? value * 1000 : now + value;
  return Math.max(0, Math.ceil(at - now));
}

/**
 * The Thinkific Admin API (X-Auth-API-Key + X-Auth-Subdomain, page/limit pagination with meta.pagination).
 * Requests are paced to THINKIFIC_API_RATE_PER_MIN (Thinkific allows 120 a minute); a 429 waits until its
 * RateLimit-Reset (or Retry-After) and is retried; any other failure stops the walk with an error, never a partial
 * "success".
 */
@Injectable()
export class ThinkificClient {
  private readonly http: ProviderHttp;
  private nextSlot = 0;

  constructor(@Inject(ConfigService) private readonly config: AppConfig) {
    this.http = new ProviderHttp({
      provider: THINKIFIC_PROVIDER,
      timeoutMs: API_TIMEOUT_MS,
      attempts: 5,
      maxWaitMs: MAX_RETRY_AFTER_MS,
      // Over 120 requests a minute: wait until the RateLimit-Reset time (or a Retry-After, or back off) and retry.
      classify: (status, _body, headers) =>
        status === 429
          ? {
              reason: 'throttled',
              detail: 'over the rate limit (120 requests a minute)',
              retryAfterMs: rateLimitResetMs(headers),
            }
          : undefined,
    });
  }

  get configured(): boolean {
    return !!(
      this.config.get('THINKIFIC_API_KEY', { infer: true }) && this.config.get('THINKIFIC_SUBDOMAIN', { infer: true })
    );
  }

  /** Every enrollment updated after `updatedAfter` (all of them when null), following next_page to the end. */
  async listEnrollments(updatedAfter: Date | null): Promise<ThinkificApiEnrollment[]> {
    const items: ThinkificApiEnrollment[] = [];
    for (let page: number | null = 1; page;) {
      const query: Record<string, string> = { page: String(page), limit: String(API_PAGE_LIMIT) };
      if (updatedAfter) query['query[updated_after]'] = updatedAfter.toISOString();
      const res: ThinkificPage<ThinkificApiEnrollment> = await this.get('/enrollments', query);
      items.push(...(res.items ?? []));
      const next: number | null = res.meta?.pagination?.next_page ?? null;
      page = next && next > page ? next : null;
    }
    return items;
  }

  /** One cheap read (the first page of courses, one item): proves the key and subdomain work. */
  async ping(): Promise<{ courses: number }> {
    const res = await this.get<ThinkificPage<unknown>>('/courses', { page: '1', limit: '1' });
    return { courses: res.meta?.pagination?.total_items ?? res.items?.length ?? 0 };
  }

  private async get<T>(path: string, query: Record<string, string>): Promise<T> {
    await this.pace();
    const base = this.config.get('THINKIFIC_BASE_URL', { infer: true }).replace(/\/$/, '');
    const url = new URL(`${base}${path}`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const res = await this.http.send<T>({
      method: 'GET',
      url,
      headers: {
        'X-Auth-API-Key': this.config.get('THINKIFIC_API_KEY', { infer: true }) ?? '',
        'X-Auth-Subdomain': this.config.get('THINKIFIC_SUBDOMAIN', { infer: true }) ?? '',
      },
    });
    return res.body;
  }

  /** Spaces requests evenly so a long walk stays under the per-minute limit. */
  private async pace(): Promise<void> {
    const perMin = this.config.get('THINKIFIC_API_RATE_PER_MIN', { infer: true }) ?? API_DEFAULT_RATE_PER_MIN;
    const gap = 60_000 / Math.max(1, perMin);
    const now = Date.now();
    const wait = Math.max(0, this.nextSlot - now);
    this.nextSlot = Math.max(now, this.nextSlot) + gap;
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
