import { dollarDiscountPercent } from '@store/shared/money';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import form from '../ui/form/form.module.css';
import { FieldLabel } from './form-field-shell.tsx';

/** A price as a form holds it: a number, or NaN / null / undefined while empty. */
type FormPrice = number | null | undefined;

/** The percent off a price and its original price give (the store's one rule); 0 while either is missing. */
export function formDiscount(price: FormPrice, originalPrice: FormPrice): number {
  const valid = (value: FormPrice): value is number => typeof value === 'number' && Number.isFinite(value);
  return valid(price) && valid(originalPrice) ? dollarDiscountPercent(price, originalPrice) : 0;
}

interface DiscountReadoutProps {
  label: string;
  /** Says where the number comes from. */
  hint: string;
  price: FormPrice;
  originalPrice: FormPrice;
}

/**
 * The discount field of a price form, read-only: the percent off follows the price and the original
 * price as they are typed, and the server computes the same from what it stores, so the two can
 * never disagree (a typed percent could).
 */
export function DiscountReadout({ label, hint, price, originalPrice }: DiscountReadoutProps) {
  const id = useId();
  const { language } = useTranslation();
  const percent = new Intl.NumberFormat(language, { style: 'percent' });
  return (
    <div className={form.field}>
      <FieldLabel htmlFor={id} label={label} />
      <input
        id={id}
        className={form.input}
        readOnly
        value={percent.format(formDiscount(price, originalPrice) / 100)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={form.hint}>
        {hint}
      </p>
    </div>
  );
}
