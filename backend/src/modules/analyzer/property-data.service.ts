import { BadGatewayException, HttpException, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { ADDRESS_SEARCH_QUOTA, PROPERTY_LOOKUP_QUOTA, PROVIDER_MESSAGES as M } from './analyzer.constants';
import { RateLimitService } from '../../core/rate-limit/rate-limit.service';
import {
  AutocompleteAddressResponseDto,
  PlaceDetailsResponseDto,
  PropertyLookupResponseDto,
} from './dto/property-data.dto';
import { GooglePlacesClient } from './google-places.client';
import { ProviderError } from './provider-call';
import { RentCastClient } from './rentcast.client';

/**
 * Address suggestions, place details and property facts for the analyzer form.
 * Not configured → success false with a clear message (the form still works by hand);
 * nothing found → success false; provider refusing or failing → 502/503 with a clear message.
 */
@Injectable()
export class PropertyDataService {
  private readonly logger = new Logger(PropertyDataService.name);

  constructor(
    private readonly places: GooglePlacesClient,
    private readonly rentcast: RentCastClient,
    private readonly limiter: RateLimitService,
  ) {}

  async autocomplete(caller: string, input: string, sessionToken?: string): Promise<AutocompleteAddressResponseDto> {
    if (!this.places.configured) return { success: false, predictions: [], message: M.placesNotConfigured };
    await this.limiter.consume(ADDRESS_SEARCH_QUOTA, caller, M.tooManySearches, M.limiterUnavailable);
    const predictions = await this.guard(() => this.places.autocomplete(input, sessionToken));
    return { success: true, predictions };
  }

  async placeDetails(caller: string, placeId: string, sessionToken?: string): Promise<PlaceDetailsResponseDto> {
    if (!this.places.configured) return { success: false, message: M.placesNotConfigured };
    await this.limiter.consume(ADDRESS_SEARCH_QUOTA, caller, M.tooManySearches, M.limiterUnavailable);
    const place = await this.guard(() => this.places.details(placeId, sessionToken));
    return place ? { success: true, place } : { success: false, message: M.placeNotFound };
  }

  async lookup(caller: string, address: string): Promise<PropertyLookupResponseDto> {
    if (!this.rentcast.configured) return { success: false, message: M.rentcastNotConfigured };
    await this.limiter.consume(PROPERTY_LOOKUP_QUOTA, caller, M.tooManyLookups, M.limiterUnavailable);
    const property = await this.guard(() => this.rentcast.lookup(address));
    return property ? { success: true, property } : { success: false, message: M.propertyNotFound };
  }

  private async guard<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      this.logger.warn(err.message);
      throw this.toHttp(err);
    }
  }

  private toHttp(err: ProviderError): HttpException {
    const google = err.provider !== 'RentCast';
    if (err.failure === 'over-limit')
      return new ServiceUnavailableException(google ? M.placesOverLimit : M.rentcastOverLimit);
    if (err.failure === 'denied') return new BadGatewayException(google ? M.placesDenied : M.rentcastDenied);
    return new BadGatewayException(google ? M.placesFailed : M.rentcastFailed);
  }
}
