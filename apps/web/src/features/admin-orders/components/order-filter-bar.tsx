import { ORDER_STATUSES } from '@store/shared/constants';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AdminFilterSelect, AdminSearchBox, AdminToolbar } from '../../../components/admin/admin-toolbar.tsx';
import form from '../../../components/ui/form/form.module.css';
import type { OrderFilters } from '../api/get-admin-orders.ts';
import styles from './orders-screen.module.css';

interface OrderFilterBarProps {
  filters: OrderFilters;
  onChange: (change: Partial<OrderFilters>) => void;
}

/** A date input with its short visible label ('From', 'To'): two bare date boxes would be ambiguous. */
function DateFilter({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.dateFilter}>
      <label htmlFor={id} className={styles.dateLabel}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={form.input}
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Search, status and from/to date filters of the order list (admin §2). */
export function OrderFilterBar({ filters, onChange }: OrderFilterBarProps) {
  const { t } = useTranslation('admin');
  return (
    <AdminToolbar>
      <AdminSearchBox
        label={t('orders.search')}
        value={filters.search}
        onChange={(search) => onChange({ search })}
      />
      <AdminFilterSelect
        label={t('orders.filters.status')}
        value={filters.status}
        options={[
          { value: '' as const, label: t('orders.filters.allStatuses') },
          ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`common.orderStatus.${status}`) })),
        ]}
        onChange={(status) => onChange({ status })}
      />
      <DateFilter
        label={t('orders.filters.from')}
        value={filters.dateFrom}
        max={filters.dateTo}
        onChange={(dateFrom) => onChange({ dateFrom })}
      />
      <DateFilter
        label={t('orders.filters.to')}
        value={filters.dateTo}
        min={filters.dateFrom}
        onChange={(dateTo) => onChange({ dateTo })}
      />
    </AdminToolbar>
  );
}
