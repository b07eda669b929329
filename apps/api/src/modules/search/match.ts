import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { dialectOf } from '../../db/dialect.ts';
import { allowedTypos, editDistance, fts5Expression, tsqueryExpression } from './query-terms.ts';

export interface MatchRow {
  productId: string;
  /** Lower is better on both databases. */
  rank: number;
}

/**
 * Ids of the products matching every word as a prefix, for `p.id in (…)`. `matchesFirst` makes
 * PostgreSQL collect the (few) matches before sorting them: left to itself, its planner misjudges how
 * many rows a prefix query matches and may walk a whole sort index, probing each product against the
 * text index ('shoes' sorted by price: 540 ms instead of 27 ms at 100k products). `offset 0` keeps the
 * subquery from being folded into the outer plan.
 */
export function matchingIds(db: Db, terms: readonly string[], matchesFirst = false): RawBuilder<string> {
  if (dialectOf(db) === 'postgres') {
    return sql<string>`(select product_id from product_search
      where document @@ to_tsquery('simple', ${tsqueryExpression(terms)})${matchesFirst ? sql` offset 0` : sql``})`;
  }
  return sql<string>`(select product_id from product_search where product_search match ${fts5Expression(terms)})`;
}

/**
 * The best-ranked products whose name has every word as a prefix, at most `limit`: what is being typed
 * is a product name far more often than a description. SQLite's FTS5 picks its top N itself.
 */
export function topNameMatches(db: Db, terms: readonly string[], limit: number): RawBuilder<MatchRow> {
  if (dialectOf(db) === 'postgres') {
    const query = sql`to_tsquery('simple', ${terms.map((t) => `${t}:*A`).join(' & ')})`;
    return sql<MatchRow>`(select product_id, -ts_rank(document, ${query}) as rank
      from product_search where document @@ ${query} order by rank limit ${limit})`;
  }
  return sql<MatchRow>`(select product_id, rank from product_search
    where product_search match ${`{name} : (${fts5Expression(terms)})`} order by rank limit ${limit})`;
}

/**
 * Products matching every word as a prefix, with a relevance rank (names weigh most, then category,
 * description, specifications).
 */
export function matchingProducts(db: Db, terms: readonly string[]): RawBuilder<MatchRow> {
  if (dialectOf(db) === 'postgres') {
    const query = sql`to_tsquery('simple', ${tsqueryExpression(terms)})`;
    return sql<MatchRow>`(select product_id, -ts_rank(document, ${query}) as rank
      from product_search where document @@ ${query})`;
  }
  return sql<MatchRow>`(select product_id, bm25(product_search, 0.0, 10.0, 4.0, 2.0, 1.0) as rank
    from product_search where product_search match ${fts5Expression(terms)})`;
}

/** Indexed words close to this one, best first: a trigram index on PostgreSQL, the FTS vocabulary on SQLite. */
async function candidateWords(db: Db, term: string): Promise<string[]> {
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ term: string }>`select term from search_terms
      order by term <-> ${term} limit 20`.execute(db);
    return rows.map((r) => r.term);
  }
  // A typo rarely hits the first letter; scanning only that letter's words keeps this cheap at 100k products.
  const first = term.charAt(0);
  const next = String.fromCodePoint(first.codePointAt(0)! + 1);
  const { rows } = await sql<{ term: string }>`select term from product_search_vocab
    where term >= ${first} and term < ${next} and length(term) between ${term.length - 2} and ${term.length + 2}
    order by doc desc`.execute(db);
  return rows.map((r) => r.term);
}

async function isKnownPrefix(db: Db, term: string): Promise<boolean> {
  const { rows } = await sql<{ found: number }>`select 1 as found from product_search
    where ${dialectOf(db) === 'postgres' ? sql`document @@ to_tsquery('simple', ${tsqueryExpression([term])})` : sql`product_search match ${fts5Expression([term])}`}
    limit 1`.execute(db);
  return rows.length > 0;
}

/**
 * The query with each unknown word replaced by the closest indexed word within the typos its length
 * allows ('hedphones' → 'headphones', 'lapotp' → 'laptop'); null when nothing could be corrected.
 */
export async function correctTerms(db: Db, terms: readonly string[]): Promise<string[] | null> {
  let changed = false;
  const corrected: string[] = [];
  for (const term of terms) {
    if (allowedTypos(term) === 0 || (await isKnownPrefix(db, term))) {
      corrected.push(term);
      continue;
    }
    let best: { word: string; distance: number } | null = null;
    for (const word of await candidateWords(db, term)) {
      const distance = editDistance(term, word);
      if (distance <= allowedTypos(term) && (!best || distance < best.distance)) best = { word, distance };
    }
    corrected.push(best ? best.word : term);
    changed ||= best !== null;
  }
  return changed ? corrected : null;
}
