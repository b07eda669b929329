import { hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';

/** How long an answer the server rendered with counts as fresh here, for queries that are never fresh. */
const SERVER_ANSWER_FRESH_MS = 60_000;

const serverAnswers = new Set<string>();
let hydratedAt = 0;

/**
 * Puts the server's answers in the page's query cache, as received now: the server's clock may not be
 * this one's, and the page was rendered from them a moment ago.
 */
export function hydrateServerAnswers(queryClient: QueryClient, state: DehydratedState): void {
  hydratedAt = Date.now();
  const queries = state.queries.map((query) => ({
    ...query,
    state: { ...query.state, dataUpdatedAt: hydratedAt },
  }));
  hydrate(queryClient, { ...state, queries });
  for (const query of queries) serverAnswers.add(query.queryHash);
}

/**
 * Stale time for a query that asks again on every mount (a search, so it is counted): the answer the
 * server rendered the page with is kept for a minute, so hydrating does not ask a second time.
 */
export function freshOnlyFromServer<T>(query: Query<T, Error, T, readonly unknown[]>): number {
  const fromServer = serverAnswers.has(query.queryHash) && query.state.dataUpdatedAt === hydratedAt;
  return fromServer ? SERVER_ANSWER_FRESH_MS : 0;
}
