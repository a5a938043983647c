import { INestApplicationContext } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../../core/config/app-config';
import { UsersService } from '../auth/users.service';
import { FixFlipPropertiesService } from '../analyzer/fix-flip-properties.service';
import type { SavePropertyDto } from '../analyzer/dto/save-property.dto';
import { PipelineService } from './pipeline.service';
import type { DealStatus, LossReason } from './pipeline.constants';

interface DemoDeal {
  deal: SavePropertyDto;
  status: DealStatus;
  lossReason?: LossReason;
}

/** One believable deal per pipeline stage, analysed by the real formula when saved. */
const DEMO_DEALS: DemoDeal[] = [
  {
    status: 'chasing',
    deal: {
      address: '4812 Avenue G, Austin, TX 78751',
      city: 'Austin',
      state: 'TX',
      zipCode: '78751',
      squareFeet: 1340,
      bedrooms: 3,
      bathrooms: 1,
      arv: 465_000,
      rehabLevel: 'medium',
      notes: 'Inherited; heirs out of state. Left a voicemail Monday, follow up Thursday.',
    },
  },
  {
    status: 'offer_sent',
    deal: {
      address: '2207 E 12th St, Austin, TX 78702',
      city: 'Austin',
      state: 'TX',
      zipCode: '78702',
      squareFeet: 1120,
      bedrooms: 2,
      bathrooms: 1,
      arv: 410_000,
      rehabLevel: 'heavy',
      notes: 'Cash offer sent with a 10-day close. Foundation bid pending.',
    },
  },
  {
    status: 'countered',
    deal: {
      address: '918 Bluebonnet Ln, Round Rock, TX 78664',
      city: 'Round Rock',
      state: 'TX',
      zipCode: '78664',
      squareFeet: 1680,
      bedrooms: 3,
      bathrooms: 2,
      arv: 372_000,
      rehabLevel: 'light',
      notes: 'Seller countered $8k over our max. Asked for the roof report before moving.',
    },
  },
  {
    status: 'under_contract',
    deal: {
      address: '603 W Mary St, Austin, TX 78704',
      city: 'Austin',
      state: 'TX',
      zipCode: '78704',
      squareFeet: 1450,
      bedrooms: 3,
      bathrooms: 2,
      arv: 640_000,
      rehabLevel: 'medium',
      needsPoolRenovation: true,
      notes: 'Under contract. Option period ends on the 14th; inspection booked.',
    },
  },
  {
    status: 'pending',
    deal: {
      address: '1509 Quail Creek Dr, Pflugerville, TX 78660',
      city: 'Pflugerville',
      state: 'TX',
      zipCode: '78660',
      squareFeet: 1920,
      bedrooms: 4,
      bathrooms: 2.5,
      arv: 389_000,
      rehabLevel: 'very_light',
      notes: 'Title clear, lender appraisal came in at value. Closing scheduled.',
    },
  },
  {
    status: 'closed',
    deal: {
      address: '7304 Cooper Ln, Austin, TX 78745',
      city: 'Austin',
      state: 'TX',
      zipCode: '78745',
      squareFeet: 1210,
      bedrooms: 3,
      bathrooms: 1.5,
      arv: 398_000,
      rehabLevel: 'light',
      notes: 'Closed. Flipped in 96 days; buyer agent was the listing side.',
    },
  },
  {
    status: 'lost',
    lossReason: 'seller_chose_other',
    deal: {
      address: '3411 Govalle Ave, Austin, TX 78702',
      city: 'Austin',
      state: 'TX',
      zipCode: '78702',
      squareFeet: 980,
      bedrooms: 2,
      bathrooms: 1,
      arv: 355_000,
      rehabLevel: 'very_heavy',
      notes: 'Seller took a higher cash offer from a wholesaler.',
    },
  },
];

/** Development only: the demo student gets one sample deal in every pipeline stage (once; never on top of theirs). */
export async function seedDemoDeals(app: INestApplicationContext, username: string): Promise<string | void> {
  if (app.get<AppConfig>(ConfigService).get('NODE_ENV', { infer: true }) !== 'development') return;
  const student = await app.get(UsersService).findByLogin(username);
  if (!student) return;
  const properties = app.get(FixFlipPropertiesService, { strict: false });
  if ((await properties.listOwn(student.id)).length > 0) return;
  const pipeline = app.get(PipelineService, { strict: false });
  for (const { deal, status, lossReason } of DEMO_DEALS) {
    const saved = await properties.create(student.id, deal);
    if (status !== 'chasing') await pipeline.changeStatus(student.id, saved.id, { status, lossReason });
  }
  return `${DEMO_DEALS.length} sample deals, one per pipeline stage, created for "${username}" (development)`;
}
