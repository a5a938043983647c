import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FixFlipAssumptionSet } from './entities/fix-flip-assumption-set.entity';
import { FixFlipProperty } from './entities/fix-flip-property.entity';
import { FixFlipAssumptionsService } from './fix-flip-assumptions.service';
import { FixFlipPropertiesService } from './fix-flip-properties.service';
import { FixFlipController } from './fix-flip.controller';
import { GooglePlacesClient } from './google-places.client';
import { PropertyDataController } from './property-data.controller';
import { PropertyDataService } from './property-data.service';
import { RentCastClient } from './rentcast.client';

@Module({
  imports: [TypeOrmModule.forFeature([FixFlipProperty, FixFlipAssumptionSet])],
  controllers: [FixFlipController, PropertyDataController],
  providers: [
    FixFlipPropertiesService,
    FixFlipAssumptionsService,
    PropertyDataService,
    GooglePlacesClient,
    RentCastClient,
  ],
  exports: [FixFlipPropertiesService],
})
export class AnalyzerModule {}
