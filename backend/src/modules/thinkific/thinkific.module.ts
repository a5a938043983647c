import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ThinkificPersonalData } from './thinkific.personal-data';
import { AuthModule } from '../auth/auth.module';
import { VisitorsModule } from '../visitors/visitors.module';
import { Course } from './entities/course.entity';
import { Lesson } from './entities/lesson.entity';
import { Enrollment } from './entities/enrollment.entity';
import { LessonCompletion } from './entities/lesson-completion.entity';
import { ProgressUpdate } from './entities/progress-update.entity';
import { WebhookEvent } from './entities/webhook-event.entity';
import { StudentProvisioningService } from './student-provisioning.service';
import { StudentTrainingController } from './student-training.controller';
import { StudentTrainingService } from './student-training.service';
import { ThinkificEventsService } from './thinkific-events.service';
import { ThinkificMirrorService } from './thinkific-mirror.service';
import { ThinkificReconcileService } from './thinkific-reconcile.service';
import { ThinkificClient } from './thinkific.client';
import { ThinkificWebhookController } from './thinkific-webhook.controller';
import { ThinkificWebhookService } from './thinkific-webhook.service';
import { WebhookEventsAdminController } from './webhook-events-admin.controller';
import { ThinkificAdminController } from './thinkific-admin.controller';

@Module({
  imports: [
    TypeOrmModule.forFeature([Course, Lesson, Enrollment, LessonCompletion, ProgressUpdate, WebhookEvent]),
    AuthModule,
    VisitorsModule,
  ],
  controllers: [
    ThinkificWebhookController,
    WebhookEventsAdminController,
    ThinkificAdminController,
    StudentTrainingController,
  ],
  providers: [
    ThinkificWebhookService,
    ThinkificMirrorService,
    StudentProvisioningService,
    ThinkificEventsService,
    StudentTrainingService,
    ThinkificClient,
    ThinkificReconcileService,
    ThinkificPersonalData,
  ],
  exports: [
    ThinkificMirrorService,
    StudentProvisioningService,
    ThinkificEventsService,
    ThinkificReconcileService,
    ThinkificPersonalData,
  ],
})
export class ThinkificModule {}
