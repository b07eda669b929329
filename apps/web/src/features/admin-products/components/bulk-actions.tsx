import type { AdminBulkUpdateBody } from '@store/shared/schemas/admin-products';
import type { Category } from '@store/shared/schemas/content';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { adminErrorText } from '../../../components/admin/admin-api.ts';
import { confirmAction } from '../../../components/admin/confirm.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import form from '../../../components/ui/form/form.module.css';
import { useBulkDeleteProducts, useBulkUpdateProducts } from '../api/change-products.ts';
import styles from './products-screen.module.css';

interface BulkActionsProps {
  /** Ids of the selected products. */
  selected: readonly string[];
  categories: readonly Category[];
  /** The action succeeded: the screen clears the selection. */
  onDone: () => void;
}

/** What can be done to every selected product at once (admin §7 bulk-delete and bulk-update). */
export function BulkActions({ selected, categories, onDone }: BulkActionsProps) {
  const { t } = useTranslation('admin');
  const ids = useId();
  const update = useBulkUpdateProducts();
  const remove = useBulkDeleteProducts();
  const [category, setCategory] = useState('');
  const [discount, setDiscount] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const busy = update.isPending || remove.isPending;
  if (selected.length === 0) {
    return message ? (
      <p className={styles.bulkMessage} role="status">
        {message}
      </p>
    ) : null;
  }

  const apply = async (changes: AdminBulkUpdateBody['changes']) => {
    setMessage(null);
    try {
      const { updated } = await update.mutateAsync({ productIds: [...selected], changes });
      setMessage(t('products.bulk.updated', { count: updated }));
      onDone();
    } catch (error) {
      setMessage(t('products.bulk.failed', { message: adminErrorText(error, t('products.saveFailed')) }));
    }
  };

  const deleteAll = async () => {
    if (!confirmAction(t('products.bulk.confirmDelete', { count: selected.length }))) return;
    setMessage(null);
    try {
      const { deleted, archived } = await remove.mutateAsync(selected);
      setMessage(t('products.bulk.deleted', { deleted, archived }));
      onDone();
    } catch (error) {
      setMessage(t('products.bulk.failed', { message: adminErrorText(error, t('products.deleteFailed')) }));
    }
  };

  const secondary = buttonClass('secondary');
  const percent = Number(discount);
  const validDiscount = discount !== '' && Number.isInteger(percent) && percent >= 0 && percent <= 99;
  return (
    <div
      className={styles.bulkBar}
      role="group"
      aria-label={t('products.bulk.selected', { count: selected.length })}
    >
      <span className={styles.bulkCount}>{t('products.bulk.selected', { count: selected.length })}</span>
      <button
        type="button"
        className={secondary}
        disabled={busy}
        onClick={() => void apply({ featured: true })}
      >
        {t('products.bulk.feature')}
      </button>
      <button
        type="button"
        className={secondary}
        disabled={busy}
        onClick={() => void apply({ featured: false })}
      >
        {t('products.bulk.unfeature')}
      </button>
      <button
        type="button"
        className={secondary}
        disabled={busy}
        onClick={() => void apply({ inStock: true })}
      >
        {t('products.bulk.markIn')}
      </button>
      <button
        type="button"
        className={secondary}
        disabled={busy}
        onClick={() => void apply({ inStock: false })}
      >
        {t('products.bulk.markOut')}
      </button>
      <span className={styles.bulkField}>
        <label htmlFor={`${ids}-category`} className="visually-hidden">
          {t('products.bulk.moveTo')}
        </label>
        <select
          id={`${ids}-category`}
          className={form.input}
          value={category}
          disabled={busy}
          onChange={(event) => {
            setCategory(event.target.value);
            if (event.target.value) void apply({ category: event.target.value });
          }}
        >
          <option value="">{t('products.bulk.moveTo')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </span>
      <span className={styles.bulkField}>
        <label htmlFor={`${ids}-discount`} className="visually-hidden">
          {t('products.bulk.discount')}
        </label>
        <span id={`${ids}-discount-hint`} className="visually-hidden">
          {t('products.bulk.discountHint')}
        </span>
        <input
          id={`${ids}-discount`}
          type="number"
          inputMode="numeric"
          min={0}
          max={99}
          step={1}
          title={t('products.bulk.discountHint')}
          aria-describedby={`${ids}-discount-hint`}
          placeholder={t('products.bulk.discount')}
          className={form.input}
          value={discount}
          onChange={(event) => setDiscount(event.target.value)}
        />
        <button
          type="button"
          className={secondary}
          disabled={busy || !validDiscount}
          onClick={() => void apply({ discount: percent })}
        >
          {t('products.bulk.applyDiscount')}
        </button>
      </span>
      <button
        type="button"
        className={`${secondary} ${styles.dangerButton}`}
        disabled={busy}
        onClick={() => void deleteAll()}
      >
        {t('products.bulk.delete')}
      </button>
      <button type="button" className={secondary} onClick={onDone}>
        {t('products.bulk.clear')}
      </button>
      {message && (
        <p className={styles.bulkMessage} role="status">
          {message}
        </p>
      )}
    </div>
  );
}
