import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { dialectOf, type DialectName } from '../../db/dialect.ts';
import { type Field, fieldExpression, planExpression } from './match-expression.ts';
import { perDatabase } from './per-database.ts';
import type { Alternative, QueryWord } from './query-plan.ts';
import { allowedTypos, editDistance, fts5Expression, tsqueryExpression } from './query-terms.ts';

export interface MatchRow {
  /** The product, as productKey names it. */
  productKey: string | number;
  /** Higher is better: name before category before description (see relevanceScore). */
  score: number;
  /** How many of the query's words the product matches (all of them unless matches are partial). */
  matched: number;
}

/** Rows of the index matching the expression, for `p.id in (…)` and the ranked matches. */
function matchCondition(dialect: DialectName, expression: string, table = sql`product_search`) {
  return dialect === 'postgres'
    ? sql`${table}.document @@ ${expression}::tsquery`
    : sql`${table}.product_search match ${expression}`;
}

/**
 * How the index names a product, as a column of the products row `alias`: SQLite's index rows take
 * their product row's rowid (migration 0020), so following a match reads neither the index's stored
 * text nor the id index; PostgreSQL's are keyed by product id.
 */
export function productKey(db: Db, alias: string): RawBuilder<string | number> {
  return dialectOf(db) === 'postgres' ? sql.ref(`${alias}.id`) : sql.ref(`${alias}.rowid`);
}

/** The index's column that productKey matches. */
const indexKey = (dialect: DialectName, table: string) =>
  sql.ref(`${table}.${dialect === 'postgres' ? 'product_id' : 'rowid'}`);

/**
 * Keys (productKey) of the products matching every word of the plan (`all`) or any of them, for
 * `key in (…)`. `matchesFirst` makes PostgreSQL collect the (few) matches before sorting them: left to
 * itself, its planner misjudges how many rows a prefix query matches and may walk a whole sort index,
 * probing each product against the text index ('shoes' sorted by price: 540 ms instead of 27 ms at
 * 100k products). `offset 0` keeps the subquery from being folded into the outer plan.
 */
export function planMatchingKeys(db: Db, plan: readonly QueryWord[], all: boolean, matchesFirst = false) {
  const dialect = dialectOf(db);
  const condition = matchCondition(dialect, planExpression(dialect, plan, all));
  return sql<string | number>`(select ${indexKey(dialect, 'product_search')} from product_search
    where ${condition}${dialect === 'postgres' && matchesFirst ? sql` offset 0` : sql``})`;
}

/**
 * Ids of the products having every one of these words as a prefix, as the index stores words (the
 * admin's product list), as a one-column subquery of `product_id`; `matchesFirst` as in planMatchingKeys.
 */
export function matchingIds(db: Db, terms: readonly string[], matchesFirst = false) {
  const plan = terms.map((t): QueryWord => ({
    text: t,
    alternatives: [{ kind: 'word', slots: [{ forms: [t], prefixes: [t] }] }],
  }));
  const keys = planMatchingKeys(db, plan, true, matchesFirst);
  if (dialectOf(db) === 'postgres') return sql<string>`${keys}`;
  return sql<string>`(select id as product_id from products where rowid in ${keys})`;
}

/**
 * Points a word earns by where it is found; a product's score is the sum over the query's words. The
 * name counts most, by its best way of holding the word: as typed or stemmed, as a synonym, as the
 * start of a longer word (the last word while typing), as a part of a word. The category it names and
 * the description add less, and add up. Each is an index lookup restricted to one column (a weight on
 * PostgreSQL), so both databases score alike.
 */
const POINTS = { name: 12, nameSynonym: 9, namePrefix: 8, namePart: 6, category: 2, description: 1 };

/** The index row `s` holds the expression (a set built once on SQLite, a tsvector test on PostgreSQL). */
function rowHolds(dialect: DialectName, expression: string | null): RawBuilder<boolean> {
  if (expression === null) return sql<boolean>`(1 = 0)`;
  return dialect === 'postgres'
    ? sql<boolean>`(s.document @@ ${expression}::tsquery)`
    : sql<boolean>`(s.rowid in (select rowid from product_search where product_search match ${expression}))`;
}

