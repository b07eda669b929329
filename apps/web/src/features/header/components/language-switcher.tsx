import { useTranslation } from '../../../i18n/use-translation.ts';
import { LANGUAGES, type Language } from '@store/shared/constants';
import { changeLanguage } from '../../../i18n/i18n.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import styles from './language-switcher.module.css';

const NATIVE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

/** EN/FR toggle; switching refetches the content through the language in every query key. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <div className={styles.switcher} role="group" aria-label={t('header.language')}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          className={styles.option}
          aria-pressed={lang === current}
          title={NATIVE_NAMES[lang]}
          onClick={() => void changeLanguage(lang)}
        >
          <span aria-hidden="true">{lang.toUpperCase()}</span>
          <span className="visually-hidden">{NATIVE_NAMES[lang]}</span>
        </button>
      ))}
    </div>
  );
}
