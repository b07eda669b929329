import { COPYRIGHT_YEAR_MAX, COPYRIGHT_YEAR_MIN } from '@store/shared/schemas/admin-footer';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AdminNumberField, AdminTextArea, AdminTextField } from '../../../components/admin/form-fields.tsx';
import { ImageField } from '../../../components/admin/image-field.tsx';
import form from '../../../components/ui/form/form.module.css';
import styles from './footer-screen.module.css';

/** Company Info: name (required), logo, description, contact, address, and the copyright line. */
export function CompanyTab() {
  const { t } = useTranslation('admin');
  const field = (name: string) => t(`footer.company.${name}` as 'footer.company.name');
  return (
    <div className={form.fields}>
      <AdminTextField name="companyInfo.name" label={field('name')} required />
      <ImageField name="companyInfo.logo" label={field('logo')} hint={field('logoHint')} />
      <div className={form.row}>
        <AdminTextArea name="companyInfo.description" label={field('description')} rows={3} />
        <AdminTextArea
          name="companyInfo.descriptionFr"
          label={field('descriptionFr')}
          rows={3}
          hint={t('footer.frenchHint')}
        />
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{field('contact')}</legend>
        <div className={form.row}>
          <AdminTextField name="companyInfo.contact.email" type="email" label={field('email')} />
          <AdminTextField name="companyInfo.contact.phone" type="tel" label={field('phone')} />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{field('address')}</legend>
        <AdminTextField name="companyInfo.address.street" label={field('street')} />
        <div className={form.row}>
          <AdminTextField name="companyInfo.address.city" label={field('city')} />
          <AdminTextField name="companyInfo.address.state" label={field('state')} />
        </div>
        <div className={form.row}>
          <AdminTextField name="companyInfo.address.zipCode" label={field('zipCode')} />
          <AdminTextField name="companyInfo.address.country" label={field('country')} />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('footer.copyright.title')}</legend>
        <div className={form.row}>
          <AdminTextField name="copyright.text" label={t('footer.copyright.text')} />
          <AdminTextField name="copyright.textFr" label={t('footer.copyright.textFr')} />
        </div>
        <AdminNumberField
          name="copyright.year"
          label={t('footer.copyright.year')}
          min={COPYRIGHT_YEAR_MIN}
          max={COPYRIGHT_YEAR_MAX}
          step={1}
          className={styles.year}
        />
      </fieldset>
    </div>
  );
}
