import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../components/admin/admin-api.ts';
import { AdminErrorBanner } from '../../../components/admin/admin-error-banner.tsx';
import { AdminLoadError } from '../../../components/admin/admin-load-error.tsx';
import { AdminLoading } from '../../../components/admin/admin-loading.tsx';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { AdminPagination } from '../../../components/admin/admin-pagination.tsx';
import { AdminCount } from '../../../components/admin/admin-toolbar.tsx';
import { useAdminExport } from '../../../components/admin/use-admin-export.ts';
import { useAdminListFilters } from '../../../components/admin/use-admin-list-filters.ts';
import { type OrderFilters, orderFilterQuery, useAdminOrders } from '../api/get-admin-orders.ts';
import { OrderDetailsModal } from './order-details-modal.tsx';
import { OrderFilterBar } from './order-filter-bar.tsx';
import { OrderTable } from './order-table.tsx';

const NO_FILTERS: OrderFilters = { page: 1, search: '', status: '', dateFrom: '', dateTo: '' };

/**
 * /admin/orders: Orders Management (admin §2). The open order lives in the address (?order=id), so
 * the dashboard's view links open it and the browser's back button closes it.
 */
export default function OrdersScreen() {
  const { t } = useTranslation('admin');
  const { filters, search, changeFilters, setPage } = useAdminListFilters(NO_FILTERS);
  const query = useAdminOrders({ ...filters, search });
  const [params, setParams] = useSearchParams();
  const openId = params.get('order');
  const csv = useAdminExport('orders', t('orders.exportFailed'));

  const openOrder = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('order', id);
        else next.delete('order');
        return next;
      },
      { replace: id === null },
    );

  // The CSV holds every order the filters on screen match, not only this page.
  const exportCsv = () => csv.exportCsv(orderFilterQuery({ ...filters, search }));

  const orders = query.data?.orders ?? [];
  const pagination = query.data?.pagination;
  const shown = orders.find((order) => order._id === openId);
  return (
    <>
      <AdminPageHeader
        title={t('orders.title')}
        subtitle={t('orders.subtitle')}
        action={{
          label: csv.exporting ? t('orders.exporting') : t('orders.export'),
          onClick: () => void exportCsv(),
          disabled: csv.exporting,
        }}
      />
      {csv.error && <AdminErrorBanner message={csv.error} onDismiss={csv.dismissError} />}
      <OrderFilterBar filters={filters} onChange={changeFilters} />
      {query.isPending ? (
        <AdminLoading />
      ) : query.isError ? (
        <AdminLoadError
          message={t('orders.loadFailed', { message: errorMessageOf(query.error) })}
          query={query}
        />
      ) : (
        <>
          <AdminCount text={t('orders.found', { count: pagination?.total ?? 0 })} />
          <OrderTable orders={orders} onView={(order) => openOrder(order._id)} />
          {pagination && (
            <AdminPagination current={pagination.current} pages={pagination.pages} onPageChange={setPage} />
          )}
        </>
      )}
      {openId && (
        <OrderDetailsModal
          orderId={openId}
          title={shown ? t('orders.details.title', { number: shown.orderNumber }) : t('orders.table.order')}
          onClose={() => openOrder(null)}
        />
      )}
    </>
  );
}
