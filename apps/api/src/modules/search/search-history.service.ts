import type { Language } from '@store/shared/constants';
import type { Ctx } from '../../lib/context.ts';
import { orderedNowIso } from '../../db/dialect.ts';
import { newId } from '../../db/ids.ts';
import { normalizedQuery } from './query-terms.ts';

/** How far back trending looks, and how many searches it and the recent list return. */
const TRENDING_DAYS = 30;
const LIST_SIZE = 10;

/** Shown while the store has too few searches of its own to rank (they all find products in the demo). */
const DEFAULT_TRENDING: Record<Language, string[]> = {
  en: [
    'wireless headphones',
    'smartphone',
    'running shoes',
    'laptop',
    'yoga mat',
    'serum',
    'backpack',
    'coffee',
  ],
  fr: [
    'casque sans fil',
    'smartphone',
    'chaussures',
    'ordinateur portable',
    'tapis de yoga',
    'sérum',
    'sac à dos',
    'café',
  ],
};

export interface Searcher {
  userId: string | null;
  sessionId: string | null;
}

/** Records a submitted search for the searcher's recent list and the store's trending list. */
export async function recordSearch(
  ctx: Ctx,
  who: Searcher,
  query: string,
  resultCount: number,
): Promise<void> {
  const normalized = normalizedQuery(query);
  if (normalized.length < 2) return;
  await ctx.db
    .insertInto('searches')
    .values({
      id: newId(),
      query: query.trim().slice(0, 200),
      normalizedQuery: normalized,
      userId: who.userId,
      sessionId: who.userId ? null : who.sessionId,
      resultCount,
      // Quick searches keep their order in the recent list.
      createdAt: orderedNowIso(),
    })
    .execute();
}

/** The searcher's own latest distinct searches, newest first; nothing for an anonymous caller. */
export async function recentSearches(ctx: Ctx, who: Searcher): Promise<string[]> {
  if (!who.userId && !who.sessionId) return [];
  const rows = await ctx.db
    .selectFrom('searches')
    .select((eb) => ['normalizedQuery', eb.fn.max('query').as('query'), eb.fn.max('createdAt').as('lastAt')])
    .$if(who.userId !== null, (q) => q.where('userId', '=', who.userId!))
    .$if(who.userId === null, (q) => q.where('sessionId', '=', who.sessionId!))
    .groupBy('normalizedQuery')
    .orderBy('lastAt', 'desc')
    .limit(LIST_SIZE)
    .execute();
  return rows.map((r) => String(r.query));
}

/** What shoppers searched most over the last 30 days, topped up with defaults while there is little. */
export async function trendingSearches(ctx: Ctx): Promise<string[]> {
  const since = new Date(Date.now() - TRENDING_DAYS * 86_400_000).toISOString();
  const rows = await ctx.db
    .selectFrom('searches')
    .select((eb) => ['normalizedQuery', eb.fn.max('query').as('query'), eb.fn.countAll<number>().as('n')])
    .where('createdAt', '>=', since)
    .where('resultCount', '>', 0)
    .groupBy('normalizedQuery')
    .orderBy('n', 'desc')
    .orderBy('normalizedQuery')
    .limit(LIST_SIZE)
    .execute();
  const trending = rows.map((r) => String(r.query));
  const seen = new Set(rows.map((r) => r.normalizedQuery));
  for (const fallback of DEFAULT_TRENDING[ctx.lang]) {
    if (trending.length >= LIST_SIZE) break;
    if (!seen.has(normalizedQuery(fallback))) trending.push(fallback);
  }
  return trending;
}
