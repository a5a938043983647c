import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../../core/config/app-config';
import { ProviderError } from '../../core/http-client/provider-error';
import { ProviderHttp } from '../../core/http-client/provider-http';
import { PROVIDER_TIMEOUT_MS } from './analyzer.constants';

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

export interface Comparable {
  address: string;
  /** Listed price (value estimate) or monthly rent (rent estimate). */
  price: number;
  /** Miles from the subject property. */
  distance: number | null;
  /** When it was listed (ISO date). */
  listedDate: string | null;
  squareFeet: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
}

export interface Estimate {
  /** The value estimate (sale price) or the monthly rent estimate. */
  estimate: number;
  low: number;
  high: number;
  comparables: Comparable[];
}

interface RentCastProperty {
  city?: string;
  state?: string;
  zipCode?: string;
  county?: string;
  squareFootage?: number;
  bedrooms?: number;
  bathrooms?: number;
  lotSize?: number;
}

interface RentCastComparable {
  formattedAddress?: string;
  price?: number;
  distance?: number;
  listedDate?: string;
  squareFootage?: number;
  bedrooms?: number;
  bathrooms?: number;
}

interface RentCastEstimate {
  price?: number;
  priceRangeLow?: number;
  priceRangeHigh?: number;
  rent?: number;
  rentRangeLow?: number;
  rentRangeHigh?: number;
  comparables?: RentCastComparable[];
}

export const RENTCAST = 'RentCast';
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * RentCast (docs/integrations.md): property records (GET /v1/properties?address=), the value estimate with its sale
 * comparables (GET /v1/avm/value) and the long-term rent estimate (GET /v1/avm/rent/long-term), with the
 * X-Api-Key header. Addresses go in RentCast's documented form "Street, City, State Zip" (rentcast-address.ts).
 */
@Injectable()
export class RentCastClient {
  private readonly http = new ProviderHttp({ provider: RENTCAST, timeoutMs: PROVIDER_TIMEOUT_MS });

  constructor(@Inject(ConfigService) private readonly config: AppConfig) {}

  get configured(): boolean {
    return !!this.config.get('RENTCAST_API_KEY', { infer: true });
  }

  /** The property record at this address, or null when RentCast has none. */
  async lookup(address: string): Promise<PropertyFacts | null> {
    // Looking one property up by address: no other search parameter (RentCast's property records reference).
    const records = await this.get<RentCastProperty[]>('properties', { address });
    if (!records) return null;
    if (!Array.isArray(records)) throw new ProviderError(RENTCAST, 'unavailable', 'answer is not an array');
    const p = records[0];
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

  /** The value estimate (what the property would sell for) with its comparable sales, or null when unknown. */
  async valueEstimate(address: string, facts: Partial<Record<'squareFootage' | 'bedrooms' | 'bathrooms', number>>) {
    const answer = await this.get<RentCastEstimate>('avm/value', { address, ...stringify(facts), compCount: '5' });
    return answer && toEstimate(answer.price, answer.priceRangeLow, answer.priceRangeHigh, answer.comparables);
  }

  /** The long-term rent estimate with its comparable rentals, or null when unknown. */
  async rentEstimate(address: string, facts: Partial<Record<'squareFootage' | 'bedrooms' | 'bathrooms', number>>) {
    const answer = await this.get<RentCastEstimate>('avm/rent/long-term', {
      address,
      ...stringify(facts),
      compCount: '5',
    });
    return answer && toEstimate(answer.rent, answer.rentRangeLow, answer.rentRangeHigh, answer.comparables);
  }

  /** GET with the key; RentCast's 404 ("no results") is null. */
  private async get<T>(path: string, query: Record<string, string>): Promise<T | null> {
    const base = this.config.get('RENTCAST_BASE_URL', { infer: true }).replace(/\/$/, '');
    const url = new URL(`${base}/${path}`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    try {
      const { body } = await this.http.send<T>({
        method: 'GET',
        url,
        headers: { 'X-Api-Key': this.config.get('RENTCAST_API_KEY', { infer: true }) ?? '' },
      });
      return body;
    } catch (err) {
      if (err instanceof ProviderError && err.reason === 'not-found') return null;
      throw err;
    }
  }
}

function stringify(facts: Record<string, number | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(facts)
      .filter(([, v]) => typeof v === 'number' && Number.isFinite(v) && v > 0)
      .map(([k, v]) => [k, String(v)]),
  );
}

function toEstimate(
  estimate: number | undefined,
  low: number | undefined,
  high: number | undefined,
  comparables: RentCastComparable[] | undefined,
): Estimate | null {
  if (typeof estimate !== 'number' || !Number.isFinite(estimate)) return null;
  return {
    estimate,
    low: num(low) ?? estimate,
    high: num(high) ?? estimate,
    comparables: (comparables ?? [])
      .filter((c) => str(c.formattedAddress) && num(c.price) !== null)
      .map((c) => ({
        address: str(c.formattedAddress) as string,
        price: num(c.price) as number,
        distance: num(c.distance),
        listedDate: str(c.listedDate),
        squareFeet: num(c.squareFootage),
        bedrooms: num(c.bedrooms),
        bathrooms: num(c.bathrooms),
      })),
  };
}
