/** Index after moving `step` (±1) through `count` items, wrapping around in both directions. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
