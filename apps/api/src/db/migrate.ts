import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { dialectOf } from './dialect.ts';
import * as initial from './migrations/0001-initial-schema.ts';
import * as searchIndex from './migrations/0002-search-index.ts';
import * as catalogueIndexes from './migrations/0003-catalogue-indexes.ts';
import * as checkout from './migrations/0004-checkout.ts';
import * as admin from './migrations/0005-admin.ts';
import * as adminProducts from './migrations/0006-admin-products.ts';
import * as contentPages from './migrations/0008-content-pages.ts';
import * as adminUsers from './migrations/0010-admin-users.ts';
import * as salesLedger from './migrations/0011-sales-ledger.ts';
import * as unicodeLower from './migrations/0012-unicode-lower.ts';
import * as orderCodes from './migrations/0013-order-codes.ts';
import * as computedDiscounts from './migrations/0014-computed-discounts.ts';
import * as userSessions from './migrations/0015-user-sessions.ts';
import * as searchSynonyms from './migrations/0016-search-synonyms.ts';
import * as analysedSearchIndex from './migrations/0017-analysed-search-index.ts';
import * as catalogueSortIndexes from './migrations/0018-catalogue-sort-indexes.ts';
import * as categoryProductCounts from './migrations/0019-category-product-counts.ts';
import * as searchRowsByRowid from './migrations/0020-search-rows-by-rowid.ts';
import * as productNameSearchIndex from './migrations/0021-product-name-search-index.ts';
import * as productFactChanges from './migrations/0022-product-fact-changes.ts';
import * as searchWordsInMemory from './migrations/0023-search-words-in-memory.ts';
import * as productCardChanges from './migrations/0024-product-card-changes.ts';
import * as categoryChanges from './migrations/0025-category-changes.ts';
import * as productDetailChanges from './migrations/0026-product-detail-changes.ts';
import * as dropCategoryProductCounts from './migrations/0027-drop-category-product-counts.ts';
import * as refundRetries from './migrations/0028-refund-retries.ts';
import * as refundJobs from './migrations/0029-refund-jobs.ts';
import * as promoCodeRules from './migrations/0030-promo-code-rules.ts';
import * as shippingMethods from './migrations/0031-shipping-methods.ts';
import * as guestCheckout from './migrations/0032-guest-checkout.ts';

/** Migrations are listed here in order, so they run the same from source, tests and production. */
const migrations: Record<string, Migration> = {
  '0001-initial-schema': initial,
  '0002-search-index': searchIndex,
  '0003-catalogue-indexes': catalogueIndexes,
  '0004-checkout': checkout,
  '0005-admin': admin,
  '0006-admin-products': adminProducts,
  '0008-content-pages': contentPages,
  '0010-admin-users': adminUsers,
  '0011-sales-ledger': salesLedger,
  '0012-unicode-lower': unicodeLower,
  '0013-order-codes': orderCodes,
  '0014-computed-discounts': computedDiscounts,
  '0015-user-sessions': userSessions,
  '0016-search-synonyms': searchSynonyms,
  '0017-analysed-search-index': analysedSearchIndex,
  '0018-catalogue-sort-indexes': catalogueSortIndexes,
  '0019-category-product-counts': categoryProductCounts,
  '0020-search-rows-by-rowid': searchRowsByRowid,
  '0021-product-name-search-index': productNameSearchIndex,
  '0022-product-fact-changes': productFactChanges,
  '0023-search-words-in-memory': searchWordsInMemory,
  '0024-product-card-changes': productCardChanges,
  '0025-category-changes': categoryChanges,
  '0026-product-detail-changes': productDetailChanges,
  '0027-drop-category-product-counts': dropCategoryProductCounts,
  '0028-refund-retries': refundRetries,
  '0029-refund-jobs': refundJobs,
  '0030-promo-code-rules': promoCodeRules,
  '0031-shipping-methods': shippingMethods,
  '0032-guest-checkout': guestCheckout,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/**
 * Brings the database to the latest schema; throws on the first failing migration. On PostgreSQL the
 * migration bookkeeping tables are named with their schema: the migrator's existence check looks at
 * every schema of the database, so unqualified it would mistake another schema's tables for its own.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>, pgSchema = 'public'): Promise<string[]> {
  const migrationTableSchema = dialectOf(db) === 'postgres' ? pgSchema : undefined;
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
