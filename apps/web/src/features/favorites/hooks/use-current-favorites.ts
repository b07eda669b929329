import { useQueries } from '@tanstack/react-query';
import type { Favorite } from '@store/shared/schemas/favorites';
import { useLanguage } from '../../../i18n/use-language.ts';
import { toFavorite } from '../../../lib/favorites/favorites-list.ts';
import { productQuery } from '../../product/api/get-product.ts';

/**
 * A guest's favourites are snapshots taken when they were added (storefront §9): their prices, stock
 * and discounts age, and their names keep the language of that moment. Shown on the favourites page,
 * each is replaced by the product as the shop has it now, in the active language, as the server does
 * for a signed-in shopper. The queries are the product page's own, so a product seen there is not
 * asked for twice. Until an answer comes, or when the product is gone, the snapshot stands.
 */
export function useCurrentFavorites(items: readonly Favorite[], enabled: boolean): readonly Favorite[] {
  const lang = useLanguage();
  return useQueries({
    queries: items.map((item) => ({ ...productQuery(item.productId, lang), enabled })),
    combine: (results) =>
      items.map((item, index) => {
        const product = results[index]?.data;
        return product ? { ...toFavorite(product), addedAt: item.addedAt } : item;
      }),
  });
}
