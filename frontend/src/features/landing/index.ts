/** The landing page ships in the entry chunk (no second round trip before first paint). */
export { default as LandingPage } from './pages/LandingPage';
