import { RateRule, waitText } from '../../core/rate-limit/rate-limit.types';
import type { RehabLevel } from './entities/fix-flip-property.entity';

/** Spec 2 §9: rehab cost per square foot (the midpoint of each range is used) and holding days. */
export const REHAB_LEVEL_RULES: Record<RehabLevel, { minPerSqft: number; maxPerSqft: number; holdingDays: number }> = {
  very_light: { minPerSqft: 15, maxPerSqft: 20, holdingDays: 97 },
  light: { minPerSqft: 25, maxPerSqft: 35, holdingDays: 104 },
  medium: { minPerSqft: 40, maxPerSqft: 50, holdingDays: 132 },
  heavy: { minPerSqft: 55, maxPerSqft: 70, holdingDays: 180 },
  very_heavy: { minPerSqft: 75, maxPerSqft: 100, holdingDays: 270 },
};

/** Spec 2 §9 constants of the Fix & Flip formula. */
export const FIX_FLIP = {
  poolRenovationCost: 50_000,
  closingCostRate: 0.01,
  agentCommissionRate: 0.025,
  annualTaxRate: 0.015,
  daysPerMonth: 30.44,
  hardMoneyPoints: 0.01,
  hardMoneyAnnualRate: 0.09,
  daysPerYear: 365,
  profitRate: 0.1,
} as const;

/**
 * The investor's own terms. The defaults are the spec 2 §9 values (insurance and utilities 0, the lender
 * funds 100% of the purchase price), so the formula with them gives exactly the spec's numbers. Rates are fractions.
 */
export const DEFAULT_ASSUMPTIONS = {
  annualInterestRate: FIX_FLIP.hardMoneyAnnualRate,
  points: FIX_FLIP.hardMoneyPoints,
  loanToCost: 1,
  /** Hard-money loans run about a year; the term only flags a hold that outlasts it (no balloon math). */
  loanTermMonths: 12,
  holdingDaysByLevel: {
    very_light: REHAB_LEVEL_RULES.very_light.holdingDays,
    light: REHAB_LEVEL_RULES.light.holdingDays,
    medium: REHAB_LEVEL_RULES.medium.holdingDays,
    heavy: REHAB_LEVEL_RULES.heavy.holdingDays,
    very_heavy: REHAB_LEVEL_RULES.very_heavy.holdingDays,
  },
  holdingDaysOverride: null,
  annualTaxRate: FIX_FLIP.annualTaxRate,
  insurancePerMonth: 0,
  utilitiesPerMonth: 0,
  agentCommissionRate: FIX_FLIP.agentCommissionRate,
  closingCostRate: FIX_FLIP.closingCostRate,
  profitRate: FIX_FLIP.profitRate,
  rehabCostPerSqft: {
    very_light: (REHAB_LEVEL_RULES.very_light.minPerSqft + REHAB_LEVEL_RULES.very_light.maxPerSqft) / 2,
    light: (REHAB_LEVEL_RULES.light.minPerSqft + REHAB_LEVEL_RULES.light.maxPerSqft) / 2,
    medium: (REHAB_LEVEL_RULES.medium.minPerSqft + REHAB_LEVEL_RULES.medium.maxPerSqft) / 2,
    heavy: (REHAB_LEVEL_RULES.heavy.minPerSqft + REHAB_LEVEL_RULES.heavy.maxPerSqft) / 2,
    very_heavy: (REHAB_LEVEL_RULES.very_heavy.minPerSqft + REHAB_LEVEL_RULES.very_heavy.maxPerSqft) / 2,
  },
  rehabBudget: null,
} as const;

/** Bounds of the assumptions a student may set (inclusive). */
export const ASSUMPTION_LIMITS = {
  maxRate: 1,
  maxPoints: 0.2,
  maxCostRate: 0.5,
  maxLoanTermMonths: 360,
  maxHoldingDays: 3650,
  maxMonthly: 1_000_000,
  maxRehabPerSqft: 10_000,
  maxSetName: 100,
  maxComps: 50,
} as const;

/** The sensitivity grid, ARV changes (rows) × rehab changes (columns), as fractions. */
export const SENSITIVITY_STEPS = {
  arv: [-0.1, -0.05, 0, 0.05, 0.1],
  rehab: [-0.2, -0.1, 0, 0.1, 0.2],
} as const;

/** Beyond the spec: the classic 70% rule (70% of ARV minus renovation) shown beside our offer. */
export const SEVENTY_PERCENT_RULE_RATE = 0.7;

/** Beyond the spec: the best/base/worst table. */
export const SCENARIO_SWINGS = {
  arv: 0.1,
  renovation: 0.2,
  /** Extra holding days in the worst case. */
  worstExtraHoldingDays: 30,
} as const;

