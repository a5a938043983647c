/** What the app and other features may use of the analyzer. */
import { lazyComponent } from '../../shared/lazy-component';

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

export const loadFixFlipPage = () => import('./pages/FixFlipPage');
/** The analyzer itself, as the student dashboard's Fix & Flip tab embeds it. */
export const FixFlipAnalyzer = lazyComponent(() => import('./components/FixFlipAnalyzer'));
export { amountFrom } from './number-rules';
export { useDeleteDeal } from './use-delete-deal';
