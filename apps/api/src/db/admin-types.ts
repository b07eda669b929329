import type { ColumnType } from 'kysely';

/** Tables of migration 0005 (admin); types.ts joins them into the Database. */

type Timestamp = ColumnType<string, string | undefined, string>;
type DefaultText = ColumnType<string, string | undefined, string>;

/** One admin write: who, when, from where, what, and each changed field before and after (JSON). */
export interface AuditLogTable {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  ip: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  changes: DefaultText;
  createdAt: Timestamp;
}

/** A slug a category had before it was renamed: old storefront links still find it. */
export interface CategorySlugRedirectsTable {
  oldSlug: string;
  categoryId: string;
  createdAt: Timestamp;
}
