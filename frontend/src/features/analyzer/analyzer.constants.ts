import type { RehabLevel } from './analyzer.api';

/** Spec 2 §9: address search starts at 3 characters with a 300 ms debounce. */
export const ADDRESS_MIN_CHARS = 3;
export const ADDRESS_DEBOUNCE_MS = 300;

/** Rehab levels with the spec's per-square-foot ranges (the server uses the midpoints). */
export const REHAB_LEVEL_OPTIONS: Array<{ value: RehabLevel; label: string }> = [
  { value: 'very_light', label: 'Very Light ($15-20/sq ft)' },
  { value: 'light', label: 'Light ($25-35/sq ft)' },
  { value: 'medium', label: 'Medium ($40-50/sq ft)' },
  { value: 'heavy', label: 'Heavy ($55-70/sq ft)' },
  { value: 'very_heavy', label: 'Very Heavy ($75-100/sq ft)' },
];

export const rehabLevelLabel = (level: string) =>
  REHAB_LEVEL_OPTIONS.find((o) => o.value === level)?.label.replace(/ \(.*\)$/, '') ?? level;

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
} as const;
