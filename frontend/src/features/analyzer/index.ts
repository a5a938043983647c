/** What the app and other features may use of the analyzer. */
import { lazyPage } from '../../shared/lazy-page';

export {
  analyzerApi,
  signedInAnalyzerData,
  useListFixFlipPropertiesQuery,
  useUpdateFixFlipPropertyMutation,
  useEstimatePropertyRentMutation,
  type FixFlipProperty,
  type RehabLevel,
} from './analyzer.api';
export { rehabLevelLabel } from './analyzer.constants';
export { dealFigures, type DealFigures } from './deal-presentation';

export const FixFlipPage = lazyPage(() => import('./pages/FixFlipPage'));
/** The analyzer itself, as the student dashboard's Fix & Flip tab embeds it. */
export const FixFlipAnalyzer = lazyPage(() => import('./components/FixFlipAnalyzer'));
export { amountFrom } from './number-rules';
export { useDeleteDeal } from './use-delete-deal';
