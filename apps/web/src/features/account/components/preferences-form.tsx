import { useId, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { LANGUAGES } from '@store/shared/constants';
import type { Preferences, User } from '@store/shared/schemas/auth';
import { FormCard } from '../../../components/ui/form/form-card.tsx';
import { SelectField } from '../../../components/ui/form/select-field.tsx';
import { useFormFields } from '../../../components/ui/form/use-form-status.ts';
import { changeLanguage } from '../../../i18n/i18n.ts';
import { browserTranslations } from '../../../i18n/use-translation.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { FormFooter } from '../../../components/ui/form/form-footer.tsx';
import form from '../../../components/ui/form/form.module.css';
import styles from './profile-page.module.css';

type Switch = 'newsletter' | 'email' | 'sms';

/** Language, newsletter and notification channels; a saved language becomes the UI's (storefront §4). */
export function PreferencesForm({ user }: { user: User }) {
  const { t, language } = useTranslation();
  const {
    fields: prefs,
    setFields: setPrefs,
    edit,
    status,
    succeed,
    fail,
    clear,
  } = useFormFields<Preferences>(user.preferences);
  const update = useUpdateProfile();
  const baseId = useId();

  const toggle = (name: Switch, checked: boolean) =>
    edit(
      name === 'newsletter'
        ? { ...prefs, newsletter: checked }
        : { ...prefs, notifications: { ...prefs.notifications, [name]: checked } },
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    update.mutate(
      { preferences: prefs },
      {
        onSuccess: async (saved) => {
          setPrefs(saved.preferences);
          // The page follows the saved language; this browser remembers it as its own choice too.
          if (saved.preferences.language !== language) {
            await changeLanguage(saved.preferences.language).catch((error: unknown) =>
              console.error('Could not switch language:', error),
            );
          }
          // Not the render's t: the message is in the language just switched to.
          succeed(browserTranslations.getFixedT(null)('profile.updated'));
        },
        onError: (error) => fail(errorMessage(error, t, t('profile.updateFailed'))),
      },
    );
  };

  const switches: Array<{ name: Switch; checked: boolean; title: string; text: string }> = [
    {
      name: 'newsletter',
      checked: prefs.newsletter,
      title: t('profile.preferences.newsletter'),
      text: t('profile.preferences.newsletterText'),
    },
    {
      name: 'email',
      checked: prefs.notifications.email,
      title: t('profile.preferences.emailNotifications'),
      text: t('profile.preferences.emailNotificationsText'),
    },
    {
      name: 'sms',
      checked: prefs.notifications.sms,
      title: t('profile.preferences.smsNotifications'),
      text: t('profile.preferences.smsNotificationsText'),
    },
  ];

  return (
    <FormCard title={t('profile.preferences.title')} onSubmit={onSubmit}>
      <SelectField
        label={t('profile.preferences.language')}
        name="language"
        value={prefs.language}
        options={LANGUAGES.map((language) => ({
          value: language,
          label: t(`profile.preferences.languages.${language}`),
          lang: language,
        }))}
        onChange={(language) => {
          if (language) edit({ ...prefs, language });
        }}
        hint={t('profile.preferences.languageHint')}
        className={styles.narrow}
      />
      <fieldset className={styles.fieldset}>
        <legend className={form.label}>{t('profile.preferences.communication')}</legend>
        {switches.map((item) => (
          <div key={item.name} className={`${form.check} ${styles.switchRow}`}>
            <input
              id={`${baseId}-${item.name}`}
              type="checkbox"
              name={item.name}
              checked={item.checked}
              aria-describedby={`${baseId}-${item.name}-text`}
              onChange={(event) => toggle(item.name, event.target.checked)}
            />
            <span className={form.checkText}>
              <label htmlFor={`${baseId}-${item.name}`} className={form.checkTitle}>
                {item.title}
              </label>
              <span id={`${baseId}-${item.name}-text`} className={form.hint}>
                {item.text}
              </span>
            </span>
          </div>
        ))}
      </fieldset>
      <FormFooter status={status} pending={update.isPending} submitLabel={t('profile.preferences.save')} />
    </FormCard>
  );
}
