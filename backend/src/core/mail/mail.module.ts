import { Global, Module } from '@nestjs/common';
import { MailService } from './mail.service';

/** API side: enqueue only. The worker module adds MailTransport and EmailProcessor. */
@Global()
@Module({ providers: [MailService], exports: [MailService] })
export class MailModule {}
