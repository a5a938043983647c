import { lazyPage } from '../../shared/lazy-page';

/** The deal pipeline board, as the student dashboard's Deal Pipeline tab embeds it. */
export const DealPipelineBoard = lazyPage(() => import('./components/DealPipelineBoard'));
