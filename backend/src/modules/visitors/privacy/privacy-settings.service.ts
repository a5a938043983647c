import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PublicReadCache } from '../../../core/cache/public-read-cache';
import { AppConfig } from '../../../core/config/app-config';
import { SettingsService } from '../../../core/settings/settings.service';
import {
  type ConsentMode,
  CONSENT_MODES,
  DEFAULT_CONSENT_MODE,
  DEFAULT_PRIVACY_POLICY,
  EU_UK_COUNTRIES,
  PRIVACY_SETTING,
} from './privacy.constants';

export interface PrivacySettings {
  consentMode: ConsentMode;
  policy: string;
  /** When an admin last saved them (null: the defaults). */
  updatedAt: string | null;
}

type Headers = Record<string, string | string[] | undefined>;

/**
 * The admin-edited privacy settings (kept with the other shared settings): whether to ask before keeping a
 * persistent visitor id, and the privacy policy's text. Read on every page load, so answered from the public-read
 * cache, which every replica drops at once when an admin saves them.
 */
@Injectable()
export class PrivacySettingsService {
  private readonly countryHeader: string;

  constructor(
    private readonly settings: SettingsService,
    private readonly cache: PublicReadCache,
    @Inject(ConfigService) config: AppConfig,
  ) {
    this.countryHeader = config.get('CONSENT_COUNTRY_HEADER', { infer: true }).toLowerCase();
  }

  get(): Promise<PrivacySettings> {
    return this.cache.read(PRIVACY_SETTING, async () => {
      const row = await this.settings.get<Partial<PrivacySettings>>(PRIVACY_SETTING);
      return {
        consentMode: CONSENT_MODES.includes(row?.consentMode as ConsentMode)
          ? (row!.consentMode as ConsentMode)
          : DEFAULT_CONSENT_MODE,
        policy: row?.policy?.trim() ? row.policy : DEFAULT_PRIVACY_POLICY,
        updatedAt: row?.updatedAt ?? null,
      };
    });
  }

  async update(change: { consentMode: ConsentMode; policy: string }): Promise<PrivacySettings> {
    const value = { ...change, updatedAt: new Date().toISOString() };
    await this.settings.set(PRIVACY_SETTING, value);
    await this.cache.changed(PRIVACY_SETTING);
    return this.get();
  }

  /**
   * Whether this request must ask before a persistent id is kept: always, never, or only for a visitor the proxy's
   * country header places in the EU/EEA, Switzerland or the UK (no header: asked, to be safe).
   */
  async mustAsk(headers: Headers): Promise<boolean> {
    const { consentMode } = await this.get();
    if (consentMode !== 'eu') return consentMode === 'always';
    const raw = headers[this.countryHeader];
    const country = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    return !country || country === 'XX' || EU_UK_COUNTRIES.has(country);
  }
}
