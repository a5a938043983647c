/** jsdom lacks matchMedia, which antd's Grid and responsive observers ask for: a wide screen, never changing. */
export function installMatchMedia(width = 1280) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    // Only the width is known: a query about anything else (prefers-reduced-motion, ...) does not match.
    const matches = (!!min || !!max) && (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}
