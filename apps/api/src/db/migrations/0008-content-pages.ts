import { type Kysely, sql } from 'kysely';
import { dialectOf, nowDefault, timestampType } from '../dialect.ts';

/**
 * Content pages of the Page Builder (About, Shipping, Returns…), shown at /pages/{slug}: a title and
 * a Markdown body in English and French, published or draft. The footer's tables (settings with its
 * SEO flag, sections, links, social links) already hold every field of admin §3 Footer.
 * A migration holds its own statements and imports no live module code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = dialectOf(db);
  const ts = timestampType(d);
  await db.schema
    .createTable('content_pages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_fr', 'text')
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('body_fr', 'text')
    .addColumn('is_published', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`is_published in (0, 1)`),
    )
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(d)))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(nowDefault(d)))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_pages').execute();
}
