/** Deeper than any request of ours; a hostile body nested thousands deep would overflow the validator's stack. */
export const MAX_BODY_DEPTH = 32;

/**
 * The limit, read on the raw JSON text before it is parsed: parsing a hostile nested body costs far more CPU than this
 * scan, which stops at the 33rd bracket (figures in docs/operations.md, Measurements). Brackets inside strings do not
 * count (UTF-8: no byte of a multi-byte character is a quote, backslash or bracket).
 */
export function jsonDeeperThan(raw: Buffer, max: number): boolean {
  if (openersAtMost(raw, max)) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped byte
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** At most `max` opening brackets in all (native searches, cheap on any size): then no nesting can be deeper. */
function openersAtMost(raw: Buffer, max: number): boolean {
  let count = 0;
  for (const opener of [0x5b, 0x7b]) {
    for (let i = raw.indexOf(opener); i !== -1; i = raw.indexOf(opener, i + 1)) if (++count > max) return false;
  }
  return true;
}
