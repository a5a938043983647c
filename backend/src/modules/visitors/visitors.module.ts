import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Lead } from './entities/lead.entity';
import { Visitor } from './entities/visitor.entity';
import { VisitorAction } from './entities/visitor-action.entity';
import { VisitorActionsWriter } from './visitor-actions.writer';
import { VisitorsController } from './visitors.controller';
import { VisitorsService } from './visitors.service';
import { ConsentController } from './consent.controller';
import { ConsentMailTemplate } from './consent-mail.template';
import { ConsentService } from './consent.service';
import { LeadsController } from './leads/leads.controller';
import { LeadsService } from './leads/leads.service';
import { WebinarRegistrationService } from './leads/webinar-registration.service';
import { VisitorRetentionService } from './retention/visitor-retention.service';
import { VisitorsPersonalData } from './visitors.personal-data';
import { VisitorDay } from './entities/visitor-day.entity';
import { PrivacyController } from './privacy/privacy.controller';
import { PrivacySettingsService } from './privacy/privacy-settings.service';
import { VisitCounter } from './privacy/visit-counter.service';

@Module({
  imports: [TypeOrmModule.forFeature([Visitor, VisitorAction, Lead, VisitorDay])],
  controllers: [VisitorsController, ConsentController, LeadsController, PrivacyController],
  providers: [
    VisitorsService,
    VisitorActionsWriter,
    ConsentService,
    ConsentMailTemplate,
    LeadsService,
    WebinarRegistrationService,
    VisitorRetentionService,
    VisitorsPersonalData,
    PrivacySettingsService,
    VisitCounter,
  ],
  exports: [
    VisitorsService,
    ConsentService,
    LeadsService,
    VisitorRetentionService,
    VisitorsPersonalData,
    PrivacySettingsService,
  ],
})
export class VisitorsModule {}