function wordScore(dialect: DialectName, word: QueryWord) {
  const of = (...kinds: string[]) => word.alternatives.filter((a) => kinds.includes(a.kind));
  const holds = (alternatives: Alternative[], field: Field, prefixes: boolean) =>
    rowHolds(dialect, fieldExpression(dialect, alternatives, field, prefixes));
  // A word before the last has no prefixes: its 'begun' test is its exact one, already failed by then,
  // and asking it again would cost the index a second lookup for nothing.
  const exact = fieldExpression(dialect, of('word'), 'name', false);
  const begun = fieldExpression(dialect, of('word'), 'name', true);
  const tiers = [
    sql`when ${rowHolds(dialect, exact)} then ${sql.lit(POINTS.name)}`,
    sql`when ${holds(of('synonym'), 'name', true)} then ${sql.lit(POINTS.nameSynonym)}`,
    ...(begun === exact ? [] : [sql`when ${rowHolds(dialect, begun)} then ${sql.lit(POINTS.namePrefix)}`]),
    sql`when ${holds(of('part'), 'name parts', true)} then ${sql.lit(POINTS.namePart)}`,
  ];
  const name = sql<number>`(case ${sql.join(tiers, sql` `)} else 0 end)`;
  const inCategory = holds(of('category'), 'category', false);
  const inDescription = holds(of('word', 'synonym'), 'description', true);
  const found = sql<boolean>`(${name} > 0 or ${inCategory} or ${inDescription})`;
  const points = sql<number>`(${name} + (case when ${inCategory} then ${sql.lit(POINTS.category)} else 0 end)
    + (case when ${inDescription} then ${sql.lit(POINTS.description)} else 0 end))`;
  return { points, found };
}

/**
 * Products matching every word (`all`) or, for partial matches, any word, with their relevance score
 * and how many words they match.
 */
export function rankedMatches(db: Db, plan: readonly QueryWord[], all: boolean): RawBuilder<MatchRow> {
  const dialect = dialectOf(db);
  const scores = plan.map((word) => wordScore(dialect, word));
  const score = sql<number>`(${sql.join(
    scores.map((w) => w.points),
    sql` + `,
  )})`;
  const matched = all
    ? sql<number>`${sql.lit(plan.length)}`
    : sql<number>`(${sql.join(
        scores.map((w) => sql`(case when ${w.found} then 1 else 0 end)`),
        sql` + `,
      )})`;
  // `limit -1` (SQLite) and `offset 0` (PostgreSQL) keep the matches a subquery of their own. Folded
  // into the outer join, SQLite may probe a whole category's products for each match (minutes at 100k
  // products), and PostgreSQL may walk the whole index in id order to merge it with products, testing
  // every row (350 ms against 87 ms for 'shoes').
  return sql<MatchRow>`(select ${indexKey(dialect, 's')} as product_key, ${score} as score, ${matched} as matched
    from product_search s where ${matchCondition(dialect, planExpression(dialect, plan, all), sql`s`)}
    ${dialect === 'sqlite' ? sql`limit -1` : sql`offset 0`})`;
}

/** Whole numbers, none negative, joined into one text (`12,7,40`), read back without a string each. */
function numberList(text: string | null | undefined): Float64Array {
  if (!text) return new Float64Array(0);
  let count = 1;
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 44) count += 1;
  const numbers = new Float64Array(count);
  let n = 0;
  let value = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 44) {
      numbers[n++] = value;
      value = 0;
    } else value = value * 10 + (code - 48);
  }
  numbers[n] = value;
  return numbers;
}

/**
 * The keys (productKey) of the products matching the plan, every word (`all`) or any, with their
 * relevance when `scored` (rankedMatches). The rows come back joined into one text per column: a
 * search may match 20,000 products, and one value crosses from the database (or SQLite's read
 * thread) far faster than 20,000 rows.
 */
export async function matchList(
  db: Db,
  plan: readonly QueryWord[],
  all: boolean,
  scored: boolean,
): Promise<{ keys: ArrayLike<string | number>; score?: Float64Array; matched?: Float64Array }> {
  const dialect = dialectOf(db);
  const joined = (column: string) =>
    dialect === 'postgres'
      ? sql<string | null>`string_agg(${sql.ref(column)}::text, ',')`
      : sql<string | null>`group_concat(${sql.ref(column)})`;
  const rows = scored
    ? sql<{ keys: string | null; scores: string | null; matched: string | null }>`select
        ${joined('m.product_key')} as keys, ${joined('m.score')} as scores, ${joined('m.matched')} as matched
        from ${rankedMatches(db, plan, all)} as m`
    : sql<{ keys: string | null }>`select ${joined('m.key')} as keys
        from (select ${indexKey(dialect, 'product_search')} as key from product_search
          where ${matchCondition(dialect, planExpression(dialect, plan, all))}) as m`;
  const [row] = (await rows.execute(db)).rows as {
    keys: string | null;
    scores?: string | null;
    matched?: string | null;
  }[];
  const text = row?.keys ?? null;
  // SQLite's keys are rowids; PostgreSQL's are product ids.
  const keys = dialect === 'sqlite' ? numberList(text) : text ? text.split(',') : [];
  if (!scored) return { keys };
  return { keys, score: numberList(row?.scores), matched: numberList(row?.matched) };
}

/**
 * Whether any row of the index meets the condition. PostgreSQL's planner, told that one row will do,
 * reads the whole table in the hope of meeting one early, and for a misspelt word that no row holds it
 * tests all of them (60 ms at 100,000 products); asked for the matches first, it asks the text index
 * (under 1 ms), at a fraction of a millisecond more for a common word.
 */
