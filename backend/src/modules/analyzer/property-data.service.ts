import { BadGatewayException, HttpException, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { ProviderError } from '../../core/http-client/provider-error';
import { RateLimitService } from '../../core/rate-limit/rate-limit.service';
import {
  ADDRESS_SEARCH_QUOTA,
  PROPERTY_LOOKUP_QUOTA,
  PROVIDER_MESSAGES as M,
  ProviderQuota,
} from './analyzer.constants';
import { Refusal } from '../../core/rate-limit/rate-limit.types';
import {
  AutocompleteAddressResponseDto,
  EstimateRequestDto,
  EstimateResponseDto,
  PlaceDetailsResponseDto,
  PropertyLookupRequestDto,
  PropertyLookupResponseDto,
} from './dto/property-data.dto';
import { GOOGLE_PLACES, GooglePlacesClient, isPlacesApiNotEnabled } from './google-places.client';
import { rentcastAddress } from './rentcast-address';
import { RentCastClient } from './rentcast.client';

/** Who is calling: the quota key (the signed-in user, else the client IP) and the client IP. */
export interface ProviderCaller {
  key: string;
  ip: string;
}

/**
 * Address suggestions, place details, property facts and value/rent estimates for the analyzer and the rental
 * underwriter. Not configured → success false with a clear message (the form still works by hand); nothing found →
 * success false; provider refusing or failing → 502/503 with a message naming it. Paid RentCast calls count against
 * the caller's lookup quota.
 */
@Injectable()
export class PropertyDataService {
  private readonly logger = new Logger(PropertyDataService.name);

  constructor(
    private readonly places: GooglePlacesClient,
    private readonly rentcast: RentCastClient,
    private readonly limiter: RateLimitService,
  ) {}

  async autocomplete(
    caller: ProviderCaller,
    input: string,
    sessionToken?: string,
  ): Promise<AutocompleteAddressResponseDto> {
    await this.quota(ADDRESS_SEARCH_QUOTA, caller, M.tooManySearches);
    if (!this.places.configured) return { success: false, predictions: [], message: M.placesNotConfigured };
    const predictions = await this.guard(() => this.places.autocomplete(input, sessionToken));
    return { success: true, predictions };
  }

  async placeDetails(caller: ProviderCaller, placeId: string, sessionToken?: string): Promise<PlaceDetailsResponseDto> {
    await this.quota(ADDRESS_SEARCH_QUOTA, caller, M.tooManySearches);
    if (!this.places.configured) return { success: false, message: M.placesNotConfigured };
    const place = await this.guard(() => this.places.details(placeId, sessionToken));
    return place ? { success: true, place } : { success: false, message: M.placeNotFound };
  }

  async lookup(caller: ProviderCaller, where: PropertyLookupRequestDto): Promise<PropertyLookupResponseDto> {
    await this.quota(PROPERTY_LOOKUP_QUOTA, caller, M.tooManyLookups);
    if (!this.rentcast.configured) return { success: false, message: M.rentcastNotConfigured };
    const property = await this.rentcastCall(() => this.rentcast.lookup(addressOf(where)));
    if (property === 'not-understood') return { success: false, message: M.addressNotUnderstood };
    return property ? { success: true, property } : { success: false, message: M.propertyNotFound };
  }

  /** The "Suggested ARV": RentCast's value estimate with the comparable sales behind it. */
  valueEstimate(caller: ProviderCaller, dto: EstimateRequestDto): Promise<EstimateResponseDto> {
    return this.estimate(caller, dto, (address, facts) => this.rentcast.valueEstimate(address, facts));
  }

  /** The rental underwriter's rent estimate, with the comparable rentals behind it. */
  rentEstimate(caller: ProviderCaller, dto: EstimateRequestDto): Promise<EstimateResponseDto> {
    return this.estimate(caller, dto, (address, facts) => this.rentcast.rentEstimate(address, facts));
  }

  private async estimate(
    caller: ProviderCaller,
    dto: EstimateRequestDto,
    call: (address: string, facts: Record<string, number | undefined>) => ReturnType<RentCastClient['valueEstimate']>,
  ): Promise<EstimateResponseDto> {
    await this.quota(PROPERTY_LOOKUP_QUOTA, caller, M.tooManyLookups);
    if (!this.rentcast.configured) return { success: false, message: M.rentcastNotConfigured };
    const facts = { squareFootage: dto.squareFeet, bedrooms: dto.bedrooms, bathrooms: dto.bathrooms };
    const estimate = await this.rentcastCall(() => call(addressOf(dto), facts));
    if (estimate === 'not-understood') return { success: false, message: M.addressNotUnderstood };
    return estimate ? { success: true, estimate } : { success: false, message: M.estimateNotFound };
  }

  /** Counts the call on all three counters of its quota at once, or refuses (429 with Retry-After). */
  private async quota(quota: ProviderQuota, caller: ProviderCaller, refusal: Refusal): Promise<void> {
    await this.limiter.reserve(
      [
        [quota.perCaller, caller.key],
        [quota.perCallerDaily, caller.key],
        [quota.perIp, caller.ip],
      ],
      refusal,
      M.limiterUnavailable,
    );
  }

  /** RentCast calls: an address it cannot parse is the caller's to fix, not a provider failure. */
  private async rentcastCall<T>(call: () => Promise<T>): Promise<T | 'not-understood'> {
    try {
      return await this.guard(call);
    } catch (err) {
      if (err instanceof ProviderError && err.reason === 'rejected') return 'not-understood';
      throw err instanceof ProviderError ? this.toHttp(err) : err;
    }
  }

  private async guard<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      this.logger.warn(err.message);
      if (err.reason === 'rejected' && err.provider !== GOOGLE_PLACES) throw err;
      throw this.toHttp(err);
    }
  }

  private toHttp(err: ProviderError): HttpException {
    const google = err.provider === GOOGLE_PLACES;
    if (err.reason === 'throttled' || err.reason === 'quota-exhausted')
      return new ServiceUnavailableException(google ? M.placesOverLimit : M.rentcastOverLimit);
    if (err.reason === 'denied') {
      if (isPlacesApiNotEnabled(err)) return new BadGatewayException(M.placesNotEnabled);
      return new BadGatewayException(google ? M.placesDenied : M.rentcastDenied);
    }
    return new BadGatewayException(google ? M.placesFailed : M.rentcastFailed);
  }
}

const addressOf = (where: PropertyLookupRequestDto) =>
  rentcastAddress({ street: where.address, city: where.city, state: where.state, zipCode: where.zipCode });
