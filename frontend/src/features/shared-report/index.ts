/** The public, read-only page of a shared analysis (/shared/:token). */
import { lazyPage } from '../../shared/lazy-page';

export const SharedAnalysisPage = lazyPage(() => import('./pages/SharedAnalysisPage'));
