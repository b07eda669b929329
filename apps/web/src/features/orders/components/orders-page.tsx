import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Order } from '@store/shared/schemas/orders';
import { buttonClass } from '../../../components/ui/button.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SelectField } from '../../../components/ui/form/select-field.tsx';
import { MessageCard } from '../../../components/ui/message-card.tsx';
import { pageFromParam, pageHref } from '../../../components/ui/pagination/page-window.ts';
import { Pagination } from '../../../components/ui/pagination/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { useScrollToTopOnChange } from '../../../hooks/use-scroll-to-top.ts';
import { useSession } from '../../../lib/session-context.ts';
import { preloadedComponent } from '../../../lib/preloaded-component.tsx';
import { useSignInDialog } from '../../../lib/sign-in-dialog.ts';
import { useOrder } from '../api/get-order.ts';
import { useOrders } from '../api/get-orders.ts';
import { FILTER_STATUSES, filterStatusOf, type FilterStatus } from '../order-statuses.ts';
import { OrderCard } from './order-card.tsx';
import { TrackOrder } from './track-order.tsx';
import layout from '../../../components/ui/page-layout.module.css';
import styles from './orders-page.module.css';

// The dialog (items, addresses, payment, timeline: about 3 KB gzip) is not part of the list: its code
// is fetched once orders are listed, and the page does not wait for it.
const OrderDetailsModal = preloadedComponent(() =>
  import('./order-details-modal.tsx').then((module) => module.OrderDetailsModal),
);

/**
 * /orders, 'My orders' (storefront §2): signed out, a 'please login' prompt; signed in, the orders with
 * a status filter, pages of 10 and a details dialog. Both have the order tracking form below.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.orders.title'));
  const { token, user } = useSession();
  return (
    <div className={`container ${layout.page} ${styles.page}`}>
      {token ? <OrderList /> : <SignInPrompt />}
      <TrackOrder defaultEmail={user?.email ?? ''} />
    </div>
  );
}

function SignInPrompt() {
  const { t } = useTranslation();
  const dialog = useSignInDialog();
  return (
    <MessageCard icon="lock" title={t('orders.loginRequired')} text={t('orders.loginRequiredText')}>
      <button type="button" className={buttonClass('primary', 'lg')} onClick={() => dialog.open()}>
        {t('orders.signIn')}
      </button>
    </MessageCard>
  );
}

function OrderList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = filterStatusOf(params.get('status'));
  const page = pageFromParam(params.get('page'));
  const orders = useOrders(page, status);
  const [shown, setShown] = useState<Order | null>(null);
  const data = orders.data;
  // An e-mail's "View your order" link names the order: it opens once read.
  const linkedId = params.get('order');
  const linked = useOrder(linkedId);

  useScrollToTopOnChange(page);
  const listed = (data?.orders.length ?? 0) > 0;
  useEffect(() => {
    if (listed) OrderDetailsModal.preload();
  }, [listed]);
  // Mounted from the first opening on, so that closing it runs the dialog's own close (focus back).
  const [opened, setOpened] = useState(false);
  const showDetails = (order: Order) => {
    setOpened(true);
    setShown(order);
  };
  // The order the dialog shows: one the shopper opened, else the one the link names (once read).
  const detailed = shown ?? (linkedId ? (linked.data ?? null) : null);
  const closeDetails = () => {
    setShown(null);
    // Closed, the link has done its work: Back and reload keep the list, not the dialog.
    if (linkedId) {
      const next = new URLSearchParams(params);
      next.delete('order');
      setParams(next, { replace: true, preventScrollReset: true });
    }
  };

  // Filter and page live in the URL (Back, reload, a shared link keep them); a new filter starts at page 1.
  const hrefFor = (target: number) => pageHref('/orders', params, target);
  const filter = (next: FilterStatus | '') =>
    setParams(next ? { status: next } : {}, { preventScrollReset: true });

  return (
    <>
      <header className={layout.head}>
        <div>
          <h1 className={layout.title}>{t('orders.title')}</h1>
          {data && data.pagination.total > 0 && (
            <p className={layout.count}>{t('orders.count', { count: data.pagination.total })}</p>
          )}
        </div>
        <div className={styles.filter}>
          <SelectField
            label={t('orders.filter.label')}
            name="status"
            value={status ?? ''}
            options={[
              { value: '', label: t('orders.filter.all') },
              ...FILTER_STATUSES.map((value) => ({ value, label: t(`orders.status.${value}`) })),
            ]}
            onChange={filter}
          />
        </div>
      </header>

      {data === undefined ? (
        orders.isError ? (
          <EmptyState icon="alert" title={t('orders.loadError')} text={t('orders.empty.text')}>
            <button type="button" className={buttonClass('secondary')} onClick={() => void orders.refetch()}>
              {t('orders.retry')}
            </button>
          </EmptyState>
        ) : (
          <div className={styles.list} role="status" aria-label={t('common.loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} width="100%" height={220} radius="var(--radius-lg)" />
            ))}
          </div>
        )
      ) : data.orders.length === 0 ? (
        <EmptyState
          icon="package"
          title={t('orders.empty.title')}
          text={status ? t('orders.empty.filtered') : t('orders.empty.text')}
        >
          <Link to="/" className={buttonClass('primary')}>
            {t('orders.empty.shop')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul className={styles.list} aria-label={t('orders.listLabel')} aria-busy={orders.isPlaceholderData}>
            {data.orders.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} onShowDetails={showDetails} />
              </li>
            ))}
          </ul>
          <Pagination page={data.pagination.current} totalPages={data.pagination.pages} hrefFor={hrefFor} />
        </>
      )}
      {(opened || detailed !== null) && (
        <Suspense fallback={null}>
          <OrderDetailsModal order={detailed} onClose={closeDetails} />
        </Suspense>
      )}
    </>
  );
}
