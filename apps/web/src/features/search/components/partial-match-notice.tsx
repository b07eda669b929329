import { useTranslation } from '../../../i18n/use-translation.ts';
import styles from './search-page.module.css';

/** Told when no product matches all the words: the results are the closest, most words first. */
export function PartialMatchNotice() {
  const { t } = useTranslation();
  return <p className={styles.corrected}>{t('searchPage.partialMatch')}</p>;
}
