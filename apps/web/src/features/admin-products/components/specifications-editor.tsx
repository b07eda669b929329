import { limitsOf } from '@store/shared/schema-limits';
import { adminProductBodySchema } from '@store/shared/schemas/admin-products';
import { useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AdminIconButton } from '../../../components/admin/admin-table.tsx';
import { AdminTextField } from '../../../components/admin/form-fields.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import type { ProductFormInput } from '../product-form.ts';
import styles from './products-screen.module.css';

/** Length limits of the fields, from the schema the server checks them with. */
const max = limitsOf(adminProductBodySchema);

/**
 * The specifications' key/value editor (admin §3): one row per specification, its name and value in
 * English and, optionally, French. A row without a name is dropped on save.
 */
export function SpecificationsEditor() {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const { control } = useFormContext<ProductFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'specifications' });
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h3 id={headingId} className={styles.sectionTitle}>
          {t('products.form.specifications')}
        </h3>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => append({ key: '', value: '', keyFr: '', valueFr: '' })}
        >
          <Icon name="plus" size={18} />
          {t('products.form.addSpec')}
        </button>
      </div>
      {fields.length === 0 && <p className={styles.muted}>{t('products.form.noSpecs')}</p>}
      {fields.map((field, index) => (
        <fieldset key={field.id} className={styles.specRow}>
          <legend className="visually-hidden">{t('products.form.specRow', { n: index + 1 })}</legend>
          <AdminTextField
            name={`specifications.${index}.key`}
            label={t('products.form.specKey')}
            maxLength={max('specifications.$key')}
          />
          <AdminTextField
            name={`specifications.${index}.value`}
            label={t('products.form.specValue')}
            maxLength={max('specifications.value')}
          />
          <AdminTextField
            name={`specifications.${index}.keyFr`}
            label={t('products.form.specKeyFr')}
            maxLength={max('specificationsFr.key.name')}
          />
          <AdminTextField
            name={`specifications.${index}.valueFr`}
            label={t('products.form.specValueFr')}
            maxLength={max('specificationsFr.key.value')}
          />
          <div className={styles.specRemove}>
            <AdminIconButton
              icon="trash"
              tone="danger"
              label={t('products.form.removeSpec', { n: index + 1 })}
              onClick={() => remove(index)}
            />
          </div>
        </fieldset>
      ))}
    </section>
  );
}
