import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { dialectOf } from '../../db/dialect.ts';
import type { IndexedText } from './frozen-postings.ts';

/**
 * The text index's rows read back, column by column, as search-index.ts wrote them: SQLite's FTS5
 * table keeps its columns' text; PostgreSQL keeps a tsvector, whose text form lists each word with
 * the weights of its positions (A name, B category, C description, D parts, D being left unwritten).
 */

export interface IndexRow {
  /** The product, as productKey names it (SQLite rowid, PostgreSQL id). */
  key: string | number;
  text: IndexedText;
  /** A hash of the row as read: the same row reads the same, so an unchanged product is left alone. */
  hash: number;
}

/** FNV-1a over the row's text, as 32 bits. */
function hashOf(...texts: readonly string[]): number {
  let hash = 0x811c9dc5;
  for (const text of texts) {
    for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    hash = Math.imul(hash ^ 0x7c, 0x01000193);
  }
  return hash >>> 0;
}

const WEIGHT_COLUMN = { A: 'name', B: 'category', C: 'description' } as const;

/** The quoted word starting at `i` (a quote inside written twice) and where it ends; null when cut off. */
function quotedWord(document: string, i: number): { word: string; end: number } | null {
  let word = '';
  let from = i + 1;
  for (;;) {
    const quote = document.indexOf("'", from);
    if (quote < 0) return null;
    word += document.slice(from, quote);
    if (document.charCodeAt(quote + 1) !== 39) return { word, end: quote + 1 };
    word += "'";
    from = quote + 2;
  }
}

/** A tsvector's text form ('aurora':1A 'phone':4A,9 …) as the index's columns. */
export function textOfTsvector(document: string): IndexedText {
  const columns: Record<keyof IndexedText, string[]> = { name: [], category: [], description: [], parts: [] };
  let i = document.indexOf("'");
  while (i >= 0) {
    const quoted = quotedWord(document, i);
    if (!quoted) break;
    const space = document.indexOf(' ', quoted.end);
    const end = space < 0 ? document.length : space;
    const seen = new Set<keyof IndexedText>();
    for (const position of document.slice(quoted.end + 1, end).split(',')) {
      const weight = position.charAt(position.length - 1);
      seen.add(weight in WEIGHT_COLUMN ? WEIGHT_COLUMN[weight as keyof typeof WEIGHT_COLUMN] : 'parts');
    }
    for (const column of seen) columns[column].push(quoted.word);
    i = document.indexOf("'", end);
  }
  return {
    name: columns.name.join(' '),
    category: columns.category.join(' '),
    description: columns.description.join(' '),
    parts: columns.parts.join(' '),
  };
}

/** The index rows of these products (productKey), those it has. */
export async function indexRows(db: Db, keys: readonly (string | number)[]): Promise<IndexRow[]> {
  if (keys.length === 0) return [];
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{
      key: string;
      document: string;
    }>`select product_id as key, document::text as document
      from product_search where product_id in (${sql.join(keys)})`.execute(db);
    return rows.map((r) => ({ key: r.key, text: textOfTsvector(r.document), hash: hashOf(r.document) }));
  }
  const { rows } = await sql<
    IndexedText & { key: number }
  >`select rowid as key, name, category, description, parts
    from product_search where rowid in (${sql.join(keys)})`.execute(db);
  return rows.map(({ key, name, category, description, parts }) => ({
    key,
    text: { name, category, description, parts },
    hash: hashOf(name, category, description, parts),
  }));
}
