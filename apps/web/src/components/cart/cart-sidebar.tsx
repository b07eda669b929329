import { useId } from 'react';
import { Link } from '../ui/link.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCart } from '../../lib/cart/api/get-cart.ts';
import { useClearCart } from '../../lib/cart/api/clear-cart.ts';
import { buttonClass } from '../ui/button.ts';
import { Drawer } from '../ui/drawer.tsx';
import { Icon } from '../ui/icon.tsx';
import { IconBadge } from '../ui/icon-badge.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { CartLines } from './cart-lines.tsx';
import { CartLoadError } from './cart-load-error.tsx';
import { CartSummary, FreeShippingNotice } from './cart-summary.tsx';
import styles from './cart-sidebar.module.css';

interface CartSidebarProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The cart sidebar (storefront §2): rows, clear cart with a confirmation, the free-shipping notice, the
 * summary, View Cart and checkout. Loaded on first open, so the home page's first load stays small.
 */
export function CartSidebar({ open, onClose }: CartSidebarProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const cart = useCart();
  const clear = useClearCart();
  const items = cart.data?.items ?? [];
  const count = cart.data?.itemCount ?? 0;

  const confirmClear = () => {
    if (window.confirm(t('cart.clearConfirm'))) clear.mutate();
  };

  return (
    <Drawer open={open} onClose={onClose} labelledBy={titleId}>
      <div className={styles.head}>
        {/* The dialog is named by the title alone; the count beside it changes with every click. */}
        <h2 className={styles.title}>
          <span id={titleId}>{t('cart.title')}</span>
          {count > 0 && <span className={styles.count}>{t('cart.items', { count })}</span>}
        </h2>
        {items.length > 0 && (
          <button type="button" className={styles.clear} onClick={confirmClear}>
            {t('cart.clear')}
          </button>
        )}
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('cart.close')}>
          <Icon name="close" size={22} />
        </button>
      </div>

      <div className={styles.body}>
        {cart.data === undefined && cart.isPending ? (
          <div role="status" aria-label={t('common.loading')} className={styles.loading}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} width="100%" height={92} radius="var(--radius-md)" />
            ))}
          </div>
        ) : cart.data === undefined ? (
          <CartLoadError className={styles.empty} onRetry={() => void cart.refetch()} />
        ) : items.length === 0 ? (
          <div className={styles.empty}>
            <IconBadge name="cart" />
            <p className={styles.emptyTitle}>{t('cart.empty')}</p>
            <p className={styles.emptyHint}>{t('cart.emptyHint')}</p>
            <button type="button" className={buttonClass('primary')} onClick={onClose}>
              {t('cart.continueShopping')}
            </button>
          </div>
        ) : (
          <CartLines items={items} onNavigate={onClose} />
        )}
      </div>

      {cart.data && items.length > 0 && (
        <div className={styles.foot}>
          <FreeShippingNotice subtotal={cart.data.subtotal} />
          <CartSummary cart={cart.data} />
          <div className={styles.actions}>
            <Link to="/cart" className={buttonClass('secondary')} onClick={onClose}>
              {t('cart.viewCart')}
            </Link>
            <Link to="/checkout" className={buttonClass('primary')} onClick={onClose}>
              <Icon name="lock" size={16} />
              {t('cart.checkout')}
            </Link>
          </div>
        </div>
      )}
    </Drawer>
  );
}
