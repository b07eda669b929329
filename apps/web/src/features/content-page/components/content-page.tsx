import { useParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import layout from '../../../components/ui/page-layout.module.css';
import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { isNotFoundError } from '../../../lib/api-client.ts';
import { useContentPage } from '../api/get-content-page.ts';
import styles from './content-page.module.css';

const SKELETON_LINES = 6;

/** /pages/:slug: a content page of the Page Builder (About, Shipping…) inside the shop's header and footer. */
export function ContentPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const query = useContentPage(slug);
  const page = query.data;
  usePageTitle(page?.title);

  if (query.isError) {
    const missing = isNotFoundError(query.error);
    return (
      <PlaceholderPage
        title={missing ? t('contentPage.notFound.title') : t('contentPage.error.title')}
        text={missing ? t('contentPage.notFound.text') : t('contentPage.error.text')}
        icon="alert"
      />
    );
  }

  return (
    <div className={`container ${layout.page} ${layout.belowBreadcrumb}`}>
      <Breadcrumb items={[{ label: page?.title ?? '…' }]} />
      {page ? (
        <article className={styles.article}>
          <h1 className={layout.title}>{page.title}</h1>
          <RichText html={page.html} className={styles.body} />
        </article>
      ) : (
        <div className={styles.article} aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton width="40%" height={40} />
          {Array.from({ length: SKELETON_LINES }, (_, i) => (
            <Skeleton key={i} width={i % 3 === 2 ? '60%' : '100%'} height={16} />
          ))}
        </div>
      )}
    </div>
  );
}
