import type { ReactNode } from 'react';
import { adminErrorText } from './admin-api.ts';
import { AdminLoadError } from './admin-load-error.tsx';
import { AdminLoading } from './admin-loading.tsx';

/** What a list screen's query gives its view: TanStack Query's answer, narrowed to what is read. */
interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

interface AdminQueryViewProps<T> {
  query: ListQuery<T>;
  /** Said when the load fails and the server gave no words of its own. */
  loadFailed: string;
  children: (data: T) => ReactNode;
}

/**
 * A screen's content once its query has answered: the loading state first, a failed load with Retry
 * (never an empty list), then what `children` makes of the data.
 */
export function AdminQueryView<T>({ query, loadFailed, children }: AdminQueryViewProps<T>) {
  if (query.isPending) return <AdminLoading />;
  if (query.isError || query.data === undefined) {
    return <AdminLoadError message={adminErrorText(query.error, loadFailed)} query={query} />;
  }
  return <>{children(query.data)}</>;
}
