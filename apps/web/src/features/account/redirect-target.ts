/**
 * Where /login sends the shopper after signing in: `location.state.from` (set by a redirect such as
 * checkout's) or `?redirect=`, but only a path on this site, never another origin ('//evil.example',
 * '/\evil.example', 'https://…') and never /login itself. Anything else means home.
 */
export function redirectTarget(stateFrom: unknown, redirectParam: string | null): string {
  return safePath(pathOf(stateFrom)) ?? safePath(redirectParam) ?? '/';
}

/** `from` may be a path string or a location object ({ pathname, search, hash }). */
function pathOf(from: unknown): string | null {
  if (typeof from === 'string') return from;
  if (from && typeof from === 'object' && 'pathname' in from && typeof from.pathname === 'string') {
    const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
    const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
    return `${from.pathname}${search}${hash}`;
  }
  return null;
}

function safePath(path: string | null): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  // Control characters and backslashes are what browsers "repair" into another host; refuse them.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(path)) return null;
  let url: URL;
  try {
    url = new URL(path, 'http://store.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://store.invalid') return null;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether the sign-in page was reached from checkout: where "Continue as guest" is offered (issue 22). */
export function isCheckoutTarget(target: string): boolean {
  return /^\/checkout\/?(?:[?#]|$)/.test(target);
}
