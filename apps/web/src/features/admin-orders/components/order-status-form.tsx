import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminOrder,
  type AdminOrderStatusBody,
  type AdminOrderStatusInput,
  adminOrderStatusBodySchema,
  ORDER_STATUS_MESSAGES,
} from '@store/shared/schemas/admin-orders';
import { useId, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AdminErrorBanner } from '../../../components/admin/admin-error-banner.tsx';
import { FieldLimits } from '../../../components/admin/field-limits.tsx';
import { AdminSelectField, AdminTextArea, AdminTextField } from '../../../components/admin/form-fields.tsx';
import { byMessage, translatedResolver } from '../../../components/admin/translated-resolver.ts';
import { useClearErrorOnEdit } from '../../../components/admin/use-clear-error-on-edit.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import form from '../../../components/ui/form/form.module.css';
import { Icon } from '../../../components/ui/icon.tsx';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';
import { statusWord } from '../../../components/admin/admin-format.ts';
import { orderStatusErrorText } from '../order-status-error.ts';
import styles from './orders-screen.module.css';

// The status starts on the select's empty choice, which the schema answers with 'Please select a status'.
const EMPTY: AdminOrderStatusBody = {
  status: '' as AdminOrderStatusBody['status'],
  notes: '',
  trackingNumber: '',
  carrier: '',
};

/**
 * The status update form (admin §2, §5): only the statuses the order may move to next, optional
 * notes for the timeline, and the tracking number and carrier when shipping. A refused update shows
 * the server's message, else 'Failed to update order status' (admin §8). A final order (cancelled,
 * refunded) has no form; one whose refund the provider refused offers to retry it.
 */
export function OrderStatusForm({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const update = useUpdateOrderStatus();
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const resolver = useMemo(
    () =>
      translatedResolver(
        zodResolver(adminOrderStatusBodySchema),
        byMessage(ORDER_STATUS_MESSAGES, (key) =>
          t(`orders.validation.${key as keyof typeof ORDER_STATUS_MESSAGES}`),
        ),
      ),
    [t],
  );
  const methods = useForm<AdminOrderStatusBody, unknown, AdminOrderStatusInput>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  useClearErrorOnEdit(methods, () => setDone(false));
  const chosen = useWatch({ control: methods.control, name: 'status' });

  const send = async (values: AdminOrderStatusInput) => {
    setServerError(null);
    setDone(false);
    try {
      await update.mutateAsync({ id: order._id, values });
      methods.reset(EMPTY);
      setDone(true);
    } catch (error) {
      setServerError(orderStatusErrorText(error, values.status, t));
    }
  };

  const feedback = (
    <>
      {serverError && (
        <AdminErrorBanner message={serverError} onDismiss={() => setServerError(null)} takeFocus />
      )}
      {done && (
        <p className={form.success} role="status">
          <Icon name="check" size={18} />
          {t('orders.statusForm.updated')}
        </p>
      )}
    </>
  );

  if (order.nextStatuses.length === 0) {
    return (
      <section className={styles.section} aria-labelledby={`${formId}-title`}>
        <h3 id={`${formId}-title`} className={styles.sectionTitle}>
          {t('orders.statusForm.title')}
        </h3>
        {feedback}
        <p className={styles.muted}>
          {t('orders.statusForm.final', { status: statusWord(order.status, t) })}
        </p>
        {order.refundDue && (
          <div className={styles.refundDue}>
            <p>{t('orders.statusForm.refundDue')}</p>
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={update.isPending}
              onClick={() =>
                void send({ status: order.status, trackingNumber: undefined, carrier: undefined })
              }
            >
              {t('orders.statusForm.retryRefund')}
            </button>
          </div>
        )}
      </section>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`} className={styles.sectionTitle}>
        {t('orders.statusForm.title')}
      </h3>
      {feedback}
      <FormProvider {...methods}>
        <FieldLimits schema={adminOrderStatusBodySchema}>
          <form
            id={formId}
            className={form.fields}
            onSubmit={(event) => void methods.handleSubmit(send)(event)}
            noValidate
          >
            <AdminSelectField
              name="status"
              label={t('orders.statusForm.status')}
              required
              placeholder={t('orders.statusForm.placeholder')}
              options={order.nextStatuses.map((status) => ({
                value: status,
                label: t(`common.orderStatus.${status}`),
              }))}
              hint={
                chosen === 'shipped'
                  ? t('orders.statusForm.shippingHint')
                  : chosen === 'cancelled' || chosen === 'refunded'
                    ? t('orders.statusForm.moneyBackHint')
                    : undefined
              }
            />
            {chosen === 'shipped' && (
              <div className={form.row}>
                <AdminTextField
                  name="trackingNumber"
                  label={t('orders.statusForm.trackingNumber')}
                  required
                />
                <AdminTextField name="carrier" label={t('orders.statusForm.carrier')} required />
              </div>
            )}
            <AdminTextArea
              name="notes"
              label={t('orders.statusForm.notes')}
              hint={t('orders.statusForm.notesHint')}
              rows={3}
            />
            <div>
              <button type="submit" className={buttonClass('primary')} disabled={update.isPending}>
                {update.isPending ? t('common.saving') : t('orders.statusForm.submit')}
              </button>
            </div>
          </form>
        </FieldLimits>
      </FormProvider>
    </section>
  );
}
