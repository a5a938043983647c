import './page-spinner.css';

/**
 * Suspense fallback: a spinner centered in a fixed overlay, so it takes no room in the layout
 * (nothing moves when it appears or disappears). Pure CSS, appears after 150 ms to avoid flashing.
 */
export function PageSpinner({ tip }: { tip?: string }) {
  return (
    <div role="status" aria-live="polite" className="page-spinner">
      <span className="page-spinner__ring" aria-hidden="true" />
      <span className={tip ? 'page-spinner__tip' : 'page-spinner__sr'}>{tip ?? 'Loading'}</span>
    </div>
  );
}
