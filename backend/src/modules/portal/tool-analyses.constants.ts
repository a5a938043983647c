/** Saved rental and creative-finance analyses: which inputs each tool keeps. */
export const TOOL_KINDS = ['rental', 'creative-finance'] as const;
export type ToolKind = (typeof TOOL_KINDS)[number];

export const CREATIVE_STRATEGIES = ['subject-to', 'seller-financing', 'lease-option'] as const;
export type CreativeStrategyKey = (typeof CREATIVE_STRATEGIES)[number];

/** The inputs of the cash-flow terms shared by Subject-To and Seller Financing. */
const CARRY_INPUTS = ['taxes', 'insurance', 'vacancyRate', 'maintenanceRate'] as const;

/** The input names each calculator form has (the same names as the portal's calculators). */
export const TOOL_INPUTS: Record<'rental' | CreativeStrategyKey, readonly string[]> = {
  rental: [
    'purchasePrice',
    'downPayment',
    'loanAmount',
    'interestRate',
    'closingCosts',
    'rehabCost',
    'monthlyRent',
    'insurance',
    'taxes',
    'maintenance',
    'vacancy',
    'propertyManagement',
  ],
  'subject-to': [
    'propertyValue',
    'loanBalance',
    'monthlyPayment',
    'cashToSeller',
    'closingCosts',
    'monthlyRent',
    ...CARRY_INPUTS,
  ],
  'seller-financing': ['purchasePrice', 'downPayment', 'interestRate', 'termYears', 'monthlyRent', ...CARRY_INPUTS],
  'lease-option': ['propertyValue', 'optionFee', 'monthlyRent', 'monthlyCredit', 'marketRent'],
};

export const TOOL_ANALYSIS_NAME_MAX = 120;
/** An input is what was typed in a calculator field: a number, possibly with $ , % and spaces. */
export const TOOL_INPUT_MAX = 20;
export const TOOL_INPUT_PATTERN = /^[0-9$,.%\s-]*$/;
/** A student keeps at most this many analyses per tool. */
export const TOOL_ANALYSES_MAX = 200;

export const TOOL_ANALYSIS_MESSAGES = {
  notFound: 'Analysis not found',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${TOOL_ANALYSIS_NAME_MAX} characters`,
  kind: `Kind must be one of: ${TOOL_KINDS.join(', ')}`,
  strategy: `Strategy must be one of: ${CREATIVE_STRATEGIES.join(', ')} (creative finance only)`,
  inputs: `Inputs must be an object of this tool's fields, each a number of at most ${TOOL_INPUT_MAX} characters`,
  tooMany: `You can keep at most ${TOOL_ANALYSES_MAX} analyses per tool: delete some first`,
  saved: 'Analysis saved',
  deleted: 'Analysis deleted',
} as const;
