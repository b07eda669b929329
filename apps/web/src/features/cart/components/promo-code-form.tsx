import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PROMO_CODE_MAX_LENGTH } from '@store/shared/constants';
import type { Cart } from '@store/shared/schemas/cart';
import { buttonClass } from '../../../components/ui/button.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { apiErrorText, codeText } from '../../../lib/api-error-text.ts';
import { useErrorWording } from '../../../lib/error-wording.ts';
import { useApplyCoupon } from '../../../lib/cart/api/apply-coupon.ts';
import { useRemoveCoupon } from '../../../lib/cart/api/remove-coupon.ts';
import removeButton from '../../../components/ui/remove-button.module.css';
import styles from './promo-code-form.module.css';

/**
 * The promo box (storefront §2 Cart page). Apply is disabled while the trimmed code is empty (§5); the
 * server decides whether a code applies, so 'Promo code applied!' shows only after it accepted one and
 * its message otherwise. An applied code can be removed; when it gives nothing right now (e.g. below
 * its minimum) the server's reason shows under it.
 */
export function PromoCodeForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [code, setCode] = useState('');
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const trimmed = code.trim();
  useErrorWording(cart.couponIssue !== null);

  if (cart.couponCode) {
    return (
      <div className={styles.promo}>
        <p className={styles.title}>{t('cart.promo.title')}</p>
        <div className={styles.applied}>
          <span className={styles.chip}>
            <Icon name="tag" size={16} />
            {t('cart.promo.appliedCode', { code: cart.couponCode })}
          </span>
          <button
            type="button"
            className={removeButton.remove}
            onClick={() => {
              apply.reset();
              remove.mutate();
            }}
            aria-label={t('cart.promo.removeLabel', { code: cart.couponCode })}
          >
            {t('cart.promo.remove')}
          </button>
        </div>
        {apply.isSuccess && (
          <p className={styles.success} role="status">
            <Icon name="check" size={16} />
            {t('cart.promo.applied')}
          </p>
        )}
        {cart.couponIssue && (
          <p className={styles.warning}>
            {codeText(cart.couponIssue.code, { minimum: cart.couponIssue.minimum ?? '' }, t) ??
              cart.couponMessage}
          </p>
        )}
        {remove.error && (
          <p className={styles.error} role="alert">
            {apiErrorText(remove.error, t)}
          </p>
        )}
      </div>
    );
  }

  return (
    <form
      className={styles.promo}
      onSubmit={(event) => {
        event.preventDefault();
        if (!trimmed || apply.isPending) return;
        remove.reset();
        apply.mutate(trimmed, { onSuccess: () => setCode('') });
      }}
    >
      <label htmlFor={inputId} className={styles.title}>
        {t('cart.promo.label')}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (apply.isError) apply.reset();
          }}
          placeholder={t('cart.promo.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={PROMO_CODE_MAX_LENGTH}
          aria-invalid={apply.isError || undefined}
        />
        <button type="submit" className={buttonClass('secondary')} disabled={!trimmed || apply.isPending}>
          {t('cart.promo.apply')}
        </button>
      </div>
      {apply.error && (
        <p className={styles.error} role="alert">
          {apiErrorText(apply.error, t)}
        </p>
      )}
    </form>
  );
}