async function anyIndexRow(db: Db, condition: RawBuilder<unknown>): Promise<boolean> {
  const query =
    dialectOf(db) === 'postgres'
      ? sql`with m as materialized (select 1 as found from product_search where ${condition})
          select found from m limit 1`
      : sql`select 1 as found from product_search where ${condition} limit 1`;
  return (await query.execute(db)).rows.length > 0;
}

/** Whether some product's name holds the word: as typed, stemmed or begun, a synonym or a part of a word. */
export async function nameHolds(db: Db, word: QueryWord): Promise<boolean> {
  const dialect = dialectOf(db);
  const inName = fieldExpression(
    dialect,
    word.alternatives.filter((a) => a.kind === 'word' || a.kind === 'synonym'),
    'name',
    true,
  );
  const inParts = fieldExpression(
    dialect,
    word.alternatives.filter((a) => a.kind === 'part'),
    'parts',
    true,
  );
  for (const expression of [inName, inParts]) {
    if (expression !== null && (await anyIndexRow(db, matchCondition(dialect, expression)))) return true;
  }
  return false;
}

/** Whether any product (active or not) matches every word of the plan. */
export async function planMatches(db: Db, plan: readonly QueryWord[]): Promise<boolean> {
  const dialect = dialectOf(db);
  return anyIndexRow(db, matchCondition(dialect, planExpression(dialect, plan, true)));
}

/**
 * Suggestions choose among at most this many name matches, the first in catalogue order. A two-letter
 * prefix matches a sixth of a 100,000-product catalogue: ranking every match by text relevance cost 65
 * ms on SQLite; reading 200 and their products costs 2 ms (5 ms on PostgreSQL, against 9 for 1,000),
 * and as the shopper types on, the matches narrow to fewer.
 */
const SUGGESTION_CANDIDATES = 200;

/**
 * Keys (productKey) of products whose name has every word as a prefix (a one-letter word whole), at
 * most SUGGESTION_CANDIDATES of them, for `key in (…)`: what is being typed is a product name far more
 * often than a description.
 */
export function nameMatchCandidates(db: Db, terms: readonly string[]): RawBuilder<string | number> {
  if (dialectOf(db) === 'postgres') {
    // Names alone, by their own index (migration 0021).
    return sql`(select product_id from product_search
      where ts_filter(document, '{a}') @@ ${tsqueryExpression(terms)}::tsquery limit ${SUGGESTION_CANDIDATES})`;
  }
  return sql`(select rowid from product_search where product_search match ${`{name} : (${fts5Expression(terms)})`}
    limit ${SUGGESTION_CANDIDATES})`;
}

/**
 * Every indexed word (not name parts), in alphabetical order, kept in memory per database until the
 * catalogue's text changes (forgetVocabulary): reading one letter's words from the index for each
 * misspelt word cost 7 ms at 100,000 products; the whole list is 12,000 words.
 */
const vocabulary = perDatabase(async (db: Db) => {
  const { rows } =
    dialectOf(db) === 'postgres'
      ? await sql<{ term: string }>`select term from search_terms`.execute(db)
      : await sql<{ term: string }>`select distinct term from product_search_vocab
          where col in ('name', 'description')`.execute(db);
  return rows.map((r) => r.term).sort();
});

/** Drops the words kept for typo correction (the index's text changed). */
export function forgetVocabulary(db: Db): void {
  vocabulary.forget(db);
}

/**
 * Indexed words of about this one's length starting with its first letter, in alphabetical order: the
 * same list on both databases. A typo rarely hits the first letter.
 */
async function candidateWords(db: Db, term: string): Promise<string[]> {
  const first = term.charAt(0);
  const next = String.fromCodePoint(first.codePointAt(0)! + 1);
  const [min, max] = [term.length - 2, term.length + 2];
  return (await vocabulary.get(db)).filter(
    (word) => word >= first && word < next && word.length >= min && word.length <= max,
  );
}

function isKnownPrefix(db: Db, term: string): Promise<boolean> {
  return anyIndexRow(
    db,
    dialectOf(db) === 'postgres'
      ? sql`document @@ to_tsquery('simple', ${tsqueryExpression([term])})`
      : sql`product_search match ${fts5Expression([term])}`,
  );
}

/**
 * The query with each unknown word replaced by the closest indexed word within the typos its length
 * allows ('hedphones' → 'headphones', 'lapotp' → 'laptop'); null when nothing could be corrected.
 * A word is unknown when `isKnown` says so (by default: no indexed word starts with it).
 */
export async function correctTerms(
  db: Db,
  terms: readonly string[],
  isKnown: (term: string) => Promise<boolean> = (term) => isKnownPrefix(db, term),
): Promise<string[] | null> {
  let changed = false;
  const corrected: string[] = [];
  for (const term of terms) {
    if (allowedTypos(term) === 0 || (await isKnown(term))) {
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
