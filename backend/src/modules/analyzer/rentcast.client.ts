import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../../core/config/app-config';
import { getJson, ProviderError } from './provider-call';

/** Spec 2 §3 "Property lookup result". */
export interface PropertyFacts {
  city: string | null;
  state: string | null;
  zipCode: string | null;
  county: string | null;
  squareFeet: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  lotSize: number | null;
}

interface RentCastProperty {
  formattedAddress?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  county?: string;
  squareFootage?: number;
  bedrooms?: number;
  bathrooms?: number;
  lotSize?: number;
}

const PROVIDER = 'RentCast';
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** RentCast property records: GET /v1/properties?address=... with the X-Api-Key header; answers an array. */
@Injectable()
export class RentCastClient {
  constructor(@Inject(ConfigService) private readonly config: AppConfig) {}

  get configured(): boolean {
    return !!this.config.get('RENTCAST_API_KEY', { infer: true });
  }

  /** The first matching property record, or null when RentCast has none for the address. */
  async lookup(address: string): Promise<PropertyFacts | null> {
    const base = this.config.get('RENTCAST_BASE_URL', { infer: true }).replace(/\/$/, '');
    const url = new URL(`${base}/properties`);
    url.searchParams.set('address', address);
    url.searchParams.set('limit', '1');
    const { status, body } = await getJson(PROVIDER, url, {
      'X-Api-Key': this.config.get('RENTCAST_API_KEY', { infer: true }) ?? '',
    });
    if (status === 404) return null;
    if (status === 401 || status === 403) throw new ProviderError(PROVIDER, 'denied', `HTTP ${status}`);
    if (status === 429) throw new ProviderError(PROVIDER, 'over-limit', 'HTTP 429');
    if (status >= 400) throw new ProviderError(PROVIDER, 'failed', `HTTP ${status}`);
    if (!Array.isArray(body)) throw new ProviderError(PROVIDER, 'failed', 'answer is not an array');
    const p = body[0] as RentCastProperty | undefined;
    if (!p) return null;
    return {
      city: str(p.city),
      state: str(p.state),
      zipCode: str(p.zipCode),
      county: str(p.county),
      squareFeet: num(p.squareFootage),
      bedrooms: num(p.bedrooms),
      bathrooms: num(p.bathrooms),
      lotSize: num(p.lotSize),
    };
  }
}
