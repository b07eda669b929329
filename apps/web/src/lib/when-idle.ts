/**
 * Runs `work` once the browser has nothing else to do, or after `timeoutMs` at the latest: for calls
 * nobody waits on (a page view's count), which would otherwise start among a page's effects, in the
 * task that mounts it.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(work, { timeout: timeoutMs });
  else window.setTimeout(work, 1);
}
