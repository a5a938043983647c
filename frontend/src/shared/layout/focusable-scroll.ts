const SCROLLERS = '.ant-table-content, .ant-table-body';

/**
 * Makes antd's table scroll areas reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable): a table
 * that scrolls sideways on a phone gets tabindex=0 and a name, so arrow keys can scroll it. antd offers no prop
 * for the inner scroll element, so this watches the document once for every table.
 */
/** The title of the section a table sits in (<section aria-labelledby>), so each table's region has its own name. */
function tableTitle(el: HTMLElement): string | undefined {
  const id = el.closest('section[aria-labelledby]')?.getAttribute('aria-labelledby');
  const title = id ? document.getElementById(id)?.textContent?.trim() : undefined;
  return title ? `${title} table` : undefined;
}

export function watchScrollableTables(root: HTMLElement = document.body): () => void {
  const mark = () => {
    for (const el of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
      if (el.hasAttribute('tabindex')) continue;
      el.tabIndex = 0;
      el.setAttribute('role', 'region');
      el.setAttribute('aria-label', `${tableTitle(el) ?? 'Table'} (scrolls sideways on small screens)`);
    }
  };
  mark();
  // One pass per frame at most, however many nodes a render adds.
  let queued = 0;
  const observer = new MutationObserver(() => {
    if (!queued)
      queued = requestAnimationFrame(() => {
        queued = 0;
        mark();
      });
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    cancelAnimationFrame(queued);
  };
}
