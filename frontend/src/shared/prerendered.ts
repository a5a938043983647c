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
