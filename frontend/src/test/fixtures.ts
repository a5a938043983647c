import type { Schemas } from '../api/types';

/** A signed-in admin, as GET /api/auth/check names one. */
export const ADMIN: Schemas['AuthUserDto'] = {
  id: 'a-1',
  username: 'boss',
  email: 'boss@example.com',
  firstName: 'Bea',
  lastName: 'Boss',
  userType: 'admin',
  enrollmentStatus: 'active',
  createdAt: '2026-01-05T10:00:00.000Z',
  lastLoginAt: '2026-03-05T10:00:00.000Z',
};

/** An active student who has signed in before. */
export const STUDENT: Schemas['AuthUserDto'] = {
  ...ADMIN,
  id: 's-1',
  username: 'ann',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  userType: 'student',
};

/** The spec's default terms (GET /api/fix-flip/rules → defaultAssumptions). */
export const SPEC_ASSUMPTIONS: Schemas['FixFlipAssumptionsDto'] = {
  annualInterestRate: 0.09,
  points: 0.01,
  loanToCost: 1,
  loanTermMonths: 12,
  holdingDaysByLevel: {
    very_light: 97,
    light: 104,
    medium: 132,
    heavy: 180,
    very_heavy: 270,
  },
  holdingDaysOverride: null,
  annualTaxRate: 0.015,
  insurancePerMonth: 0,
  utilitiesPerMonth: 0,
  agentCommissionRate: 0.025,
  closingCostRate: 0.01,
  profitRate: 0.1,
  rehabCostPerSqft: {
    very_light: 17.5,
    light: 30,
    medium: 45,
    heavy: 62.5,
    very_heavy: 87.5,
  },
  rehabBudget: null,
};
