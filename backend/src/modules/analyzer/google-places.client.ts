import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../../core/config/app-config';
import { ProviderCause, ProviderError } from '../../core/http-client/provider-error';
import { ProviderHttp } from '../../core/http-client/provider-http';
import { PROVIDER_TIMEOUT_MS } from './analyzer.constants';

export interface AddressPrediction {
  place_id: string;
  description: string;
  structured_formatting: { main_text: string; secondary_text: string };
}

export interface PlaceAddress {
  /** Street number and street ("123 Main Street"), the first part of a RentCast address. */
  street: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  county: string | null;
  formattedAddress: string | null;
  latitude: number | null;
  longitude: number | null;
}

interface AddressComponent {
  longText?: string;
  shortText?: string;
  types?: string[];
}

interface AutocompleteAnswer {
  suggestions?: Array<{
    placePrediction?: {
      placeId?: string;
      text?: { text?: string };
      structuredFormat?: { mainText?: { text?: string }; secondaryText?: { text?: string } };
    };
  }>;
}

interface DetailsAnswer {
  formattedAddress?: string;
  addressComponents?: AddressComponent[];
  location?: { latitude?: number; longitude?: number };
}

export const GOOGLE_PLACES = 'Google Places';

/**
 * Google's error model (google.rpc.Status with an ErrorInfo reason) turned into causes:
 * - 429 RESOURCE_EXHAUSTED over a per-minute quota is a throttle: retried with backoff (both calls are reads, the
 *   autocomplete POST included); over a per-day quota it is spent until Google resets it: not retried.
 * - 400 INVALID_ARGUMENT with reason API_KEY_INVALID is a credentials problem, not a bad request.
 * - 403 PERMISSION_DENIED with reason SERVICE_DISABLED: the key's project has not enabled Places API (New) (a key
 *   made for the legacy Places API); the detail starts with SERVICE_DISABLED so callers can say so.
 */
export function classifyGoogle(status: number, body: unknown): { reason: ProviderCause; detail: string } | undefined {
  const reason = errorInfoReason(body);
  if (status === 429)
    return /per day/i.test(googleMessage(body))
      ? { reason: 'quota-exhausted', detail: googleMessage(body) }
      : { reason: 'throttled', detail: googleMessage(body) };
  if (status === 400 && reason === 'API_KEY_INVALID') return { reason: 'denied', detail: googleMessage(body) };
  if (status === 403 && reason === 'SERVICE_DISABLED')
    return { reason: 'denied', detail: `SERVICE_DISABLED: ${googleMessage(body)}` };
  return undefined;
}

/** Google refused the key because Places API (New) is not enabled for its project. */
export const isPlacesApiNotEnabled = (err: ProviderError) =>
  err.provider === GOOGLE_PLACES && err.reason === 'denied' && err.message.includes('SERVICE_DISABLED');
/** Only what the form uses: Google bills Place Details (New) by the fields asked for. */
const DETAILS_FIELD_MASK = 'addressComponents,location,formattedAddress';

/**
 * Places API (New) (docs/integrations.md): Autocomplete (POST /v1/places:autocomplete) and Place Details
 * (GET /v1/places/{id}) with the key in X-Goog-Api-Key, US addresses only. The same session token goes with the
 * autocomplete calls of one search and the details call that ends it, so Google bills it as one session.
 */
@Injectable()
export class GooglePlacesClient {
  private readonly http: ProviderHttp;

  constructor(@Inject(ConfigService) private readonly config: AppConfig) {
    this.http = new ProviderHttp({
      provider: GOOGLE_PLACES,
      timeoutMs: PROVIDER_TIMEOUT_MS,
      classify: classifyGoogle,
    });
  }

  get configured(): boolean {
    return !!this.config.get('GOOGLE_PLACES_API_KEY', { infer: true });
  }

  async autocomplete(input: string, sessionToken?: string): Promise<AddressPrediction[]> {
    const { body } = await this.http.send<AutocompleteAnswer>({
      method: 'POST',
      url: this.url('places:autocomplete'),
      headers: this.headers(),
      idempotent: true,
      body: {
        input,
        includedRegionCodes: ['us'],
        includedPrimaryTypes: ['street_address', 'premise', 'subpremise'],
        ...(sessionToken ? { sessionToken } : {}),
      },
    });
    return (body?.suggestions ?? []).flatMap(({ placePrediction: p }) => {
      const description = p?.text?.text;
      if (!p?.placeId || !description) return [];
      return [
        {
          place_id: p.placeId,
          description,
          structured_formatting: {
            main_text: p.structuredFormat?.mainText?.text ?? description.split(',')[0],
            secondary_text: p.structuredFormat?.secondaryText?.text ?? '',
          },
        },
      ];
    });
  }

  /** The address parts of a place, or null when Google does not know the place. */
  async details(placeId: string, sessionToken?: string): Promise<PlaceAddress | null> {
    const url = this.url(`places/${encodeURIComponent(placeId)}`);
    if (sessionToken) url.searchParams.set('sessionToken', sessionToken);
    try {
      const { body } = await this.http.send<DetailsAnswer>({
        method: 'GET',
        url,
        headers: { ...this.headers(), 'X-Goog-FieldMask': DETAILS_FIELD_MASK },
      });
      return toAddress(body);
    } catch (err) {
      if (err instanceof ProviderError && err.reason === 'not-found') return null;
      throw err;
    }
  }

  private url(path: string): URL {
    const base = this.config.get('GOOGLE_PLACES_BASE_URL', { infer: true }).replace(/\/$/, '');
    return new URL(`${base}/${path}`);
  }

  private headers(): Record<string, string> {
    return { 'X-Goog-Api-Key': this.config.get('GOOGLE_PLACES_API_KEY', { infer: true }) ?? '' };
  }
}

function toAddress(body: DetailsAnswer | null): PlaceAddress | null {
  const components = body?.addressComponents;
  if (!components?.length) return null;
  const find = (type: string) => components.find((c) => c.types?.includes(type));
  const number = find('street_number')?.longText;
  const route = find('route')?.longText;
  return {
    street: number && route ? `${number} ${route}` : (route ?? null),
    city: (find('locality') ?? find('postal_town') ?? find('sublocality') ?? find('neighborhood'))?.longText ?? null,
    state: find('administrative_area_level_1')?.shortText ?? null,
    zipCode: find('postal_code')?.longText ?? null,
    county: find('administrative_area_level_2')?.longText ?? null,
    formattedAddress: body?.formattedAddress ?? null,
    latitude: body?.location?.latitude ?? null,
    longitude: body?.location?.longitude ?? null,
  };
}

/** The ErrorInfo reason of a google.rpc.Status error (API_KEY_INVALID, SERVICE_DISABLED, ...). */
function errorInfoReason(body: unknown): string | undefined {
  const details = (body as { error?: { details?: unknown } } | null)?.error?.details;
  if (!Array.isArray(details)) return undefined;
  for (const d of details as Array<Record<string, unknown>>)
    if (d?.['@type'] === 'type.googleapis.com/google.rpc.ErrorInfo' && typeof d.reason === 'string') return d.reason;
  return undefined;
}

function googleMessage(body: unknown): string {
  const error = (body as { error?: { status?: string; message?: string } } | null)?.error;
  return [error?.status, error?.message].filter(Boolean).join(': ') || 'no message';
}
