/** The public, read-only page of a shared analysis (/shared/:token): its own small app (app/mount-shared.tsx). */
export const loadSharedAnalysisPage = () => import('./pages/SharedAnalysisPage');
