import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhookEvent } from './entities/webhook-event.entity';
import { ThinkificModule } from './thinkific.module';
import { ThinkificSyncProcessor } from './thinkific-sync.processor';
import { ThinkificWebhookProcessor } from './thinkific-webhook.processor';

/** Worker side of the Thinkific integration: received events and the nightly reconciliation. */
@Module({
  imports: [ThinkificModule, TypeOrmModule.forFeature([WebhookEvent])],
  providers: [ThinkificWebhookProcessor, ThinkificSyncProcessor],
})
export class ThinkificWorkerModule {}
