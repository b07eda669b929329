import type { ColumnType } from 'kysely';

/** Tables of migration 0008 (content pages); types.ts joins them into the Database. */

type Timestamp = ColumnType<string, string | undefined, string>;
type DefaultBool = ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;

/** A page of the Page Builder: Markdown in English and French, shown at /pages/{slug} once published. */
export interface ContentPagesTable {
  id: string;
  slug: string;
  titleEn: string;
  titleFr: string | null;
  bodyEn: string;
  bodyFr: string | null;
  isPublished: DefaultBool;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
