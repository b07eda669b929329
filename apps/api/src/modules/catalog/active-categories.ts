import type { Db } from '../../db/connect.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { activeCategoriesWithCounts } from './product-mapper.ts';

/**
 * Active categories with their counts of active products (kept by the database, migration 0019), in
 * the order the store lists them: read once per search or list of cards, for facets, the categories a
 * search names and each card's category.
 */
export const activeCategories = preparedQuery((db: Db) =>
  activeCategoriesWithCounts(db)
    .select(['c.id', 'c.slug', 'c.nameEn', 'c.nameFr', 'c.descriptionEn', 'c.descriptionFr', 'n.activeCount'])
    .orderBy('c.sortOrder')
    .orderBy('c.slug'),
);
export type ActiveCategory = Awaited<ReturnType<typeof activeCategories>>[number];
