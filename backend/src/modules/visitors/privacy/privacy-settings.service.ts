import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../../../core/config/app-config';
import { SettingsService } from '../../../core/settings/settings.service';
import {
  type ConsentMode,
  CONSENT_MODES,
  DEFAULT_CONSENT_MODE,
  DEFAULT_PRIVACY_POLICY,
  EU_UK_COUNTRIES,
  PRIVACY_SETTING,
  PRIVACY_SETTINGS_TTL_MS,
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
 * persistent visitor id, and the privacy policy's text. Read often (every page load), so kept in memory briefly.
 */
@Injectable()
export class PrivacySettingsService {
  private cached: { value: PrivacySettings; until: number } | null = null;
  private readonly countryHeader: string;

  constructor(
    private readonly settings: SettingsService,
    @Inject(ConfigService) config: AppConfig,
  ) {
    this.countryHeader = config.get('CONSENT_COUNTRY_HEADER', { infer: true }).toLowerCase();
  }

  async get(): Promise<PrivacySettings> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.value;
    const row = await this.settings.get<Partial<PrivacySettings>>(PRIVACY_SETTING);
    const value: PrivacySettings = {
      consentMode: CONSENT_MODES.includes(row?.consentMode as ConsentMode)
        ? (row!.consentMode as ConsentMode)
        : DEFAULT_CONSENT_MODE,
      policy: row?.policy?.trim() ? row.policy : DEFAULT_PRIVACY_POLICY,
      updatedAt: row?.updatedAt ?? null,
    };
    this.cached = { value, until: Date.now() + PRIVACY_SETTINGS_TTL_MS };
    return value;
  }

  async update(change: { consentMode: ConsentMode; policy: string }): Promise<PrivacySettings> {
    const value = { ...change, updatedAt: new Date().toISOString() };
    await this.settings.set(PRIVACY_SETTING, value);
    this.cached = null;
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
