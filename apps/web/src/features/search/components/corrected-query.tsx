import { useTranslation } from '../../../i18n/use-translation.ts';
import styles from './search-page.module.css';

/** 'Showing results for {corrected}': the words as typed found nothing, a close spelling did. */
export function CorrectedQuery({ query }: { query: string }) {
  const { t } = useTranslation();
  return (
    <p className={styles.corrected}>
      {t('searchPage.showingResultsFor')} <strong>{query}</strong>
    </p>
  );
}