/** A deleted deal can be restored (Undo) for this long; then it and its history are removed for good. */
export const DELETED_DEAL_KEEP_HOURS = 24;

/** Limits of the form inputs (column ranges of fix_flip_properties). */
export const INPUT_LIMITS = {
  maxMoney: 999_999_999_999,
  maxSquareFeet: 10_000_000,
  maxBedrooms: 100,
  maxBathrooms: 100,
  maxLotSize: 2_000_000_000,
  address: 500,
  city: 100,
  state: 50,
  zipCode: 20,
  county: 100,
  notes: 10_000,
  searchInput: 200,
} as const;

/** Validation texts; the first three are spec 2 §5 word for word. */
export const ANALYZER_MESSAGES = {
  addressRequired: 'Property address is required',
  rehabLevelRequired: 'Please select a rehab level',
  arvRequired: 'ARV (After Repair Value) is required',
  arvPositive: 'ARV must be greater than 0',
  squareFeetRequired: 'Square footage is required for renovation cost calculations.',
  squareFeetPositive: 'Square footage must be a whole number greater than 0',
  numberInvalid: (field: string) => `${field} must be a valid number`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  tooLarge: (field: string) => `${field} is too large`,
  propertyNotFound: 'Property not found',
  saved: 'Property analysis saved',
  updated: 'Deal details updated',
  deleted: 'Deal deleted',
  restored: 'Deal restored',
  restoreExpired: 'This deal can no longer be restored',
  amountsTooLarge: 'This analysis cannot be saved: one of its amounts passes $999,999,999,999.',
} as const;

/** A public provider-backed call: at most `limit` calls per `windowSeconds` per caller (IP or user). */

/**
 * Each kind of call counts per caller (the signed-in user, else the client IP) in a short window and a day, and per
 * client IP whoever is signed in, so neither one account nor one address can burn the provider's quota.
 */
export interface ProviderQuota {
  perCaller: RateRule;
  perCallerDaily: RateRule;
  perIp: RateRule;
}

/** Address suggestions fire while typing (debounced), so their quota is generous. */
export const ADDRESS_SEARCH_QUOTA: ProviderQuota = {
  perCaller: { name: 'address-search', limit: 120, windowSeconds: 60 },
  perCallerDaily: { name: 'address-search-day', limit: 2000, windowSeconds: 24 * 3600 },
  perIp: { name: 'address-search-ip', limit: 300, windowSeconds: 60 },
};
/** Property lookups and estimates cost a paid RentCast call each. */
export const PROPERTY_LOOKUP_QUOTA: ProviderQuota = {
  perCaller: { name: 'property-lookup', limit: 30, windowSeconds: 15 * 60 },
  perCallerDaily: { name: 'property-lookup-day', limit: 100, windowSeconds: 24 * 3600 },
  perIp: { name: 'property-lookup-ip', limit: 60, windowSeconds: 15 * 60 },
};

export const PROVIDER_MESSAGES = {
  placesNotConfigured:
    'Address search is not configured on this server (no Google Places API key). Enter the address details by hand.',
  rentcastNotConfigured:
    'Property lookup is not configured on this server (no RentCast API key). Enter the property details by hand.',
  propertyNotFound: 'Could not find property details for this address.',
  estimateNotFound: 'RentCast has no estimate for this address.',
  addressNotUnderstood:
    'RentCast could not find this address. Enter it as "Street, City, State Zip" (e.g. 123 Main St, Austin, TX 78701).',
  placeNotFound: 'No details were found for this place.',
  placeIdRequired: 'place_id is required',
  inputRequired: 'input is required',
  addressRequired: 'address is required',
  sessionTokenInvalid: 'sessionToken must be 8-64 letters, digits or dashes',
  placesDenied: 'The address search provider refused the request (check the Google Places API key).',
  placesNotEnabled:
    'The address search provider refused the request: "Places API (New)" (places.googleapis.com) is not enabled for the Google Places API key.',
  placesOverLimit: 'The address search provider is over its quota. Please try again later.',
  placesFailed: 'The address search provider is unavailable. Please try again later.',
  rentcastDenied: 'The property data provider refused the request (check the RentCast API key).',
  rentcastOverLimit: 'The property data provider rate limit was reached. Please try again shortly.',
  rentcastFailed: 'The property data provider is unavailable. Please try again later.',
  tooManySearches: (wait: number) => `Too many address searches. Please wait ${waitText(wait)} and try again.`,
  tooManyLookups: (wait: number) => `Too many property lookups. Please wait ${waitText(wait)} and try again.`,
  limiterUnavailable: 'Service temporarily unavailable. Please try again shortly.',
} as const;

/** Outbound provider calls give up after this long. */
export const PROVIDER_TIMEOUT_MS = 8000;
