import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../../../core/config/app-config';
import { RateLimitService } from '../../../core/rate-limit/rate-limit.service';
import { normalizeEmail } from '../../../core/validation/transforms';
import { ConsentService } from '../consent.service';
import { SIGNUP_MESSAGES, SIGNUPS_PER_ADDRESS, SIGNUPS_PER_IP_WINDOW_S } from '../visitors.constants';
import { VisitorsService } from '../visitors.service';
import { CreateLeadDto, CreateLeadResultDto } from './dto/lead.dto';
import { WebinarRegistrationDto, WebinarRegistrationResultDto } from './dto/webinar-registration.dto';
import { LeadsService } from './leads.service';

/**
 * The public sign-up forms. The webinar sign-up: a lead for the admin, the contact on the visitor (one per address), form_submit and
 * email_signup actions, and, with consent, the double opt-in e-mail. Limited per client IP and per address; a
 * filled honeypot is answered like a success and does nothing.
 */
@Injectable()
export class WebinarRegistrationService {
  constructor(
    private readonly leads: LeadsService,
    private readonly consent: ConsentService,
    private readonly visitors: VisitorsService,
    private readonly limiter: RateLimitService,
    @Inject(ConfigService) private readonly config: AppConfig,
  ) {}

  async register(dto: WebinarRegistrationDto, ip: string | null): Promise<WebinarRegistrationResultDto> {
    const webinarUrl = this.config.get('WEBINAR_URL', { infer: true });
    if (dto.website?.trim()) return { success: true, webinarUrl, confirmationSent: false };
    await this.limitSignUp(ip, dto.email);
    await this.leads.createLead({
      firstName: dto.firstName,
      lastName: dto.lastName,
      email: dto.email,
      phone: dto.phone ?? '',
    });
    const { contactId, confirmationSent } = await this.consent.signUp({
      visitorId: dto.visitorId ?? null,
      email: dto.email,
      firstName: dto.firstName,
      lastName: dto.lastName,
      phoneNumber: dto.phone ?? null,
      consent: dto.consent,
      ip,
    });
    const data = { form: 'webinar', consent: dto.consent };
    const actor = dto.visitorId && (await this.visitors.exists(dto.visitorId)) ? dto.visitorId : contactId;
    this.visitors.record(actor, 'form_submit', data);
    this.visitors.record(actor, 'email_signup', data);
    return { success: true, webinarUrl, confirmationSent };
  }

  /** The public lead form (spec 3 §5): limited like the webinar form, then stored as a lead. */
  async submitLead(dto: CreateLeadDto, ip: string | null): Promise<CreateLeadResultDto> {
    await this.limitSignUp(ip, dto.email);
    return { success: true, id: await this.leads.createLead(dto) };
  }

  /** Per client IP and per address, counted together (a refused request counts on neither). */
  private async limitSignUp(ip: string | null, email: string): Promise<void> {
    await this.limiter.reserve(
      [
        [
          {
            name: 'signup:ip',
            limit: this.config.get('SIGNUPS_PER_IP_PER_HOUR', { infer: true }),
            windowSeconds: SIGNUPS_PER_IP_WINDOW_S,
          },
          ip ?? 'unknown',
        ],
        [SIGNUPS_PER_ADDRESS, normalizeEmail(email)],
      ],
      SIGNUP_MESSAGES.tooMany,
      SIGNUP_MESSAGES.unavailable,
    );
  }
}
