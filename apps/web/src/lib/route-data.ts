import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { Language } from '@store/shared/constants';

/** What the server hands each route's loader: this request's query cache and language. */
export interface ServerLoadContext {
  queryClient: QueryClient;
  lang: Language;
}

function serverContext(context: unknown): ServerLoadContext | null {
  return typeof context === 'object' && context !== null && 'queryClient' in context
    ? (context as ServerLoadContext)
    : null;
}

/**
 * A route loader that fills the server's query cache before the page renders, so the HTML holds the
 * page's content and the browser hydrates from those same answers without asking again. In the
 * browser it does nothing: a page fetches as it mounts and shows its skeleton meanwhile, so a click
 * never waits for data before the next page appears.
 */
export function prefetchLoader(
  prefetch: (context: ServerLoadContext, args: LoaderFunctionArgs) => Array<Promise<unknown>>,
) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const context = serverContext(args.context);
    // prefetchQuery never throws: a failed call leaves the page its own fallback, as in the browser.
    if (context) await Promise.all(prefetch(context, args));
    return null;
  };
}
