import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../../core/http/decorators/current-user.decorator';
import { Public } from '../../core/http/decorators/public.decorator';
import type { SessionUser } from '../../core/auth/session-user';
import {
  AutocompleteAddressDto,
  AutocompleteAddressResponseDto,
  EstimateRequestDto,
  EstimateResponseDto,
  PlaceDetailsRequestDto,
  PlaceDetailsResponseDto,
  PropertyLookupRequestDto,
  PropertyLookupResponseDto,
} from './dto/property-data.dto';
import { ProviderCaller, PropertyDataService } from './property-data.service';
import { ApiProviderErrors, ApiRateLimited } from '../../core/http/openapi/api-errors';

/** Quotas count per signed-in user, else per client IP, and per client IP in any case. */
const callerOf = (user: SessionUser | undefined, req: FastifyRequest): ProviderCaller => {
  const ip = req.ip ?? 'unknown';
  return { key: user ? `user:${user.id}` : `ip:${ip}`, ip };
};

/**
 * Public like the /fix-flip page that uses them (see docs/decisions.md), behind per-caller quotas in Redis.
 */
@ApiTags('property-data')
@Public()
@Controller()
export class PropertyDataController {
  constructor(private readonly data: PropertyDataService) {}

  @Post('autocomplete/address')
  @HttpCode(200)
  @ApiOkResponse({ type: AutocompleteAddressResponseDto })
  @ApiOperation({ summary: 'Suggest addresses as the visitor types (Google Places Autocomplete)' })
  @ApiRateLimited()
  @ApiProviderErrors()
  autocompleteAddress(
    @CurrentUser() user: SessionUser | undefined,
    @Req() req: FastifyRequest,
    @Body() dto: AutocompleteAddressDto,
  ) {
    return this.data.autocomplete(callerOf(user, req), dto.input, dto.sessionToken);
  }

  @Post('place/details')
  @HttpCode(200)
  @ApiOkResponse({ type: PlaceDetailsResponseDto })
  @ApiOperation({ summary: 'Get the city, state, zip and county of a suggested address (Google Place Details)' })
  @ApiRateLimited()
  @ApiProviderErrors()
  getPlaceDetails(
    @CurrentUser() user: SessionUser | undefined,
    @Req() req: FastifyRequest,
    @Body() dto: PlaceDetailsRequestDto,
  ) {
    return this.data.placeDetails(callerOf(user, req), dto.place_id, dto.sessionToken);
  }

  @Post('property/lookup')
  @HttpCode(200)
  @ApiOkResponse({ type: PropertyLookupResponseDto })
  @ApiOperation({ summary: "Look up a property's facts by address (RentCast property records)" })
  @ApiRateLimited()
  @ApiProviderErrors()
  lookupProperty(
    @CurrentUser() user: SessionUser | undefined,
    @Req() req: FastifyRequest,
    @Body() dto: PropertyLookupRequestDto,
  ) {
    return this.data.lookup(callerOf(user, req), dto);
  }

  @Post('property/value-estimate')
  @HttpCode(200)
  @ApiOkResponse({ type: EstimateResponseDto })
  @ApiOperation({ summary: 'Suggest an ARV: value estimate and comparable sales (RentCast AVM)' })
  @ApiRateLimited()
  @ApiProviderErrors()
  estimatePropertyValue(
    @CurrentUser() user: SessionUser | undefined,
    @Req() req: FastifyRequest,
    @Body() dto: EstimateRequestDto,
  ) {
    return this.data.valueEstimate(callerOf(user, req), dto);
  }

  @Post('property/rent-estimate')
  @HttpCode(200)
  @ApiOkResponse({ type: EstimateResponseDto })
  @ApiOperation({ summary: 'Estimate long-term rent with comparable rentals (RentCast AVM)' })
  @ApiRateLimited()
  @ApiProviderErrors()
  estimatePropertyRent(
    @CurrentUser() user: SessionUser | undefined,
    @Req() req: FastifyRequest,
    @Body() dto: EstimateRequestDto,
  ) {
    return this.data.rentEstimate(callerOf(user, req), dto);
  }
}
