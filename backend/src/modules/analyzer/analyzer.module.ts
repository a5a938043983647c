import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FixFlipProperty } from './entities/fix-flip-property.entity';
import { FixFlipPropertiesService } from './fix-flip-properties.service';
import { FixFlipController } from './fix-flip.controller';
import { GooglePlacesClient } from './google-places.client';
import { PropertyDataController } from './property-data.controller';
import { PropertyDataService } from './property-data.service';
import { RentCastClient } from './rentcast.client';

@Module({
  imports: [TypeOrmModule.forFeature([FixFlipProperty])],
  controllers: [FixFlipController, PropertyDataController],
  providers: [FixFlipPropertiesService, PropertyDataService, GooglePlacesClient, RentCastClient],
  exports: [FixFlipPropertiesService],
})
export class AnalyzerModule {}
