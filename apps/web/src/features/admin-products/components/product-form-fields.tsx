import { PRODUCT_EXTRA_IMAGES } from '@store/shared/schemas/admin-products';
import type { Category } from '@store/shared/schemas/content';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  AdminNumberField,
  AdminSelectField,
  AdminTextArea,
  AdminTextField,
} from '../../../components/admin/form-fields.tsx';
import { DiscountReadout } from '../../../components/admin/discount-readout.tsx';
import { AdminCheckbox, AdminSwitch } from '../../../components/admin/form-toggles.tsx';
import { ImageField } from '../../../components/admin/image-field.tsx';
import form from '../../../components/ui/form/form.module.css';
import type { ProductFormInput } from '../product-form.ts';
import styles from './products-screen.module.css';

/** Names, descriptions (English and French) and category of the product form. */
export function ProductBasicsFields({ categories }: { categories: readonly Category[] }) {
  const { t } = useTranslation('admin');
  // The storefront lists active categories only: a product filed under a hidden one keeps it offered.
  const saved = useFormContext<ProductFormInput>().formState.defaultValues?.category ?? '';
  const names = categories.map((c) => c.name);
  const categoryOptions = [...names, ...(saved && !names.includes(saved) ? [saved] : [])].map((name) => ({
    value: name,
    label: name,
  }));
  const headingId = useId();
  const frenchHint = t('products.form.frenchHint');
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t('products.form.basics')}
      </h3>
      <div className={form.row}>
        <AdminTextField name="name" label={t('products.form.name')} required />
        <AdminTextField name="nameFr" label={t('products.form.nameFr')} hint={frenchHint} />
      </div>
      <div className={form.row}>
        <AdminTextArea name="description" label={t('products.form.description')} required rows={3} />
        <AdminTextArea name="descriptionFr" label={t('products.form.descriptionFr')} rows={3} />
      </div>
      <div className={form.row}>
        <AdminTextArea name="detailedDescription" label={t('products.form.detailedDescription')} rows={4} />
        <AdminTextArea
          name="detailedDescriptionFr"
          label={t('products.form.detailedDescriptionFr')}
          rows={4}
        />
      </div>
      <AdminSelectField
        name="category"
        label={t('products.form.category')}
        required
        placeholder={t('products.form.chooseCategory')}
        options={categoryOptions}
      />
    </section>
  );
}

/** Price, original price, discount, rating, reviews, stock and the two flags (admin §5 input hints). */
export function ProductPricingFields({ reserved }: { reserved: number }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const [price, originalPrice] = useWatch<ProductFormInput, ['price', 'originalPrice']>({
    name: ['price', 'originalPrice'],
  });
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t('products.form.pricing')}
      </h3>
      <div className={styles.grid3}>
        <AdminNumberField name="price" label={t('products.form.price')} required min={0} step={0.01} />
        <AdminNumberField
          name="originalPrice"
          label={t('products.form.originalPrice')}
          min={0}
          step={0.01}
          empty="null"
          hint={t('products.form.originalPriceHint')}
        />
        <DiscountReadout
          label={t('products.form.discount')}
          hint={t('products.form.discountHint')}
          price={price}
          originalPrice={originalPrice}
        />
      </div>
      <div className={styles.grid3}>
        <AdminNumberField name="rating" label={t('products.form.rating')} min={1} max={5} step={0.1} />
        <AdminNumberField name="reviews" label={t('products.form.reviews')} min={0} step={1} empty="zero" />
        <AdminNumberField
          name="stockQuantity"
          label={t('products.form.stockQuantity')}
          min={reserved}
          step={1}
          empty="zero"
          hint={t('products.form.stockHint', { reserved })}
        />
      </div>
      <div className={styles.toggles}>
        <AdminCheckbox name="inStock" label={t('products.form.inStock')} />
        <AdminSwitch
          name="featured"
          label={t('products.form.featured')}
          hint={t('products.form.featuredHint')}
        />
      </div>
    </section>
  );
}

/** The main image and the three additional slots (admin §9), each uploaded or typed as a URL. */
export function ProductImageFields() {
  const { t } = useTranslation('admin');
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t('products.form.images')}
      </h3>
      <ImageField name="image" label={t('products.form.image')} required />
      <div className={styles.grid3}>
        {Array.from({ length: PRODUCT_EXTRA_IMAGES }, (_, i) => (
          <ImageField key={i} name={`images.${i}`} label={t('products.form.extraImage', { n: i + 1 })} />
        ))}
      </div>
    </section>
  );
}
