import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../../core/config/app-config';
import { API_MAX_PAGES, API_PAGE_LIMIT, API_TIMEOUT_MS } from './thinkific.constants';
import { ThinkificApiEnrollment, ThinkificPage } from './thinkific.types';
import { errorText } from '../../core/errors';

export class ThinkificApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The Thinkific Admin API (X-Auth-API-Key + X-Auth-Subdomain, page/limit pagination with meta.pagination). */
@Injectable()
export class ThinkificClient {
  constructor(@Inject(ConfigService) private readonly config: AppConfig) {}

  get configured(): boolean {
    return !!(
      this.config.get('THINKIFIC_API_KEY', { infer: true }) && this.config.get('THINKIFIC_SUBDOMAIN', { infer: true })
    );
  }

  /** Every enrollment updated after `updatedAfter` (all of them when null), following next_page. */
  async listEnrollments(updatedAfter: Date | null): Promise<ThinkificApiEnrollment[]> {
    const items: ThinkificApiEnrollment[] = [];
    let page: number | null = 1;
    for (let n = 0; page && n < API_MAX_PAGES; n++) {
      const query: Record<string, string> = { page: String(page), limit: String(API_PAGE_LIMIT) };
      if (updatedAfter) query['query[updated_after]'] = updatedAfter.toISOString();
      const res: ThinkificPage<ThinkificApiEnrollment> = await this.get('/enrollments', query);
      items.push(...(res.items ?? []));
      page = res.meta?.pagination?.next_page ?? null;
    }
    return items;
  }

  private async get<T>(path: string, query: Record<string, string>): Promise<T> {
    const base = this.config.get('THINKIFIC_BASE_URL', { infer: true }).replace(/\/$/, '');
    const url = `${base}${path}?${new URLSearchParams(query).toString()}`;
    let res: Response;
    try {
      res = await fetch(url, {
        headers: {
          'X-Auth-API-Key': this.config.get('THINKIFIC_API_KEY', { infer: true }) ?? '',
          'X-Auth-Subdomain': this.config.get('THINKIFIC_SUBDOMAIN', { infer: true }) ?? '',
          Accept: 'application/json',
        },
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
    } catch (err) {
      throw new ThinkificApiError(`Thinkific API unreachable: ${errorText(err)}`);
    }
    if (!res.ok) {
      const body = await res.text().catch(() => '');
      throw new ThinkificApiError(`Thinkific API ${path} answered ${res.status}: ${body.slice(0, 300)}`, res.status);
    }
    return (await res.json()) as T;
  }
}
