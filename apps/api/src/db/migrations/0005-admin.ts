import type { Kysely } from 'kysely';
import { dialectOf, nowDefault, timestampType } from '../dialect.ts';

/**
 * What the admin panel needs beyond the storefront's model:
 * - the audit log: who changed what, when, from where, with each changed field before and after;
 * - the slugs a category had before, so a renamed category's old links still lead to it.
 * A migration holds its own statements and imports no live module code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = dialectOf(db);
  const ts = timestampType(d);
  const s = db.schema;

  await s
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The actor's id and e-mail are copied, not referenced: the entry outlives a deleted account.
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('ip', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    // JSON: { field: { before, after } } of the fields that changed.
    .addColumn('changes', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(d)))
    .execute();
  await s.createIndex('audit_log_created').on('audit_log').column('created_at').execute();
  await s.createIndex('audit_log_entity').on('audit_log').columns(['entity_type', 'entity_id']).execute();
  await s.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'created_at']).execute();

  await s
    .createTable('category_slug_redirects')
    .addColumn('old_slug', 'text', (c) => c.primaryKey())
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(d)))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('category_slug_redirects').execute();
  await db.schema.dropTable('audit_log').execute();
}
