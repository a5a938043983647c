/** `css` split into its top-level blocks: [prelude, body] (`body` without its braces), with nesting kept whole. */
function blocks(css: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  let start = 0;
  let open = -1;
  let depth = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{' && depth++ === 0) open = i;
    else if (css[i] === '}' && --depth === 0) {
      out.push([css.slice(start, open).trim(), css.slice(open + 1, i)]);
      start = i + 1;
    }
  }
  return out;
}

/** A selector list split at its top-level commas (not those inside `:where(...)` and the like). */
function selectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      out.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(list.slice(start).trim());
  return out;
}

/**
 * Keeps only the rules of `css` that can match `markup`: a selector naming a class (outside :not()) that `markup` does
 * not have goes
 * (as do @keyframes: nothing in a static frame moves). For the build's app shells (prerender.tsx), whose styles
 * antd extracts for every state of the components rendered.
 */
export function pruneCss(css: string, markup: string): string {
  const classes = new Set(
    [...markup.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => names.split(/\s+/).filter(Boolean)),
  );
  // A class under :not() is one the element must NOT have: it does not rule the selector out.
  const matches = (selector: string) =>
    [...selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every(([, name]) =>
      classes.has(name),
    );
  const prune = (text: string): string =>
    blocks(text)
      .map(([prelude, body]) => {
        if (prelude.startsWith('@keyframes')) return '';
        if (prelude.startsWith('@')) {
          const inner = prune(body);
          return inner && `${prelude}{${inner}}`;
        }
        const kept = selectors(prelude).filter(matches);
        return kept.length ? `${kept.join(',')}{${body}}` : '';
      })
      .join('');
  return prune(css);
}
