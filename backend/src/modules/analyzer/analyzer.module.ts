import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { AnalyzerPersonalData } from './analyzer.personal-data';
import { FixFlipAssumptionSet } from './entities/fix-flip-assumption-set.entity';
import { FixFlipProperty } from './entities/fix-flip-property.entity';
import { FixFlipShareLink } from './entities/fix-flip-share-link.entity';
import { FixFlipAssumptionsService } from './fix-flip-assumptions.service';
import { FixFlipPropertiesService } from './fix-flip-properties.service';
import { FixFlipReportController } from './fix-flip-report.controller';
import { FixFlipReportService } from './fix-flip-report.service';
import { FixFlipController } from './fix-flip.controller';
import { GooglePlacesClient } from './google-places.client';
import { PropertyDataController } from './property-data.controller';
import { PropertyDataService } from './property-data.service';
import { RentCastClient } from './rentcast.client';

@Module({
  imports: [TypeOrmModule.forFeature([FixFlipProperty, FixFlipAssumptionSet, FixFlipShareLink]), AuthModule],
  controllers: [FixFlipController, FixFlipReportController, PropertyDataController],
  providers: [
    FixFlipPropertiesService,
    FixFlipAssumptionsService,
    FixFlipReportService,
    PropertyDataService,
    GooglePlacesClient,
    RentCastClient,
    AnalyzerPersonalData,
  ],
  exports: [FixFlipPropertiesService, AnalyzerPersonalData],
})
export class AnalyzerModule {}
