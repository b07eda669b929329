import { Skeleton } from '../../../components/ui/skeleton.tsx';
import styles from './order-confirmation-page.module.css';

/** An order's page while the order loads: the shapes of its head and its details. */
export function OrderPageLoading({ label }: { label: string }) {
  return (
    <div className={`container ${styles.page}`} role="status" aria-label={label}>
      <Skeleton width="100%" height={160} radius="var(--radius-xl)" />
      <Skeleton width="100%" height={420} radius="var(--radius-lg)" />
    </div>
  );
}
