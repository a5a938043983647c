/** The public privacy policy page (/privacy). */
export const loadPrivacyPage = () => import('./pages/PrivacyPage');
