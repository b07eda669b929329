import type { Db } from '../../db/connect.ts';
import { perDatabase } from './per-database.ts';
import { formsOf, meaningfulWords, type TextLanguage, wordsOf } from './text-analyser.ts';

/** One entry of a synonym group ('ordinateur portable'): its words, each as every form it may take. */
export type SynonymEntry = readonly (readonly string[])[];
/** A two-way group: any entry found in a query also searches for the others. */
export type SynonymGroup = readonly SynonymEntry[];

const BOTH: readonly TextLanguage[] = ['en', 'fr'];

/** The entries of one comma-separated group as the analyser sees them; entries without words dropped. */
export function parseSynonymGroup(words: string): SynonymGroup {
  return words
    .split(',')
    .map((entry) => meaningfulWords(wordsOf(entry, true)).map((w) => formsOf(w, BOTH, false)))
    .filter((entry) => entry.length > 0);
}

/** Synonym groups per database, read once and kept until the catalogue changes (admin edits announce it). */
const groups = perDatabase(async (db) => {
  const rows = await db.selectFrom('searchSynonyms').select('words').orderBy('id').execute();
  return rows.map((r) => parseSynonymGroup(r.words)).filter((g) => g.length > 1);
});

/** The store's synonym groups (table search_synonyms), analysed; the only reader of that table. */
export function synonymGroups(db: Db): Promise<SynonymGroup[]> {
  return groups.get(db);
}

/** Drops the cached groups of this database (on catalogueChanged), so the next search reads them anew. */
export function forgetSynonyms(db: Db): void {
  groups.forget(db);
}
