import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
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
import { PropertyDataService } from './property-data.service';

/** Quotas count per signed-in user, else per client IP. */
const callerOf = (user: SessionUser | undefined, req: Request) =>
  user ? `user:${user.id}` : `ip:${req.ip ?? 'unknown'}`;

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
  @ApiOperation({ summary: 'Address suggestions (Google Places Autocomplete)' })
  @ApiOkResponse({ type: AutocompleteAddressResponseDto })
  autocompleteAddress(
    @CurrentUser() user: SessionUser | undefined,
    @Req() req: Request,
    @Body() dto: AutocompleteAddressDto,
  ) {
    return this.data.autocomplete(callerOf(user, req), dto.input, dto.sessionToken);
  }

  @Post('place/details')
  @HttpCode(200)
  @ApiOperation({ summary: 'City, state, zip and county of a suggestion (Google Place Details)' })
  @ApiOkResponse({ type: PlaceDetailsResponseDto })
  getPlaceDetails(
    @CurrentUser() user: SessionUser | undefined,
    @Req() req: Request,
    @Body() dto: PlaceDetailsRequestDto,
  ) {
    return this.data.placeDetails(callerOf(user, req), dto.place_id, dto.sessionToken);
  }

  @Post('property/lookup')
  @HttpCode(200)
  @ApiOperation({ summary: 'Property facts for an address (RentCast property records)' })
  @ApiOkResponse({ type: PropertyLookupResponseDto })
  lookupProperty(
    @CurrentUser() user: SessionUser | undefined,
    @Req() req: Request,
    @Body() dto: PropertyLookupRequestDto,
  ) {
    return this.data.lookup(callerOf(user, req), dto);
  }

  @Post('property/value-estimate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Suggested ARV: the value estimate and comparable sales of an address (RentCast AVM)' })
  @ApiOkResponse({ type: EstimateResponseDto })
  estimatePropertyValue(
    @CurrentUser() user: SessionUser | undefined,
    @Req() req: Request,
    @Body() dto: EstimateRequestDto,
  ) {
    return this.data.valueEstimate(callerOf(user, req), dto);
  }

  @Post('property/rent-estimate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Long-term rent estimate and comparable rentals of an address (RentCast AVM)' })
  @ApiOkResponse({ type: EstimateResponseDto })
  estimatePropertyRent(
    @CurrentUser() user: SessionUser | undefined,
    @Req() req: Request,
    @Body() dto: EstimateRequestDto,
  ) {
    return this.data.rentEstimate(callerOf(user, req), dto);
  }
}
