import { AdminModule } from './admin/admin.module';
import { AnalyzerModule } from './analyzer/analyzer.module';
import { AuthModule } from './auth/auth.module';
import { CampaignsModule } from './campaigns/campaigns.module';
import { MediaModule } from './media/media.module';
import { PipelineModule } from './pipeline/pipeline.module';
import { PortalModule } from './portal/portal.module';
import { ThinkificModule } from './thinkific/thinkific.module';
import { VisitorsModule } from './visitors/visitors.module';

/** The business modules, in one list for the API and the worker. */
export const FEATURE_MODULES = [
  AuthModule,
  VisitorsModule,
  AnalyzerModule,
  PipelineModule,
  PortalModule,
  AdminModule,
  MediaModule,
  CampaignsModule,
  ThinkificModule,
];
