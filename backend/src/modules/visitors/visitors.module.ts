import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { Visitor } from './entities/visitor.entity';
import { VisitorAction } from './entities/visitor-action.entity';
import { SiteConfigController } from './site-config.controller';
import { SiteConfigService } from './site-config.service';
import { VisitorActionsWriter } from './visitor-actions.writer';
import { VisitorsController } from './visitors.controller';
import { VisitorsService } from './visitors.service';
import { ConsentController } from './consent.controller';
import { ConsentMailTemplate } from './consent-mail.template';
import { ConsentService } from './consent.service';

@Module({
  imports: [TypeOrmModule.forFeature([Visitor, VisitorAction]), MediaModule],
  controllers: [VisitorsController, SiteConfigController, ConsentController],
  providers: [VisitorsService, VisitorActionsWriter, SiteConfigService, ConsentService, ConsentMailTemplate],
  exports: [VisitorsService, ConsentService],
})
export class VisitorsModule {}
