/**
 * The first `count` of the items 0 to size - 1 that `accept` lets through, in the order `compare`
 * gives (negative: a first), without sorting them all: they are kept in a small sorted buffer that
 * most items never enter (a page of 20 among 10,000 matches).
 */
export function firstInOrder(
  size: number,
  count: number,
  compare: (a: number, b: number) => number,
  accept: (item: number) => boolean = () => true,
): number[] {
  const best: number[] = [];
  for (let item = 0; item < size; item += 1) {
    if (!accept(item)) continue;
    if (best.length === count && compare(item, best[count - 1]!) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (compare(best[mid]!, item) <= 0) low = mid + 1;
      else high = mid;
    }
    best.splice(low, 0, item);
    if (best.length > count) best.pop();
  }
  return best;
}
