/** A gallery position moved past either end comes round from the other (storefront §4). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
