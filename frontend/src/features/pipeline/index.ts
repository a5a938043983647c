import { lazy } from 'react';

/** The deal pipeline board, as the student dashboard's Deal Pipeline tab embeds it. */
export const DealPipelineBoard = lazy(() => import('./components/DealPipelineBoard'));
