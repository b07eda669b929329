/**
 * A screen's (or a card's) failed load, with a Retry button, in the place its content would take: a
 * list that could not be read must never look like an empty one ('0 products found').
 *
 *   if (query.isError) return <AdminLoadError message={t('products.listLoadFailed')} query={query} />;
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buttonClass } from '../ui/button.ts';
import { AdminErrorBanner } from './admin-error-banner.tsx';

interface Retryable {
  refetch: () => Promise<unknown>;
  isFetching: boolean;
}

interface AdminLoadErrorProps {
  message: string;
  query: Retryable;
  /** More words under the message, before the button. */
  children?: ReactNode;
}

/** The failure's message and a Retry button that asks again (disabled while it does). */
export function AdminLoadError({ message, query, children }: AdminLoadErrorProps) {
  const { t } = useTranslation('admin');
  return (
    <AdminErrorBanner message={message}>
      {children}
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => void query.refetch()}
        disabled={query.isFetching}
      >
        {t('common.retry')}
      </button>
    </AdminErrorBanner>
  );
}
