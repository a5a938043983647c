/** What the app and other features may use of the analyzer. */
import { lazy } from 'react';

export {
  analyzerApi,
  useListFixFlipPropertiesQuery,
  useUpdateFixFlipPropertyMutation,
  useEstimatePropertyRentMutation,
  type FixFlipProperty,
  type RehabLevel,
} from './analyzer.api';
export { rehabLevelLabel } from './analyzer.constants';

export const FixFlipPage = lazy(() => import('./pages/FixFlipPage'));
/** The analyzer itself, as the student dashboard's Fix & Flip tab embeds it. */
export const FixFlipAnalyzer = lazy(() => import('./components/FixFlipAnalyzer'));
export { amountFrom } from './number-rules';
export { useDeleteDeal } from './use-delete-deal';
