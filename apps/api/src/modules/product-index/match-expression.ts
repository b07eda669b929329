import type { DialectName } from '../../db/dialect.ts';
import type { Alternative, QueryWord, Slot } from './query-plan.ts';

/**
 * A query plan in each engine's language, for what asks the database's own text index (the admin's
 * product list); the storefront's search matches the same words in memory (word-match.ts). Tokens
 * are letters and digits only (text-analyser.ts), so quoting them is enough: no operator of either
 * engine can come from a shopper.
 * - SQLite FTS5: ("run" OR "running"*) AND ({parts} : ("phone"*));
 * - PostgreSQL tsquery, read as is (no parser): ('run' | 'running':*) & ('phone':*D).
 * Columns of the index and their PostgreSQL weights: name A, category B, description C, parts D.
 * Name parts are only looked for among parts, category tokens only in the category column.
 */
type Field = 'category' | 'parts';

const WEIGHTS: Record<Field, string> = { category: 'B', parts: 'D' };

/** Where each kind of alternative is looked for when matching (any column when not listed). */
const MATCHED_IN: Partial<Record<Alternative['kind'], Field>> = { part: 'parts', category: 'category' };

const group = (items: readonly string[], op: string) =>
  items.length === 1 ? items[0]! : `(${items.join(` ${op} `)})`;

function fts5Slot(slot: Slot, prefixes: boolean): string {
  const forms = slot.forms.map((f) => `"${f}"`);
  return group(prefixes ? [...forms, ...slot.prefixes.map((f) => `"${f}"*`)] : forms, 'OR');
}

function tsquerySlot(slot: Slot, weight: string, prefixes: boolean): string {
  const forms = slot.forms.map((f) => `'${f}'${weight ? `:${weight}` : ''}`);
  return group(prefixes ? [...forms, ...slot.prefixes.map((f) => `'${f}':*${weight}`)] : forms, '|');
}

/** The alternative in one engine's syntax, looked for in `field` (anywhere when null). */
function alternativeExpression(
  dialect: DialectName,
  alt: Alternative,
  field: Field | null,
  prefixes: boolean,
): string {
  const slots = alt.slots.filter((s) => s.forms.length || (prefixes && s.prefixes.length));
  if (slots.length < alt.slots.length || slots.length === 0) return '';
  if (dialect === 'postgres') {
    const weight = field ? WEIGHTS[field] : '';
    return group(
      slots.map((s) => tsquerySlot(s, weight, prefixes)),
      '&',
    );
  }
  const expression = group(
    slots.map((s) => fts5Slot(s, prefixes)),
    'AND',
  );
  if (!field) return expression;
  return `{${field}} : ${expression.startsWith('(') ? expression : `(${expression})`}`;
}

/** One query word: found by any of its alternatives, each where it belongs. */
export function wordExpression(dialect: DialectName, word: QueryWord): string {
  const parts = word.alternatives.map((a) =>
    alternativeExpression(dialect, a, MATCHED_IN[a.kind] ?? null, true),
  );
  return group(parts.filter(Boolean), dialect === 'postgres' ? '|' : 'OR');
}

/** Every word (`all`) or any word of the plan. */
export function planExpression(dialect: DialectName, plan: readonly QueryWord[], all: boolean): string {
  const words = plan.map((w) => wordExpression(dialect, w));
  if (dialect === 'postgres') return group(words, all ? '&' : '|');
  return group(words, all ? 'AND' : 'OR');
}
