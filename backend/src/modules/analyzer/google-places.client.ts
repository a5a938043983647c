import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../../core/config/app-config';
import { getJson, ProviderError } from './provider-call';

export interface AddressPrediction {
  place_id: string;
  description: string;
  structured_formatting: { main_text: string; secondary_text: string };
}

export interface PlaceAddress {
  city: string | null;
  state: string | null;
  zipCode: string | null;
  county: string | null;
}

interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

interface PlacesAnswer {
  status?: string;
  error_message?: string;
  predictions?: Array<{
    place_id?: string;
    description?: string;
    structured_formatting?: { main_text?: string; secondary_text?: string };
  }>;
  result?: { address_components?: AddressComponent[] };
}

const PROVIDER = 'Google Places';

/**
 * Google Places Autocomplete and Place Details (the JSON web service format: `status` OK / ZERO_RESULTS /
 * REQUEST_DENIED / OVER_QUERY_LIMIT / INVALID_REQUEST...). The same session token goes with the
 * autocomplete calls of one search and the details call that ends it, so Google bills it as one session.
 */
@Injectable()
export class GooglePlacesClient {
  constructor(@Inject(ConfigService) private readonly config: AppConfig) {}

  get configured(): boolean {
    return !!this.config.get('GOOGLE_PLACES_API_KEY', { infer: true });
  }

  async autocomplete(input: string, sessionToken?: string): Promise<AddressPrediction[]> {
    const answer = await this.call('autocomplete', {
      input,
      types: 'address',
      components: 'country:us',
      sessiontoken: sessionToken,
    });
    return (answer.predictions ?? [])
      .filter((p) => p.place_id && p.description)
      .map((p) => ({
        place_id: p.place_id as string,
        description: p.description as string,
        structured_formatting: {
          main_text: p.structured_formatting?.main_text ?? (p.description as string).split(',')[0],
          secondary_text: p.structured_formatting?.secondary_text ?? '',
        },
      }));
  }

  /** The address parts of a place, or null when Google does not know the place. */
  async details(placeId: string, sessionToken?: string): Promise<PlaceAddress | null> {
    const answer = await this.call('details', {
      place_id: placeId,
      fields: 'address_component',
      sessiontoken: sessionToken,
    });
    const components = answer.result?.address_components;
    if (!components) return null;
    const find = (type: string) => components.find((c) => c.types.includes(type));
    return {
      city: (find('locality') ?? find('postal_town') ?? find('sublocality') ?? find('neighborhood'))?.long_name ?? null,
      state: find('administrative_area_level_1')?.short_name ?? null,
      zipCode: find('postal_code')?.long_name ?? null,
      county: find('administrative_area_level_2')?.long_name ?? null,
    };
  }

  private async call(
    endpoint: 'autocomplete' | 'details',
    params: Record<string, string | undefined>,
  ): Promise<PlacesAnswer> {
    const base = this.config.get('GOOGLE_PLACES_BASE_URL', { infer: true }).replace(/\/$/, '');
    const url = new URL(`${base}/${endpoint}/json`);
    for (const [k, v] of Object.entries(params)) if (v) url.searchParams.set(k, v);
    url.searchParams.set('key', this.config.get('GOOGLE_PLACES_API_KEY', { infer: true }) ?? '');
    const { status, body } = await getJson(PROVIDER, url);
    const answer = (body && typeof body === 'object' ? body : {}) as PlacesAnswer;
    if (status === 429 || answer.status === 'OVER_QUERY_LIMIT')
      throw new ProviderError(PROVIDER, 'over-limit', answer.status ?? String(status));
    if (status === 401 || status === 403 || answer.status === 'REQUEST_DENIED') {
      throw new ProviderError(PROVIDER, 'denied', answer.error_message ?? answer.status ?? String(status));
    }
    if (status >= 400) throw new ProviderError(PROVIDER, 'failed', `HTTP ${status}`);
    if (answer.status === 'OK' || answer.status === 'ZERO_RESULTS' || answer.status === 'NOT_FOUND') return answer;
    throw new ProviderError(PROVIDER, 'failed', `${answer.status ?? 'no status'}: ${answer.error_message ?? ''}`);
  }
}
