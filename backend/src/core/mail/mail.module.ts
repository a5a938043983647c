import { Global, Module } from '@nestjs/common';
import { MailService } from './mail.service';
import { MailTemplates } from './mail-templates';

/** API side: enqueue only. The worker module adds MailTransport and EmailProcessor, which render and send. */
@Global()
@Module({ providers: [MailService, MailTemplates], exports: [MailService, MailTemplates] })
export class MailModule {}
