import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { SEARCH_MIN_CHARS } from '@store/shared/constants';
import { Icon } from '../../../components/ui/icon.tsx';
import styles from './advanced-search.module.css';

/** The page's own search box; an empty or one-letter submission does nothing (storefront §5). */
export function AdvancedSearchForm({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(query);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (q.length < SEARCH_MIN_CHARS) return;
    onSearch(q);
  };

  return (
    <form role="search" aria-label={t('advancedSearch.title')} className={styles.form} onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {t('advancedSearch.inputLabel')}
      </label>
      <span className={styles.formIcon} aria-hidden="true">
        <Icon name="search" size={20} />
      </span>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit}>
        <Icon name="search" size={20} className={styles.submitIcon} />
        <span className={styles.submitText}>{t('search.submit')}</span>
      </button>
    </form>
  );
}
