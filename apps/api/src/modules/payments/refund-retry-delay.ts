/** Wait before the next automatic refund try after the n-th failed one: 1 min, 2, 4, … at most an hour. */
export function refundRetryDelayMs(failures: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, failures - 1), 60 * 60_000);
}
