import { Module } from '@nestjs/common';
import { EmailProcessor } from './email.processor';
import { MailTransport } from './mail.transport';

/** Worker side of mail: renders each job with its kind's template and delivers it (SMTP or the local outbox). */
@Module({ providers: [MailTransport, EmailProcessor] })
export class MailWorkerModule {}
