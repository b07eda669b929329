import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/dialect.ts';
import type { Alternative, QueryWord, Slot } from './query-plan.ts';

/**
 * A query plan in each engine's language. Tokens are letters and digits only (text-analyser.ts), so
 * quoting them is enough: no operator of either engine can come from a shopper.
 * - SQLite FTS5: ("run" OR "running"*) AND ({parts} : ("phone"*));
 * - PostgreSQL tsquery, read as is (no parser): ('run' | 'running':*) & ('phone':*D).
 * Name parts are only looked for in the parts column (weight D on PostgreSQL), words anywhere.
 */

const group = (items: readonly string[], op: string) =>
  items.length === 1 ? items[0]! : `(${items.join(` ${op} `)})`;

function fts5Slot(slot: Slot): string {
  return group([...slot.forms.map((f) => `"${f}"`), ...slot.prefixes.map((f) => `"${f}"*`)], 'OR');
}

function fts5Alternative(alt: Alternative): string {
  const slots = group(alt.slots.map(fts5Slot), 'AND');
  return alt.kind === 'part' ? `{parts} : ${slots.startsWith('(') ? slots : `(${slots})`}` : slots;
}

function tsquerySlot(slot: Slot, weight: string): string {
  return group(
    [
      ...slot.forms.map((f) => `'${f}'${weight ? `:${weight}` : ''}`),
      ...slot.prefixes.map((f) => `'${f}':*${weight}`),
    ],
    '|',
  );
}

function tsqueryAlternative(alt: Alternative): string {
  return group(
    alt.slots.map((s) => tsquerySlot(s, alt.kind === 'part' ? 'D' : '')),
    '&',
  );
}

/** One query word: found by any of its alternatives. */
export function wordExpression(dialect: DialectName, word: QueryWord): string {
  return dialect === 'postgres'
    ? group(word.alternatives.map(tsqueryAlternative), '|')
    : group(word.alternatives.map(fts5Alternative), 'OR');
}

/** Every word (`all`) or any word of the plan. */
export function planExpression(dialect: DialectName, plan: readonly QueryWord[], all: boolean): string {
  const words = plan.map((w) => wordExpression(dialect, w));
  if (dialect === 'postgres') return group(words, all ? '&' : '|');
  return group(words, all ? 'AND' : 'OR');
}

/** `haystack` holds `needle`: instr on SQLite, strpos on PostgreSQL (same answer on the same text). */
function holds(dialect: DialectName, haystack: RawBuilder<string>, needle: string): RawBuilder<boolean> {
  return dialect === 'postgres'
    ? sql<boolean>`strpos(${haystack}, ${needle}) > 0`
    : sql<boolean>`instr(${haystack}, ${needle}) > 0`;
}

const anyOf = (conditions: RawBuilder<boolean>[]): RawBuilder<boolean> =>
  conditions.length ? sql<boolean>`(${sql.join(conditions, sql` or `)})` : sql<boolean>`(1 = 0)`;
const allOf = (conditions: RawBuilder<boolean>[]): RawBuilder<boolean> =>
  sql<boolean>`(${sql.join(conditions, sql` and `)})`;

/**
 * The alternative is found in a padded token text (' aurora smartphone smartphon '): whole tokens for
 * forms, token starts for prefixes, anywhere in a token for name parts.
 */
export function foundIn(
  dialect: DialectName,
  text: RawBuilder<string>,
  alt: Alternative,
  withPrefixes: boolean,
): RawBuilder<boolean> {
  return allOf(
    alt.slots.map((slot) =>
      anyOf([
        ...slot.forms.map((f) => holds(dialect, text, ` ${f} `)),
        ...(withPrefixes
          ? slot.prefixes.map((f) => holds(dialect, text, alt.kind === 'part' ? f : ` ${f}`))
          : []),
      ]),
    ),
  );
}
