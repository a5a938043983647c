/**
 * Whether this page load came with the landing page already rendered into the HTML (dist/index.html, built by the
 * prerender step). Read once, before React touches the container. On the server (the prerender itself) it is true,
 * so both renders start from the same state.
 */
const atLoad =
  typeof document === 'undefined' ? true : !!document.getElementById('root')?.hasAttribute('data-prerendered');

export function isPrerendered(): boolean {
  return atLoad;
}

let hydrated = false;

/**
 * Whether a render now has to match the prerendered markup: the page came prerendered and React has not attached to
 * it yet (markHydrated). Always true on the server.
 */
export function isHydrating(): boolean {
  return atLoad && !hydrated;
}

/** The app has attached to the prerendered markup: what mounts from now on may render its real state at once. */
export function markHydrated(): void {
  hydrated = true;
}
