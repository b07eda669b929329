import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { dialectOf, type DialectName } from '../../db/dialect.ts';
import { planExpression } from './match-expression.ts';
import type { QueryWord } from './query-plan.ts';

/** Rows of the index matching the expression. */
function matchCondition(dialect: DialectName, expression: string) {
  return dialect === 'postgres'
    ? sql`product_search.document @@ ${expression}::tsquery`
    : sql`product_search.product_search match ${expression}`;
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
