import type { Kysely } from 'kysely';
import { createSearchIndex, dropSearchIndex } from '../../modules/search/search-index.ts';

/** Full-text search structures; each database's own kind lives in the search module. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createSearchIndex(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropSearchIndex(db);
}
