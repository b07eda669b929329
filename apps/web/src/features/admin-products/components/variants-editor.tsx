import type { AdminVariant, AdminVariantInput } from '@store/shared/schemas/admin-products';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ADMIN_COLORS, AdminBadge } from '../../../components/admin/admin-badge.tsx';
import { formatAdminPrice } from '../../../components/admin/admin-format.ts';
import {
  AdminEmptyRow,
  AdminIconButton,
  AdminTable,
  adminTableStyles,
} from '../../../components/admin/admin-table.tsx';
import { confirmAction } from '../../../components/admin/confirm.ts';
import { useFieldError } from '../../../components/admin/form-field-shell.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { isLowStock, placeVariant, type ProductFormInput } from '../product-form.ts';
import styles from './products-screen.module.css';
import { VariantModal } from './variant-modal.tsx';

/**
 * A variant's SKU in its row, and the server's refusal of it (a SKU another product has): marked in
 * red with the message under it, and able to take the focus the form moves to a refused field.
 */
function VariantSku({ index, sku }: { index: number; sku: string }) {
  const path = `variants.${index}.sku` as const;
  const error = useFieldError(path);
  const errorId = useId();
  return (
    <div
      data-field={path}
      tabIndex={-1}
      className={error ? styles.refusedSku : styles.sku}
      aria-describedby={error ? errorId : undefined}
    >
      <code>{sku}</code>
      {error && (
        <p id={errorId} className={styles.skuError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The variants table of the product form and its nested variant dialog (admin §2, §5). */
export function VariantsEditor({ saved }: { saved: readonly AdminVariant[] }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const { control, setValue, clearErrors } = useFormContext<ProductFormInput>();
  const variants = useWatch({ control, name: 'variants' });
  // The dialog: the index of the variant being edited, 'new', or closed.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const reservedOf = (sku: string) => saved.find((v) => v.sku === sku)?.stock.reserved ?? 0;
  const update = (next: AdminVariantInput[]) => {
    setValue('variants', next, { shouldDirty: true });
    // A refused SKU was about the list as it was; any edit of the list answers it.
    clearErrors('variants');
  };

  const onDelete = (index: number) => {
    if (!confirmAction(t('products.variants.confirmDelete'))) return;
    update(variants.filter((_, i) => i !== index));
  };

  const current = typeof editing === 'number' ? (variants[editing] ?? null) : null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h3 id={headingId} className={styles.sectionTitle}>
          {t('products.variants.title')}
        </h3>
        <button type="button" className={buttonClass('secondary')} onClick={() => setEditing('new')}>
          <Icon name="plus" size={18} />
          {t('products.variants.add')}
        </button>
      </div>
      <AdminTable caption={t('products.variants.caption')}>
        <thead>
          <tr>
            <th scope="col">{t('products.variants.sku')}</th>
            <th scope="col">{t('products.variants.name')}</th>
            <th scope="col" className={adminTableStyles.numeric}>
              {t('products.variants.price')}
            </th>
            <th scope="col">{t('products.variants.stock')}</th>
            <th scope="col">{t('products.variants.attributes')}</th>
            <th scope="col">{t('products.variants.status')}</th>
            <th scope="col">{t('products.variants.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {variants.length === 0 ? (
            <AdminEmptyRow colSpan={7} text={t('products.variants.empty')} />
          ) : (
            variants.map((variant, index) => {
              const reserved = reservedOf(variant.sku);
              const attributes = Object.values(variant.attributes ?? {}).filter(Boolean);
              return (
                <tr key={variant.sku}>
                  <td>
                    <VariantSku index={index} sku={variant.sku} />
                  </td>
                  <td>{variant.name}</td>
                  <td className={adminTableStyles.numeric}>{formatAdminPrice(variant.price)}</td>
                  <td>
                    <div className={styles.priceCell}>
                      <span className={isLowStock(variant) ? styles.lowStock : undefined}>
                        {variant.stock?.quantity ?? 0}
                        {isLowStock(variant) && ` · ${t('products.variants.lowStock')}`}
                      </span>
                      {reserved > 0 && (
                        <span className={adminTableStyles.muted}>
                          {t('products.variants.reserved', { count: reserved })}
                        </span>
                      )}
                    </div>
                  </td>
                  <td className={adminTableStyles.muted}>{attributes.join(' / ')}</td>
                  <td>
                    <AdminBadge color={variant.isActive === false ? ADMIN_COLORS.grey : ADMIN_COLORS.green}>
                      {variant.isActive === false ? t('common.inactive') : t('common.active')}
                    </AdminBadge>
                  </td>
                  <td>
                    <div className={adminTableStyles.actions}>
                      <AdminIconButton
                        icon="pencil"
                        label={t('products.variants.edit', { sku: variant.sku })}
                        onClick={() => setEditing(index)}
                      />
                      <AdminIconButton
                        icon="trash"
                        tone="danger"
                        label={t('products.variants.delete', { sku: variant.sku })}
                        onClick={() => onDelete(index)}
                      />
                    </div>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </AdminTable>
      {editing !== null && (
        <VariantModal
          variant={current}
          reserved={current ? reservedOf(current.sku) : 0}
          onClose={() => setEditing(null)}
          onSave={(variant) => {
            update(placeVariant(variants, variant, typeof editing === 'number' ? editing : null));
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}
