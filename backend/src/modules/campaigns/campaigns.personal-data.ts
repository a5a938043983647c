import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { Person, PersonalDataSource, PersonalRows } from '../../core/people/personal-data';
import { normalizeEmail } from '../../core/validation/transforms';
import { ConstantContactService } from './constant-contact/constant-contact.service';
import { EmailSend } from './entities/email-send.entity';
import { Suppression } from './entities/suppression.entity';

/** What stays of an erased person: their address on the suppression list, with this note and nothing else. */
export const ERASED_NOTE = "Erased at the person's request; never mail this address again";

/** Campaign sends to the person's visitor records, their suppression entry, their contact at Constant Contact. */
@Injectable()
export class CampaignsPersonalData implements PersonalDataSource {
  constructor(
    @InjectRepository(EmailSend) private readonly sends: Repository<EmailSend>,
    @InjectRepository(Suppression) private readonly suppressions: Repository<Suppression>,
    private readonly constantContact: ConstantContactService,
  ) {}

  async find({ email, visitorIds }: Person): Promise<PersonalRows> {
    return {
      email_sends: visitorIds.length ? await this.sends.findBy({ visitorId: In(visitorIds) }) : [],
      suppressions: await this.suppressions.findBy({ value: normalizeEmail(email) }),
    };
  }

  /**
   * Deletes the contact at Constant Contact (a provider error stops the erasure before anything here is deleted, so
   * it can be run again), then leaves one suppression entry: the address and the note, so it is never mailed again.
   * The sends go with the visitor records (ON DELETE CASCADE).
   */
  async erase({ email }: Person): Promise<void> {
    await this.constantContact.forget(email);
    const value = normalizeEmail(email);
    const kept = await this.suppressions.findOneBy({ value });
    if (kept) await this.suppressions.update({ id: kept.id }, { detail: ERASED_NOTE, accountMailAt: null });
    else await this.suppressions.insert({ value, kind: 'address', reason: 'manual', detail: ERASED_NOTE });
  }
}
