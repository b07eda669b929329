import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { MIN_QUANTITY } from '@store/shared/constants';
import { formatPrice } from '@store/shared/money';
import type { ProductDetail } from '@store/shared/schemas/product';
import { AddProductToCart } from '../../../components/cart/add-product-to-cart.tsx';
import { FavoriteButton } from '../../../components/favorites/favorite-button.tsx';
import { DiscountBadge } from '../../../components/ui/discount-badge.tsx';
import { PriceTag } from '../../../components/ui/price-tag.tsx';
import { QuantitySelector } from '../../../components/ui/quantity-selector.tsx';
import { useCart } from '../../../lib/cart/api/get-cart.ts';
import { productLines } from '../../../lib/cart/cart-lines.ts';
import { quantityLimit, quantityLimitText } from '../../../lib/cart/quantity-limit.ts';
import { availableToAdd } from '../purchase-limit.ts';
import {
  displayedPrice,
  matchVariant,
  missingDimensions,
  stockState,
  variantOptions,
  type Selection,
  type VariantDimension,
} from '../variant-selection.ts';
import { StockLabel } from './stock-label.tsx';
import { VariantPicker } from './variant-picker.tsx';
import styles from './product-purchase.module.css';

interface ProductPurchaseProps {
  product: ProductDetail;
  /** Shown between the price and the pickers (the short description). */
  children?: ReactNode;
}

/**
 * Price, variant pickers, stock label, quantity and add to cart. The chosen options pick the first
 * active variant that matches; price, old price and stock follow it (storefront §4).
 */
export function ProductPurchase({ product, children }: ProductPurchaseProps) {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<Selection>({});
  const [errors, setErrors] = useState<ReadonlySet<VariantDimension>>(new Set());
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const pickers = useRef<HTMLDivElement>(null);
  const limitId = useId();
  const cart = useCart();

  const options = variantOptions(product.variants);
  const variant = matchVariant(product.variants, selection);
  const price = displayedPrice(product, variant);
  const stock = stockState(product, selection);
  const outOfStock = stock.kind === 'out' || stock.kind === 'unavailable';
  // What the cart holds of this very line counts once the line is known (every option chosen).
  const lineKnown = variant !== null || !product.variants.some((candidate) => candidate.isActive);
  const inCart = lineKnown
    ? (productLines(cart.data, product.id).find((line) => line.variantId === (variant?.id ?? null))
        ?.quantity ?? 0)
    : 0;
  const limit = quantityLimit(availableToAdd(product, selection, variant), inCart);
  // A quantity picked for another variant, or before the cart grew, comes down to what fits now.
  const wanted = Math.min(quantity, limit.max);
  const atLimit = !outOfStock && wanted >= limit.max;

  const choose = (dimension: VariantDimension, value: string) => {
    setSelection((current) => ({ ...current, [dimension]: value }));
    // Changing an option clears that option's error (storefront §4).
    setErrors((current) => {
      if (!current.has(dimension)) return current;
      const next = new Set(current);
      next.delete(dimension);
      return next;
    });
  };

  const validate = (): boolean => {
    const missing = missingDimensions(product.variants, selection);
    setErrors(new Set(missing));
    if (missing.length === 0) return true;
    // Take the shopper to the first picker still waiting for a choice.
    pickers.current?.querySelector<HTMLInputElement>(`[data-dimension="${missing[0]}"] input`)?.focus();
    return false;
  };

  return (
    <div className={styles.purchase}>
      <div className={styles.priceBlock}>
        <PriceTag price={price.price} originalPrice={price.originalPrice} size="lg" />
        <DiscountBadge price={price.price} originalPrice={price.originalPrice} />
        {price.savings > 0 && (
          <p className={styles.savings}>{t('productPage.youSave', { amount: formatPrice(price.savings) })}</p>
        )}
      </div>
      {children}
      {options.length > 0 && (
        <div ref={pickers} className={styles.pickers}>
          {options.map(({ dimension, values }) => (
            <VariantPicker
              key={dimension}
              dimension={dimension}
              values={values}
              variants={product.variants}
              selection={selection}
              invalid={errors.has(dimension)}
              onChoose={(value) => choose(dimension, value)}
            />
          ))}
        </div>
      )}
      <StockLabel state={stock} />
      <div className={styles.actions}>
        <QuantitySelector
          value={wanted}
          onChange={setQuantity}
          max={limit.max}
          describedBy={atLimit ? limitId : undefined}
        />
        <div className={styles.add}>
          <AddProductToCart
            product={product}
            variant={variant}
            attributes={selection}
            quantity={wanted}
            validate={validate}
            outOfStock={outOfStock}
            size="lg"
            addedLabel={t('cart.addedToCart')}
          />
        </div>
        <FavoriteButton product={product} size="lg" className={styles.favorite} />
        <p id={limitId} className={styles.limit} role="status">
          {atLimit ? quantityLimitText(limit, t) : ''}
        </p>
      </div>
    </div>
  );
}
