import { type SearchSynonym, synonymWordKey } from '@store/shared/schemas/admin-search-synonyms';
import type { Selectable } from 'kysely';
import { nowIso, serializeWriters } from '../../../db/dialect.ts';
import { newId } from '../../../db/ids.ts';
import type { SearchSynonymsTable } from '../../../db/types.ts';
import { conflict, notFound } from '../../../lib/app-error.ts';
import type { Ctx } from '../../../lib/context.ts';
import { recordAudit } from '../audit/audit.service.ts';

const ENTITY = 'searchSynonym';
const SYNONYM_NOT_FOUND = () => notFound('Synonym group not found', 'SEARCH_SYNONYM_NOT_FOUND');

/** The column holds a group as typed, comma-separated (the form migration 0016 seeds). */
const WORD_SEPARATOR = ', ';
const wordsOf = (column: string) =>
  column
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

function toSynonym(row: Selectable<SearchSynonymsTable>): SearchSynonym {
  return { id: row.id, words: wordsOf(row.words), createdAt: row.createdAt, updatedAt: row.updatedAt };
}

/** What the audit log keeps of a group: its words. */
const auditSnapshot = (synonym: SearchSynonym) => ({ words: synonym.words });

/** Groups by their first word, as staff read them (case and accents aside), then by id. */
function byFirstWord(a: SearchSynonym, b: SearchSynonym): number {
  const first = (s: SearchSynonym) => synonymWordKey(s.words[0] ?? '');
  return first(a).localeCompare(first(b)) || a.id.localeCompare(b.id);
}

/** Every group, by its first word (GET /admin/search-synonyms). */
export async function listSynonyms(ctx: Ctx): Promise<SearchSynonym[]> {
  const rows = await ctx.db.selectFrom('searchSynonyms').selectAll().execute();
  return rows.map(toSynonym).sort(byFirstWord);
}

async function findSynonym(ctx: Ctx, id: string): Promise<SearchSynonym> {
  const row = await ctx.db.selectFrom('searchSynonyms').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw SYNONYM_NOT_FOUND();
  return toSynonym(row);
}

/**
 * A word may sit in one group only: two groups sharing a word would be one group the admin cannot
 * see as such. Writers take turns, so two admins cannot add the same word to two groups at once.
 */
async function assertWordsFree(ctx: Ctx, words: readonly string[], exceptId: string | null): Promise<void> {
  await serializeWriters(ctx.db, 'search-synonyms');
  const wanted = new Map(words.map((word) => [synonymWordKey(word), word]));
  let others = ctx.db.selectFrom('searchSynonyms').selectAll();
  if (exceptId) others = others.where('id', '!=', exceptId);
  for (const other of (await others.execute()).map(toSynonym)) {
    const taken = other.words.find((word) => wanted.has(synonymWordKey(word)));
    if (taken === undefined) continue;
    const word = wanted.get(synonymWordKey(taken)) ?? taken;
    const group = other.words.join(WORD_SEPARATOR);
    throw conflict(`"${word}" is already in the synonym group "${group}"`, 'SEARCH_SYNONYM_WORD_TAKEN', {
      word,
      group,
    });
  }
}

/** Adds a group of words (already validated and without repeats). */
export async function createSynonym(ctx: Ctx, words: readonly string[]): Promise<SearchSynonym> {
  await assertWordsFree(ctx, words, null);
  const id = newId();
  const now = nowIso();
  await ctx.db
    .insertInto('searchSynonyms')
    .values({ id, words: words.join(WORD_SEPARATOR), createdAt: now, updatedAt: now })
    .execute();
  const created = await findSynonym(ctx, id);
  await recordAudit(ctx, {
    action: 'searchSynonym.create',
    entityType: ENTITY,
    entityId: id,
    before: null,
    after: auditSnapshot(created),
  });
  return created;
}

/** Replaces a group's words. */
export async function updateSynonym(ctx: Ctx, id: string, words: readonly string[]): Promise<SearchSynonym> {
  const before = await findSynonym(ctx, id);
  await assertWordsFree(ctx, words, id);
  await ctx.db
    .updateTable('searchSynonyms')
    .set({ words: words.join(WORD_SEPARATOR), updatedAt: nowIso() })
    .where('id', '=', id)
    .execute();
  const after = await findSynonym(ctx, id);
  await recordAudit(ctx, {
    action: 'searchSynonym.update',
    entityType: ENTITY,
    entityId: id,
    before: auditSnapshot(before),
    after: auditSnapshot(after),
  });
  return after;
}

export async function deleteSynonym(ctx: Ctx, id: string): Promise<void> {
  const before = await findSynonym(ctx, id);
  await ctx.db.deleteFrom('searchSynonyms').where('id', '=', id).execute();
  await recordAudit(ctx, {
    action: 'searchSynonym.delete',
    entityType: ENTITY,
    entityId: id,
    before: auditSnapshot(before),
    after: null,
  });
}
