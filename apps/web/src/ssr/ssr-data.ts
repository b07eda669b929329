import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON block that carries a server-rendered page's data to the browser. */
export const SSR_DATA_ID = 'ssr-data';

/** What the browser needs to hydrate the page as the server rendered it. */
export interface SsrData {
  /** The query answers the page was rendered from. */
  queries: DehydratedState;
}
