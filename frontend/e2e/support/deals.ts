import { SPEC_ASSUMPTIONS as SPEC_TERMS } from '../../src/test/fixtures';

/**
 * The spec's terms (GET /api/fix-flip/rules → defaultAssumptions), as a deal inserted straight into the database must
 * carry them since issue 28 (fix_flip_properties.assumptions is required).
 */
export const SPEC_ASSUMPTIONS = JSON.stringify(SPEC_TERMS);
