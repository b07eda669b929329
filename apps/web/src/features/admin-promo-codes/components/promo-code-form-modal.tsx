import { type AdminPromoCode, promoCodeBodySchema } from '@store/shared/schemas/admin-promo-codes';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AdminFormModal } from '../../../components/admin/admin-form-modal.tsx';
import {
  AdminNumberField,
  AdminSelectField,
  AdminTextField,
} from '../../../components/admin/form-fields.tsx';
import { AdminCheckbox, AdminSwitch } from '../../../components/admin/form-toggles.tsx';
import { useClearErrorOnEdit } from '../../../components/admin/use-clear-error-on-edit.ts';
import form from '../../../components/ui/form/form.module.css';
import { useSavePromoCode } from '../api/save-promo-code.ts';
import { type PromoFormInput, promoFormDefaults, type PromoFormValues } from '../promo-form.ts';
import { promoFormResolver } from '../promo-form-resolver.ts';
import styles from './promo-codes-screen.module.css';

interface PromoCodeFormModalProps {
  /** The code to edit, or null for a new one. */
  promo: AdminPromoCode | null;
  onClose: () => void;
}

/**
 * The add/edit dialog of one promo code: the code and its discount, then when and how often it may
 * be used. The value's label and hint follow the type chosen (dollars or a whole percent).
 */
export function PromoCodeFormModal({ promo, onClose }: PromoCodeFormModalProps) {
  const { t } = useTranslation('admin');
  const save = useSavePromoCode();
  const resolver = useMemo(() => promoFormResolver(t), [t]);
  const methods = useForm<PromoFormInput, unknown, PromoFormValues>({
    resolver,
    defaultValues: promoFormDefaults(promo),
    // Errors appear on submit; editing a field clears its error rather than re-checking it.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  useClearErrorOnEdit(methods);
  const percentage = useWatch({ control: methods.control, name: 'type' }) === 'percentage';

  return (
    <AdminFormModal
      methods={methods}
      title={promo ? t('promos.editTitle') : t('promos.createTitle')}
      submitLabel={promo ? t('promos.update') : t('promos.create')}
      busy={save.isPending}
      failureText={t('promos.saveFailed')}
      limits={promoCodeBodySchema}
      // A code another one already has is the code field's error, not the banner's.
      serverFields={{ PROMO_CODE_TAKEN: () => 'code' }}
      onSubmit={async (values) => {
        await save.mutateAsync({ id: promo?.id, values });
        onClose();
      }}
      onClose={onClose}
    >
      <div className={form.row}>
        <AdminTextField
          name="code"
          label={t('promos.form.code')}
          required
          hint={t('promos.form.codeHint')}
          autoComplete="off"
        />
        <AdminSelectField
          name="type"
          label={t('promos.form.type')}
          required
          options={[
            { value: 'fixed', label: t('promos.form.typeFixed') },
            { value: 'percentage', label: t('promos.form.typePercentage') },
          ]}
        />
      </div>
      <div className={form.row}>
        <AdminNumberField
          name="value"
          label={percentage ? t('promos.form.valuePercentage') : t('promos.form.valueFixed')}
          required
          hint={percentage ? t('promos.form.valuePercentageHint') : t('promos.form.valueFixedHint')}
          min={percentage ? 1 : 0.01}
          max={percentage ? 100 : undefined}
          step={percentage ? 1 : 0.01}
        />
        <AdminNumberField
          name="minSubtotal"
          label={t('promos.form.minSubtotal')}
          hint={t('promos.form.minSubtotalHint')}
          min={0}
          step={0.01}
          empty="null"
        />
      </div>
      <div className={form.row}>
        <AdminTextField
          name="startsAt"
          type="datetime-local"
          label={t('promos.form.startsAt')}
          hint={t('promos.form.startsAtHint')}
        />
        <AdminTextField
          name="endsAt"
          type="datetime-local"
          label={t('promos.form.endsAt')}
          hint={t('promos.form.endsAtHint')}
        />
      </div>
      <div className={form.row}>
        <AdminNumberField
          name="usageLimit"
          label={t('promos.form.usageLimit')}
          hint={t('promos.form.usageLimitHint')}
          min={1}
          step={1}
          empty="null"
        />
      </div>
      <div className={`${form.row} ${styles.toggles}`}>
        <AdminCheckbox
          name="oncePerCustomer"
          label={t('promos.form.oncePerCustomer')}
          hint={t('promos.form.oncePerCustomerHint')}
        />
        <AdminSwitch name="isActive" label={t('promos.form.active')} hint={t('promos.form.activeHint')} />
      </div>
    </AdminFormModal>
  );
}
