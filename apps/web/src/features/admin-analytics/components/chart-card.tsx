import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorMessageOf } from '../../../components/admin/admin-api.ts';
import { AdminLoadError } from '../../../components/admin/admin-load-error.tsx';
import { AdminLoading } from '../../../components/admin/admin-loading.tsx';
import chart from '../../../components/admin/revenue-chart.module.css';
import styles from './analytics-screen.module.css';

interface ChartCardProps<Data> {
  title: string;
  query: UseQueryResult<Data>;
  /** True when the answer has nothing to draw: the card says so instead of an empty chart. */
  isEmpty: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
  /** Spans both columns of the grid on a wide screen. */
  wide?: boolean;
}

/** A titled card for one chart, with its loading, error (and Retry) and empty states. */
export function ChartCard<Data>({ title, query, isEmpty, children, wide }: ChartCardProps<Data>) {
  const { t } = useTranslation('admin');
  let body: ReactNode;
  if (query.isPending) body = <AdminLoading />;
  else if (query.isError) {
    body = (
      <AdminLoadError
        message={t('analytics.error', { message: errorMessageOf(query.error) })}
        query={query}
      />
    );
  } else if (isEmpty(query.data)) body = <p className={chart.empty}>{t('analytics.noData')}</p>;
  else body = children(query.data);
  return (
    <section className={`${chart.card} ${wide ? styles.wide : ''}`}>
      <h2 className={chart.title}>{title}</h2>
      {body}
    </section>
  );
}
