import type { CSSProperties } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FormFieldShell } from '../../../components/admin/form-field-shell.tsx';
import { AdminTextArea, AdminTextField } from '../../../components/admin/form-fields.tsx';
import { AdminSwitch } from '../../../components/admin/form-toggles.tsx';
import form from '../../../components/ui/form/form.module.css';
import styles from './footer-screen.module.css';

/** Newsletter: whether the footer shows the sign-up box, and its title and text in both languages. */
export function NewsletterTab() {
  const { t } = useTranslation('admin');
  return (
    <div className={form.fields}>
      <AdminSwitch
        name="newsletter.enabled"
        label={t('footer.newsletter.enabled')}
        hint={t('footer.newsletter.enabledHint')}
      />
      <div className={form.row}>
        <AdminTextField name="newsletter.title" label={t('footer.newsletter.title')} />
        <AdminTextField
          name="newsletter.titleFr"
          label={t('footer.newsletter.titleFr')}
          hint={t('footer.frenchHint')}
        />
      </div>
      <div className={form.row}>
        <AdminTextArea name="newsletter.description" label={t('footer.newsletter.description')} rows={3} />
        <AdminTextArea
          name="newsletter.descriptionFr"
          label={t('footer.newsletter.descriptionFr')}
          rows={3}
        />
      </div>
    </div>
  );
}

/** A colour picker with its #rrggbb value beside it. */
function ColorField({ name, label }: { name: string; label: string }) {
  const { register, control } = useFormContext();
  const value: unknown = useWatch({ control, name });
  return (
    <FormFieldShell name={name} label={label}>
      {(a11y) => (
        <div className={styles.color}>
          <input {...a11y} {...register(name)} type="color" className={styles.colorInput} />
          <code className={styles.colorValue}>{typeof value === 'string' ? value : ''}</code>
        </div>
      )}
    </FormFieldShell>
  );
}

const COLORS = ['backgroundColor', 'textColor', 'linkColor'] as const;

/** Appearance: the three colours (defaults of admin §9), show logo, show social links, a preview. */
export function AppearanceTab() {
  const { t } = useTranslation('admin');
  const { control } = useFormContext();
  const [background, text, link] = useWatch({
    control,
    name: COLORS.map((c) => `appearance.${c}`),
  }) as string[];
  const preview = { '--bg': background, '--text': text, '--link': link } as CSSProperties;
  return (
    <div className={form.fields}>
      <div className={styles.colors}>
        {COLORS.map((color) => (
          <ColorField key={color} name={`appearance.${color}`} label={t(`footer.appearance.${color}`)} />
        ))}
      </div>
      <div className={styles.preview} style={preview} aria-label={t('footer.appearance.preview')} role="img">
        <span>{t('footer.appearance.previewText')}</span>
        <span className={styles.previewLink}>{t('footer.appearance.previewLink')}</span>
      </div>
      <AdminSwitch name="appearance.showLogo" label={t('footer.appearance.showLogo')} />
      <AdminSwitch name="appearance.showSocialLinks" label={t('footer.appearance.showSocialLinks')} />
    </div>
  );
}

/** SEO & Analytics: the schema.org Organization markup of the storefront footer. */
export function SeoTab() {
  const { t } = useTranslation('admin');
  return (
    <div className={form.fields}>
      <AdminSwitch
        name="seo.enableSchemaMarkup"
        label={t('footer.seo.enableSchemaMarkup')}
        hint={t('footer.seo.hint')}
      />
    </div>
  );
}
