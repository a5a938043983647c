import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isPrerendered } from '../shared/prerendered';
import { LandingApp } from './landing-app';

/**
 * The landing page (loaded by main.tsx after the prerendered markup has painted): attach to that markup. Hydrating
 * inside a transition lets React work in short slices between frames instead of one long task, so a visitor's first
 * tap or scroll is not held up by it.
 */
export function mountLanding(container: HTMLElement): void {
  if (isPrerendered()) startTransition(() => void hydrateRoot(container, <LandingApp />));
  else createRoot(container).render(<LandingApp />);
}
