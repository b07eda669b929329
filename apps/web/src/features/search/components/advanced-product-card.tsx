import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@store/shared/schemas/product';
import { AddToCartButton } from '../../../components/ui/add-to-cart-button.tsx';
import { ProductCard } from '../../../components/ui/product-card.tsx';

/**
 * The advanced search card (storefront §2): the product card with its description and an add-to-cart
 * control, disabled for products out of stock.
 */
export function AdvancedProductCard({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  return (
    <ProductCard
      product={product}
      showDescription
      action={
        <AddToCartButton outOfStock={!product.inStock} label={t('cart.addProduct', { name: product.name })} />
      }
    />
  );
}
