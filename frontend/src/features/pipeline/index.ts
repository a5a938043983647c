import { lazyComponent } from '../../shared/lazy-component';

/** The deal pipeline board, as the student dashboard's Deal Pipeline tab embeds it. */
export const DealPipelineBoard = lazyComponent(() => import('./components/DealPipelineBoard'));
