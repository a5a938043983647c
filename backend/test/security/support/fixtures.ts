import { DataSource } from 'typeorm';
import { FixFlipProperty } from '../../../src/modules/analyzer/entities/fix-flip-property.entity';
import { StudentDeal } from '../../../src/modules/portal/entities/student-deal.entity';
import type { FixtureName } from '../route-expectations';

type FixtureFactory = (ds: DataSource, ownerId: string) => Promise<string>;

/** A fresh record owned by the given user, straight in the database; returns its id. */
export const FIXTURES: Record<FixtureName, FixtureFactory> = {
  fixFlipPropertyOfA: async (ds, userId) =>
    (
      await ds.getRepository(FixFlipProperty).save(
        ds.getRepository(FixFlipProperty).create({
          userId,
          address: '12 Owner Street',
          city: 'Austin',
          state: 'TX',
          squareFeet: 1500,
          rehabLevel: 'medium',
          arv: 250000,
        } as Partial<FixFlipProperty>),
      )
    ).id,
  studentDealOfA: async (ds, userId) =>
    (
      await ds
        .getRepository(StudentDeal)
        .save(ds.getRepository(StudentDeal).create({ userId, dealName: 'Owner deal', purchasePrice: 100000 }))
    ).id,
};
