import { SOCIAL_PLATFORMS } from '@store/shared/constants';
import type { FooterBodyInput } from '@store/shared/schemas/admin-footer';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AdminSelectField, AdminTextField } from '../../../components/admin/form-fields.tsx';
import { AdminIconButton } from '../../../components/admin/admin-table.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import styles from './footer-screen.module.css';

/** Social Media: one row per link (platform and URL); a new one is facebook with an empty URL (admin §4). */
export function SocialTab() {
  const { t } = useTranslation('admin');
  const { control } = useFormContext<FooterBodyInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'socialLinks', keyName: 'key' });
  const platforms = SOCIAL_PLATFORMS.map((value) => ({
    value,
    label: t(`footer.social.platforms.${value}`),
  }));
  return (
    <div className={styles.stack}>
      {fields.length === 0 && <p className={styles.empty}>{t('footer.social.empty')}</p>}
      <ul className={styles.socialList}>
        {fields.map((field, index) => (
          <li key={field.key} className={styles.socialRow}>
            <AdminSelectField
              name={`socialLinks.${index}.platform`}
              label={t('footer.social.platform')}
              options={platforms}
            />
            <AdminTextField
              name={`socialLinks.${index}.url`}
              label={t('footer.social.url')}
              placeholder="https://"
            />
            <AdminIconButton
              icon="trash"
              tone="danger"
              label={t('footer.social.remove', { position: index + 1 })}
              onClick={() => remove(index)}
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => append({ platform: 'facebook', url: '', order: fields.length })}
      >
        <Icon name="plus" size={18} />
        {t('footer.social.add')}
      </button>
    </div>
  );
}
