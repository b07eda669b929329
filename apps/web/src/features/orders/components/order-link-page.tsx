import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import { Link } from '../../../components/ui/link.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { loadTextBundle } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { preloadedComponent } from '../../../lib/preloaded-component.tsx';
import { isJustPlaced, useOrderLink } from '../api/get-order-link.ts';
import type { ClaimOrderBoxProps } from './claim-order-box.tsx';
import { OrderDetails } from './order-details.tsx';
import { OrderHero } from './order-hero.tsx';
import { OrderLinkCancel } from './order-link-cancel.tsx';
import { OrderLinkProblem } from './order-link-problem.tsx';
import { OrderLinkShare } from './order-link-share.tsx';
import { OrderPageLoading } from './order-page-loading.tsx';
import page from './order-confirmation-page.module.css';
import styles from './order-link-page.module.css';

// The account box (its forms, and the words of signing in and up: about 4 KB gzip) comes after the
// order it is about, and keeps the page within its JavaScript budget.
const ClaimOrderBox = preloadedComponent<ClaimOrderBoxProps>(() =>
  import('./claim-order-box.tsx').then(async (module) => {
    await loadTextBundle(module.texts);
    return module.ClaimOrderBox;
  }),
);

/**
 * /order/{token}, a guest order's private link (issue 22), from the confirmation e-mail or straight
 * after paying (checkout opens it as the confirmation: thanks, and the link to keep). The order, its
 * status and history; cancel while it may be; and an account to keep it in.
 */
export function OrderLinkPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.orderLink.title'));
  const { token = '' } = useParams();
  const placed = isJustPlaced(useLocation().state);
  // Claimed here, the link stops working: what was read stays on screen, cancel goes to My orders.
  const [claimed, setClaimed] = useState(false);
  const query = useOrderLink(token, !claimed);
  const order = query.data;
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => ClaimOrderBox.preload(), []);

  // A confirmation just opened: its heading takes focus, so a screen reader starts with the thanks.
  const shown = order !== undefined;
  useEffect(() => {
    if (placed && shown) titleRef.current?.focus();
  }, [placed, shown]);

  if (!order) {
    return query.isError ? (
      <OrderLinkProblem error={query.error} retry={() => void query.refetch()} />
    ) : (
      <OrderPageLoading label={t('orderLink.loading')} />
    );
  }

  const cancel = !claimed && <OrderLinkCancel order={order} token={token} />;
  return (
    <div className={`container ${page.page}`}>
      <OrderHero
        order={order}
        icon={placed ? 'check' : 'package'}
        title={placed ? t('orderConfirmation.title') : t('orderLink.title', { number: order.orderNumber })}
        text={placed ? t('orderConfirmation.text') : t('orderLink.text')}
        titleRef={titleRef}
      />
      <div className={styles.boxes}>
        {placed && <OrderLinkShare token={token} email={order.email} />}
        {/* From the e-mail, the shopper has most likely come to see or to cancel. */}
        {!placed && cancel}
        <Suspense fallback={null}>
          <ClaimOrderBox order={order} token={token} onClaimed={() => setClaimed(true)} />
        </Suspense>
      </div>
      <OrderDetails order={order} level={2} layout="page" withTimeline />
      {placed && cancel}
      <div className={page.links}>
        <Link to="/" className={buttonClass('secondary', 'lg')}>
          {t('orderConfirmation.continueShopping')}
        </Link>
      </div>
    </div>
  );
}
