import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  VARIANT_ATTRIBUTES,
  type VariantAttribute,
} from '@store/shared/constants';
import { findMaxLength } from '@store/shared/schema-limits';
import {
  type AdminVariantInput,
  adminVariantInputSchema,
  PRODUCT_MESSAGES,
  type ProductMessageKey,
} from '@store/shared/schemas/admin-products';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AdminModal, AdminModalActions } from '../../../components/admin/admin-modal.tsx';
import { showAlert } from '../../../components/admin/confirm.ts';
import { DiscountReadout } from '../../../components/admin/discount-readout.tsx';
import { FieldLabel } from '../../../components/admin/form-field-shell.tsx';
import { byMessage } from '../../../components/admin/translated-resolver.ts';
import form from '../../../components/ui/form/form.module.css';
import { EMPTY_VARIANT } from '../product-form.ts';
import styles from './products-screen.module.css';

type Draft = Record<'sku' | 'name' | 'price' | 'originalPrice' | 'quantity' | 'threshold', string> &
  Record<VariantAttribute, string> & { isActive: boolean };

/** Where a text of the dialog sits in the variant's schema: its attributes under `attributes`. */
const schemaPath = (key: string) =>
  (VARIANT_ATTRIBUTES as readonly string[]).includes(key) ? `attributes.${key}` : key;

const text = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '' : String(value);

function draftOf(v: AdminVariantInput): Draft {
  return {
    sku: v.sku,
    name: v.name,
    price: text(v.price),
    originalPrice: text(v.originalPrice),
    quantity: text(v.stock?.quantity ?? 0),
    threshold: text(v.stock?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD),
    size: v.attributes?.size ?? '',
    color: v.attributes?.color ?? '',
    material: v.attributes?.material ?? '',
    style: v.attributes?.style ?? '',
    isActive: v.isActive ?? true,
  };
}

/** Admin §5: stock numbers are coerced to whole numbers, 0 when empty or not a number. */
const whole = (value: string, fallback = 0) => {
  const n = Math.trunc(Number(value));
  return value.trim() === '' || !Number.isFinite(n) ? fallback : Math.max(0, n);
};

interface VariantModalProps {
  /** The variant being edited, or null for a new one. */
  variant: AdminVariantInput | null;
  /** Units of it checkouts in progress hold (its stock cannot go below). */
  reserved: number;
  onSave: (variant: AdminVariantInput) => void;
  onClose: () => void;
}

/** The nested variant dialog of the product form (admin §2, §5). */
export function VariantModal({ variant, reserved, onSave, onClose }: VariantModalProps) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(variant ?? EMPTY_VARIANT));
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const quantity = whole(draft.quantity);
  const threshold = whole(draft.threshold, DEFAULT_LOW_STOCK_THRESHOLD);
  const price = draft.price.trim() === '' ? Number.NaN : Number(draft.price);
  const originalPrice = draft.originalPrice.trim() === '' ? null : Number(draft.originalPrice);
  const translate = byMessage(PRODUCT_MESSAGES, (key) =>
    t(`products.validation.${key as ProductMessageKey}`),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.sku.trim() || !draft.name.trim() || !(price > 0)) {
      showAlert(t('products.variants.required'));
      return;
    }
    const variant: AdminVariantInput = {
      sku: draft.sku.trim(),
      name: draft.name.trim(),
      price,
      originalPrice,
      stock: { quantity, lowStockThreshold: threshold },
      attributes: Object.fromEntries(VARIANT_ATTRIBUTES.map((key) => [key, draft[key].trim()])),
      isActive: draft.isActive,
    };
    // The price rules the server applies (two decimals, an original price above the price), said now.
    const checked = adminVariantInputSchema.safeParse(variant);
    if (!checked.success) {
      showAlert(translate(checked.error.issues[0]?.message ?? PRODUCT_MESSAGES.variantRequired));
      return;
    }
    onSave(variant);
  };

  const field = (
    key: keyof Omit<Draft, 'isActive'>,
    label: string,
    type: 'text' | 'number',
    step?: number,
    required = false,
  ) => (
    <div className={form.field}>
      <FieldLabel htmlFor={`${formId}-${key}`} label={label} required={required} />
      <input
        aria-required={required || undefined}
        id={`${formId}-${key}`}
        type={type}
        inputMode={type === 'number' ? 'decimal' : undefined}
        step={step}
        min={type === 'number' ? 0 : undefined}
        className={form.input}
        value={draft[key]}
        maxLength={type === 'text' ? findMaxLength(adminVariantInputSchema, schemaPath(key)) : undefined}
        onChange={(event) => set(key)(event.target.value)}
      />
    </div>
  );

  return (
    <AdminModal
      open
      onClose={onClose}
      title={variant ? t('products.variants.editTitle') : t('products.variants.createTitle')}
      size="lg"
      footer={
        <AdminModalActions onCancel={onClose} formId={formId} submitLabel={t('products.variants.save')} />
      }
    >
      <form id={formId} className={form.fields} onSubmit={submit} noValidate>
        <div className={form.row}>
          {field('sku', t('products.variants.sku'), 'text', undefined, true)}
          {field('name', t('products.variants.name'), 'text', undefined, true)}
        </div>
        <p className={styles.muted}>{t('products.variants.skuHint')}</p>
        <div className={styles.grid3}>
          {field('price', `${t('products.variants.price')} ($)`, 'number', 0.01, true)}
          {field('originalPrice', t('products.variants.originalPrice'), 'number', 0.01)}
          <DiscountReadout
            label={t('products.variants.discount')}
            hint={t('products.form.discountHint')}
            price={price}
            originalPrice={originalPrice}
          />
        </div>
        <div className={form.row}>
          {field('quantity', t('products.variants.quantity'), 'number', 1)}
          {field('threshold', t('products.variants.threshold'), 'number', 1)}
        </div>
        {reserved > 0 && (
          <p className={styles.muted}>{t('products.variants.reservedHint', { count: reserved })}</p>
        )}
        {quantity <= threshold && (
          <p className={styles.warning} role="status">
            {t('products.variants.lowStockWarning', { quantity, threshold })}
          </p>
        )}
        <div className={form.row}>
          {field('size', t('products.variants.size'), 'text')}
          {field('color', t('products.variants.color'), 'text')}
        </div>
        <div className={form.row}>
          {field('material', t('products.variants.material'), 'text')}
          {field('style', t('products.variants.style'), 'text')}
        </div>
        <div className={form.check}>
          <input
            id={`${formId}-active`}
            type="checkbox"
            checked={draft.isActive}
            onChange={(event) => setDraft((d) => ({ ...d, isActive: event.target.checked }))}
          />
          <label htmlFor={`${formId}-active`} className={form.checkText}>
            {t('products.variants.active')}
          </label>
        </div>
      </form>
    </AdminModal>
  );
}
