import { Injectable } from '@nestjs/common';
import { SettingsService } from '../../../core/settings/settings.service';
import { CC_QUOTA_PAUSE_SETTING } from '../campaigns.constants';

/** The next 00:00 UTC after `now`: when Constant Contact's daily request quota resets. */
export function nextUtcMidnight(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/**
 * The daily quota (10,000 requests a day) is shared by every replica: once Constant Contact answers
 * quota_exceeded, contact sync pauses until the quota resets, instead of retrying into the same wall.
 */
@Injectable()
export class ConstantContactQuota {
  constructor(private readonly settings: SettingsService) {}

  /** When the sync may resume, or null when it is not paused. */
  async pausedUntil(now = Date.now()): Promise<Date | null> {
    const row = await this.settings.get<{ until?: string }>(CC_QUOTA_PAUSE_SETTING);
    const until = row?.until ? new Date(row.until) : null;
    return until && until.getTime() > now ? until : null;
  }

  async pauseUntilReset(): Promise<Date> {
    const until = nextUtcMidnight();
    await this.settings.set(CC_QUOTA_PAUSE_SETTING, { until: until.toISOString() });
    return until;
  }
}
