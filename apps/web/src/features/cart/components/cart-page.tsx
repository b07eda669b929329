import { useId } from 'react';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CartLines } from '../../../components/cart/cart-lines.tsx';
import { CartLoadError } from '../../../components/cart/cart-load-error.tsx';
import { CartSummary, FreeShippingNotice } from '../../../components/cart/cart-summary.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useCart } from '../../../lib/cart/api/get-cart.ts';
import { useClearCart } from '../../../lib/cart/api/clear-cart.ts';
import { PromoCodeForm } from './promo-code-form.tsx';
import layout from '../../../components/ui/page-layout.module.css';
import panel from '../../../components/ui/panel.module.css';
import removeButton from '../../../components/ui/remove-button.module.css';
import styles from './cart-page.module.css';

function CartPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.layout} role="status" aria-label={t('common.loading')}>
      <div className={styles.items}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} width="100%" height={128} radius="var(--radius-md)" />
        ))}
      </div>
      <Skeleton width="100%" height={360} radius="var(--radius-lg)" />
    </div>
  );
}

/** /cart: item list, summary, promo box and the way to checkout (storefront §2 Cart page). */
export function CartPage() {
  const { t } = useTranslation();
  const itemsTitle = useId();
  const summaryTitle = useId();
  usePageTitle(t('pages.cart.title'));
  const cart = useCart();
  const clear = useClearCart();
  const data = cart.data;
  const items = data?.items ?? [];

  const confirmClear = () => {
    if (window.confirm(t('cart.clearConfirm'))) clear.mutate();
  };

  return (
    <div className={`container ${layout.page}`}>
      <header className={styles.head}>
        <h1 className={layout.title}>{t('cart.title')}</h1>
        {data && items.length > 0 && (
          <p className={styles.count}>{t('cart.items', { count: data.itemCount })}</p>
        )}
      </header>

      {data === undefined && cart.isPending ? (
        <CartPageSkeleton />
      ) : data === undefined ? (
        <CartLoadError className={styles.problem} onRetry={() => void cart.refetch()} />
      ) : items.length === 0 ? (
        // Storefront §2: the empty cart's message is text only.
        <p className={styles.empty}>{t('cart.empty')}</p>
      ) : (
        <div className={styles.layout}>
          <section className={styles.items} aria-labelledby={itemsTitle}>
            <div className={styles.itemsHead}>
              <h2 id={itemsTitle} className="visually-hidden">
                {t('cart.title')}
              </h2>
              <button
                type="button"
                className={`${removeButton.remove} ${removeButton.withIcon}`}
                onClick={confirmClear}
              >
                <Icon name="trash" size={16} />
                {t('cart.clear')}
              </button>
            </div>
            <CartLines items={items} size="page" />
          </section>
          <aside className={`${panel.panel} ${styles.summary}`} aria-labelledby={summaryTitle}>
            <CartSummary
              cart={data}
              title={
                <h2 id={summaryTitle} className={styles.summaryTitle}>
                  {t('cart.summary.title')}
                </h2>
              }
            />
            <FreeShippingNotice subtotal={data.subtotal} />
            <PromoCodeForm cart={data} />
            <Link to="/checkout" className={buttonClass('primary', 'lg')}>
              <Icon name="lock" size={18} />
              {t('cart.checkout')}
            </Link>
            <Link to="/" className={styles.continue}>
              {t('cart.continueShopping')}
            </Link>
          </aside>
        </div>
      )}
    </div>
  );
}
