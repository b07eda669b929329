import { FIELD_LIMITS } from '@store/shared/field-limits';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { FormCard } from '../../../components/ui/form/form-card.tsx';
import { FormStatusLine } from '../../../components/ui/form/form-status.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { useFormFields } from '../../../components/ui/form/use-form-status.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { shippingMethodText } from '../../../lib/shipping-method-text.ts';
import { useTrackedOrder, type TrackRequest } from '../api/track-order.ts';
import { formatDate } from '../order-format.ts';
import { OrderTimeline } from './order-timeline.tsx';
import { StatusBadge } from './status-badge.tsx';
import styles from './track-order.module.css';

/**
 * Order tracking by number and e-mail (storefront §2 My orders; an empty number gives 'Please enter an
 * order ID'): the tracked order's status, dates and timeline. Works signed in or not.
 */
export function TrackOrder({ defaultEmail }: { defaultEmail: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const resultId = useId();
  const { fields, bind, status, fail, clear } = useFormFields({ orderNumber: '', email: defaultEmail });
  const [request, setRequest] = useState<TrackRequest | null>(null);
  const tracked = useTrackedOrder(request);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const orderNumber = fields.orderNumber.trim().toUpperCase();
    const email = fields.email.trim().toLowerCase();
    const missing = !orderNumber ? t('orders.track.emptyId') : !email ? t('orders.track.emptyEmail') : null;
    if (missing) {
      fail(missing);
      return;
    }
    clear();
    // The same question again asks the server again: the order may have moved on since.
    if (request?.orderNumber === orderNumber && request.email === email) void tracked.refetch();
    else setRequest({ orderNumber, email });
  };

  const order = request ? tracked.data : undefined;
  const failure =
    request && tracked.isError ? errorMessage(tracked.error, t, t('orders.track.failed')) : null;
  return (
    <div className={styles.track}>
      <FormCard title={t('orders.track.title')} text={t('orders.track.text')} onSubmit={onSubmit} noValidate>
        <div className={styles.fields}>
          <TextField
            label={t('orders.track.orderNumber')}
            {...bind('orderNumber')}
            placeholder={t('orders.track.orderNumberPlaceholder')}
            autoComplete="off"
            maxLength={FIELD_LIMITS.orderNumber}
            required
          />
          <TextField
            label={t('orders.track.email')}
            {...bind('email')}
            type="email"
            autoComplete="email"
            maxLength={FIELD_LIMITS.email}
            required
          />
          <button type="submit" className={buttonClass('primary')} disabled={tracked.isFetching}>
            {tracked.isFetching ? t('orders.track.tracking') : t('orders.track.submit')}
          </button>
        </div>
        <FormStatusLine status={failure ? { kind: 'error', text: failure } : status} />
      </FormCard>
      {order && (
        <section className={styles.result} aria-labelledby={resultId}>
          <header className={styles.resultHead}>
            <div>
              <h2 id={resultId} className={styles.resultTitle}>
                {t('orders.track.result', { number: order.orderNumber })}
              </h2>
              <p className={styles.muted}>
                {t('orders.track.placedOn', { date: formatDate(order.createdAt, lang) })}
              </p>
            </div>
            <StatusBadge status={order.status} />
          </header>
          <div>
            <p className={styles.muted}>{shippingMethodText(order.shipping.method, t)}</p>
            <p className={styles.muted}>
              {t('orders.details.estimatedDelivery', {
                date: formatDate(order.shipping.estimatedDelivery, lang),
              })}
            </p>
          </div>
          <OrderTimeline timeline={order.timeline} label={t('orders.details.timeline')} />
        </section>
      )}
    </div>
  );
}
