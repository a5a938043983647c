import { Global, Module } from '@nestjs/common';
import { OpsStatusService } from './ops-status.service';

/** The figures of the admin ops page, kept in Redis by every process (core/ops/ops-status.service.ts). */
@Global()
@Module({ providers: [OpsStatusService], exports: [OpsStatusService] })
export class OpsModule {}
