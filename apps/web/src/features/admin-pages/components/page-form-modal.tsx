import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminPage,
  PAGE_MESSAGES,
  type PageFormInput,
  type PageFormValues,
  pageFormSchema,
} from '@store/shared/schemas/admin-pages';
import { adminSlug } from '@store/shared/slug';
import { useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { adminErrorText } from '../../../components/admin/admin-api.ts';
import { AdminErrorBanner } from '../../../components/admin/admin-error-banner.tsx';
import { AdminFormModal } from '../../../components/admin/admin-form-modal.tsx';
import { AdminLoading } from '../../../components/admin/admin-loading.tsx';
import { AdminModal } from '../../../components/admin/admin-modal.tsx';
import { AdminTextField } from '../../../components/admin/form-fields.tsx';
import { AdminSwitch } from '../../../components/admin/form-toggles.tsx';
import { byMessage, translatedResolver } from '../../../components/admin/translated-resolver.ts';
import { useClearErrorOnEdit } from '../../../components/admin/use-clear-error-on-edit.ts';
import form from '../../../components/ui/form/form.module.css';
import { TabList, tabId } from '../../../components/ui/tabs.tsx';
import { useAdminPage } from '../api/get-admin-pages.ts';
import { useSavePage } from '../api/save-page.ts';
import { MarkdownEditor } from './markdown-editor.tsx';
import styles from './pages-screen.module.css';

const LANGUAGES = ['en', 'fr'] as const;

interface PageFormModalProps {
  /** The page to edit, or null for a new one. */
  pageId: string | null;
  onClose: () => void;
}

/** The create/edit page dialog: the page is read whole (with its Markdown) before the form opens. */
export function PageFormModal({ pageId, onClose }: PageFormModalProps) {
  const { t } = useTranslation('admin');
  const query = useAdminPage(pageId);
  const title = pageId ? t('pages.editTitle') : t('pages.createTitle');
  if (pageId && !query.data) {
    return (
      <AdminModal open onClose={onClose} title={title} size="xl">
        {query.isError ? (
          <AdminErrorBanner message={adminErrorText(query.error, t('pages.loadFailed'))} />
        ) : (
          <AdminLoading />
        )}
      </AdminModal>
    );
  }
  return <PageForm page={query.data ?? null} title={title} onClose={onClose} />;
}

function valuesOf(page: AdminPage | null): PageFormInput {
  return {
    title: page?.title ?? '',
    titleFr: page?.titleFr ?? '',
    slug: page?.slug ?? '',
    body: page?.body ?? '',
    bodyFr: page?.bodyFr ?? '',
    isPublished: page?.isPublished ?? false,
  };
}

function PageForm({ page, title, onClose }: { page: AdminPage | null; title: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const tabsId = useId();
  const save = useSavePage();
  const [language, setLanguage] = useState<(typeof LANGUAGES)[number]>('en');
  // A new page's slug follows its title until the slug is edited by hand.
  const slugEdited = useRef(page !== null);
  const resolver = useMemo(
    () =>
      translatedResolver(
        zodResolver(pageFormSchema),
        byMessage(PAGE_MESSAGES, (key) => t(`pages.validation.${key as keyof typeof PAGE_MESSAGES}`)),
      ),
    [t],
  );
  const methods = useForm<PageFormInput, unknown, PageFormValues>({
    resolver,
    defaultValues: valuesOf(page),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  useClearErrorOnEdit(methods, (name, values) => {
    if (name === 'slug') slugEdited.current = true;
    if (name === 'title' && !slugEdited.current) methods.setValue('slug', adminSlug(values.title ?? ''));
  });

  const onSubmit = async (values: PageFormValues) => {
    await save.mutateAsync({ id: page?.id, values });
    onClose();
  };

  // The English body is required: a refusal there shows its tab.
  const onInvalid = () => {
    if (methods.getFieldState('body').error) setLanguage('en');
  };

  return (
    <AdminFormModal
      methods={methods}
      title={title}
      size="xl"
      submitLabel={page ? t('pages.update') : t('pages.create')}
      busy={save.isPending}
      failureText={t('pages.saveFailed')}
      limits={pageFormSchema}
      onSubmit={onSubmit}
      // A taken slug is the slug field's error, not the banner's.
      serverFields={{ PAGE_SLUG_TAKEN: () => 'slug' }}
      onInvalid={onInvalid}
      onClose={onClose}
    >
      <div className={form.row}>
        <AdminTextField name="title" label={t('pages.form.title')} required />
        <AdminTextField name="titleFr" label={t('pages.form.titleFr')} hint={t('pages.form.frenchHint')} />
      </div>
      <div className={form.row}>
        <AdminTextField name="slug" label={t('pages.form.slug')} required hint={t('pages.form.slugHint')} />
        <AdminSwitch
          name="isPublished"
          label={t('pages.form.published')}
          hint={t('pages.form.publishedHint')}
        />
      </div>
      <div>
        <TabList
          tabs={LANGUAGES}
          selected={language}
          onSelect={setLanguage}
          label={t('pages.form.content')}
          idBase={tabsId}
          panelId={() => `${tabsId}-panel`}
          renderTab={(lang) => t(`pages.form.language.${lang}`)}
        />
        <div
          role="tabpanel"
          id={`${tabsId}-panel`}
          aria-labelledby={tabId(tabsId, language)}
          className={styles.bodyPanel}
        >
          {language === 'en' ? (
            <MarkdownEditor
              key="en"
              name="body"
              label={t('pages.form.body')}
              required
              hint={t('pages.form.markdownHint')}
            />
          ) : (
            <MarkdownEditor
              key="fr"
              name="bodyFr"
              label={t('pages.form.bodyFr')}
              hint={t('pages.form.frenchHint')}
            />
          )}
        </div>
      </div>
    </AdminFormModal>
  );
}
