import type { FixFlipRules, RehabLevel } from './analyzer.api';

/** Spec 2 §9: address search starts at 3 characters with a 300 ms debounce. */
export const ADDRESS_MIN_CHARS = 3;
export const ADDRESS_DEBOUNCE_MS = 300;

/** Names of the rehab levels; their costs per square foot come from the API (GET /api/fix-flip/rules). */
export const REHAB_LEVEL_NAMES: Record<RehabLevel, string> = {
  very_light: 'Very Light',
  light: 'Light',
  medium: 'Medium',
  heavy: 'Heavy',
  very_heavy: 'Very Heavy',
};

export const rehabLevelLabel = (level: string) => REHAB_LEVEL_NAMES[level as RehabLevel] ?? level;

/**
 * The rehab level choices, e.g. "Medium ($40-50/sq ft)" (spec 2 §9), with the ranges the server computes with;
 * names alone until the rules have loaded.
 */
export function rehabLevelOptions(rules: FixFlipRules | undefined): Array<{ value: RehabLevel; label: string }> {
  return (Object.keys(REHAB_LEVEL_NAMES) as RehabLevel[]).map((value) => {
    const rule = rules?.rehabLevels.find((r) => r.level === value);
    const range = rule ? ` ($${rule.minPerSqft}-${rule.maxPerSqft}/sq ft)` : '';
    return { value, label: `${REHAB_LEVEL_NAMES[value]}${range}` };
  });
}

/** A rate as the screens write it: 0.025 → "2.5%". */
export const ratePercent = (rate: number) => `${Number((rate * 100).toFixed(2))}%`;

/** Spec 2 §5 and §8, word for word. Toasts are [title, message]. */
export const ANALYZER_TEXT = {
  addressRequired: 'Property address is required',
  rehabLevelRequired: 'Please select a rehab level',
  arvRequired: 'ARV (After Repair Value) is required',
  missingInfo: ['Missing Information', 'Please enter ARV and select rehab level to calculate.'],
  missingSqft: ['Missing Square Footage', 'Square footage is required for renovation cost calculations.'],
  missingAddress: ['Missing Address', 'Please enter a property address first.'],
  saveFailed: ['Error', 'Failed to save property analysis. Please try again.'],
  saveSucceeded: ['Success', 'Property analysis saved successfully!'],
  addressSelected: ['Address Selected', 'Property details populated successfully!'],
  addressNoDetails: 'Address populated but property details not found in database.',
  addressLookupError: 'Address populated but unable to fetch property details.',
  lookupSucceeded: ['Success', 'Property details populated successfully!'],
  lookupNotFoundTitle: 'Property Not Found',
  lookupNotFound: 'Could not find property details for this address.',
  lookupFailedTitle: 'Lookup Failed',
  lookupFailed: 'Unable to lookup property details. Please try again.',
  signInToSave: ['Sign in to save', 'Please sign in as a student to save this analysis.'],
  calculateFailed: 'Calculation Failed',
  // Beyond the spec (saved analyses can be reopened and deleted; see docs/decisions.md).
  updateSucceeded: ['Success', 'Saved analysis updated.'],
  savedAsNew: ['Success', 'Saved as a new analysis.'],
  deleted: ['Deal deleted', (address: string) => `"${address}" and its pipeline history were deleted.`],
  deleteFailed: 'Could not delete the deal',
  restored: ['Deal restored', (address: string) => `"${address}" is back in your saved analyses and pipeline.`],
  restoreFailed: 'Could not restore the deal',
  deleteConfirm: 'Delete this deal? It also leaves your pipeline, with its history.',
  draftKept: 'Your unsaved analysis is kept on this device until you save or clear it.',
  // A server without a RentCast key: not the spec's "Property Not Found", which would blame the address.
  lookupNotConfigured: [
    'Property Lookup Not Configured',
    'Property lookup is not configured on this site — enter the property details by hand.',
  ],
  addressLookupNotConfigured: [
    'Property Lookup Not Configured',
    'Address populated. Property lookup is not configured on this site — enter the property details by hand.',
  ],
} as const;

/** The API's answer for a provider without an API key on this server ("... is not configured on this server ..."). */
export const isNotConfigured = (message: string | null | undefined) => !!message && /not configured/i.test(message);
