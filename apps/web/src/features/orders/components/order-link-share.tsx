import { useId, useState } from 'react';
import { ORDER_LINK_DAYS } from '@store/shared/constants';
import { buttonClass } from '../../../components/ui/button.ts';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { orderLinkPath } from '../api/get-order-link.ts';
import styles from './order-link-page.module.css';

type Copied = 'copied' | 'copyFailed' | null;

/**
 * A guest's confirmation: the order's private link, to keep (issue 22), shown in full with a button
 * that copies it. The outcome of the copy is said in a live region.
 */
export function OrderLinkShare({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [copied, setCopied] = useState<Copied>(null);
  const path = orderLinkPath(token);
  const url = `${window.location.origin}${path}`;

  const copy = () => {
    setCopied(null);
    // The clipboard may be refused (permissions, an old browser): the link is there to select.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(url))
      .then(
        () => setCopied('copied'),
        () => setCopied('copyFailed'),
      );
  };

  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.boxTitle}>
        {t('orderLink.share.title')}
      </h2>
      <Link to={path} className={styles.link}>
        {url}
      </Link>
      <p className={styles.boxText}>{t('orderLink.share.text', { email, days: ORDER_LINK_DAYS })}</p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('secondary')} onClick={copy}>
          {t('orderLink.share.copy')}
        </button>
        <p className={styles.note} role="status">
          {copied && t(`orderLink.share.${copied}`)}
        </p>
      </div>
    </section>
  );
}
