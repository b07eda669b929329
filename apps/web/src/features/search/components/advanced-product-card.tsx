import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ProductSummary } from '@store/shared/schemas/product';
import { AddProductToCart } from '../../../components/cart/add-product-to-cart.tsx';
import { ProductCard } from '../../../components/ui/product-card.tsx';

/**
 * The advanced search card (storefront §2): the product card with its description and an add-to-cart
 * control, disabled for products out of stock; once the product is in the cart it steps the quantity.
 */
export function AdvancedProductCard({
  product,
  priority = false,
}: {
  product: ProductSummary;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ProductCard
      product={product}
      headingLevel={2}
      priority={priority}
      showDescription
      action={
        <AddProductToCart
          product={product}
          outOfStock={!product.inStock}
          showQuantityControls
          label={t('cart.addProduct', { name: product.name })}
        />
      }
    />
  );
}
