import { Link } from '../ui/link.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatPrice } from '@store/shared/money';
import type { CartItem } from '@store/shared/schemas/cart';
import { useLanguage } from '../../i18n/use-language.ts';
import { apiErrorText } from '../../lib/api-error-text.ts';
import { useRemoveFromCart } from '../../lib/cart/api/remove-from-cart.ts';
import { useUpdateCartItem } from '../../lib/cart/api/update-cart-item.ts';
import { lineLimitText } from '../../lib/cart/quantity-limit.ts';
import { optionLabels } from '../../lib/option-labels.ts';
import { DiscountBadge } from '../ui/discount-badge.tsx';
import { Icon } from '../ui/icon.tsx';
import { QuantityStepper } from '../ui/quantity-stepper.tsx';
import { SmartImage } from '../ui/smart-image.tsx';
import styles from './cart-line.module.css';

interface CartLineProps {
  item: CartItem;
  /** 'page' gives the cart page's larger image and roomier layout. */
  size?: 'sidebar' | 'page';
  /** Runs when a link of the row is followed, e.g. to close the sidebar. */
  onNavigate?: () => void;
}

/**
 * One cart row (storefront §2 Cart sidebar): image and name linking to the product, discount badge,
 * category, chosen options, stock, price and old price, line total, minus (disabled at 1), plus (up
 * to what the shop can sell, saying why once there) and remove.
 */
export function CartLine({ item, size = 'sidebar', onNavigate }: CartLineProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const update = useUpdateCartItem();
  const remove = useRemoveFromCart();
  const { product, quantity } = item;
  const ref = { productId: item.productId, variantId: item.variantId };
  const href = `/product/${product.id}`;
  const options = optionLabels(item.selectedOptions, t, lang);
  const failure = update.error ?? remove.error;
  const limit = lineLimitText(item, t);

  const setQuantity = (next: number) => {
    remove.reset();
    update.mutate({ ...ref, quantity: next });
  };

  return (
    <li className={`${styles.line} ${styles[size]}`}>
      <Link to={href} className={styles.media} onClick={onNavigate} tabIndex={-1} aria-hidden="true">
        <SmartImage src={product.image} alt="" width={160} height={160} className={styles.image} />
      </Link>
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.category}>{product.category}</span>
          <DiscountBadge price={item.price} originalPrice={product.originalPrice} />
        </div>
        <h3 className={styles.name}>
          <Link to={href} onClick={onNavigate}>
            {product.name}
          </Link>
        </h3>
        {options.length > 0 && (
          <p className={styles.options}>
            {options.map(({ name, text }) => (
              // One option never breaks inside ('Storage: 256 GB'); the list wraps between options.
              <span key={name} className={styles.option}>
                {text}
              </span>
            ))}
          </p>
        )}
        <p className={product.inStock ? styles.inStock : styles.outOfStock}>
          {product.inStock ? t('cart.inStock') : t('product.outOfStock')}
        </p>
        <p className={styles.prices}>
          <span className={styles.price}>
            <span className="visually-hidden">{t('price.current')} </span>
            {formatPrice(item.price)}
          </span>
          {product.originalPrice !== null && product.originalPrice > item.price && (
            <s className={styles.original}>
              <span className="visually-hidden">{t('price.original')} </span>
              {formatPrice(product.originalPrice)}
            </s>
          )}
        </p>
        <div className={styles.controls}>
          <QuantityStepper
            value={quantity}
            onChange={setQuantity}
            max={item.maxQuantity}
            label={t('cart.quantityOf', { name: product.name })}
            decreaseLabel={t('cart.decreaseProduct', { name: product.name })}
            increaseLabel={t('cart.increaseProduct', { name: product.name })}
            iconSize={14}
            classes={{ stepper: styles.stepper, step: styles.step, value: styles.quantity }}
          />
          <p className={styles.total}>
            <span className="visually-hidden">{t('cart.lineTotal')} </span>
            {formatPrice(item.lineTotal)}
          </p>
        </div>
        {failure ? (
          <p className={styles.error} role="alert">
            {apiErrorText(failure, t)}
          </p>
        ) : (
          limit && <p className={styles.limit}>{limit}</p>
        )}
      </div>
      <button
        type="button"
        className={styles.remove}
        onClick={() => {
          update.reset();
          remove.mutate(ref);
        }}
        aria-label={t('cart.removeProduct', { name: product.name })}
        title={t('cart.remove')}
      >
        <Icon name="trash" size={18} />
      </button>
    </li>
  );
}
