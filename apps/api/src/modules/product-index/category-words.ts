import type { Db } from '../../db/connect.ts';
import { perDatabase } from './per-database.ts';
import type { Alternative } from './query-plan.ts';
import { indexTokens } from './text-analyser.ts';

/**
 * Category words: a word that names a category, in its name, slug or description (which says what the
 * category holds: 'shoes', 'make-up'), brings that category's products in. The index stores one token
 * per category in its category column (categoryToken), so a category edit needs no reindex: the
 * categories' words are read here, kept in memory and dropped on catalogueChanged.
 */
export interface CategoryWords {
  token: string;
  words: ReadonlySet<string>;
}

/** The index token of a category: its id behind a prefix no word has ('cat' + 24 hex digits). */
export function categoryToken(categoryId: string): string {
  return `cat${categoryId}`;
}

const categories = perDatabase(async (db): Promise<CategoryWords[]> => {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'slug', 'nameEn', 'nameFr', 'descriptionEn', 'descriptionFr'])
    .orderBy('id')
    .execute();
  return rows.map((c) => ({
    token: categoryToken(c.id),
    words: new Set([
      ...indexTokens(`${c.nameEn} ${c.slug} ${c.descriptionEn}`, 'en'),
      ...indexTokens(`${c.nameFr ?? ''} ${c.descriptionFr ?? ''}`, 'fr'),
    ]),
  }));
});

/** Every category with its words. */
export function categoryWords(db: Db): Promise<CategoryWords[]> {
  return categories.get(db);
}

/** Drops the cached category words of this database (on catalogueChanged). */
export function forgetCategoryWords(db: Db): void {
  categories.forget(db);
}

/**
 * The tokens of the categories the shopper's own word names, as typed or stemmed: not its synonyms nor
 * the words it begins ('lamp' does not name Home & Garden through 'light' → 'lighting'), which would
 * bring whole categories in for words that only brush them.
 */
export function categoriesNamed(
  alternatives: readonly Alternative[],
  all: readonly CategoryWords[],
): string[] {
  const own = alternatives.filter((a) => a.kind === 'word');
  const names = (c: CategoryWords, alt: Alternative) =>
    alt.slots.every((slot) => slot.forms.some((f) => c.words.has(f)));
  return all.filter((c) => own.some((alt) => names(c, alt))).map((c) => c.token);
}
