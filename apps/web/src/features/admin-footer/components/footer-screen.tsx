import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminFooter,
  type FooterBodyInput,
  type FooterBodyValues,
  footerBodySchema,
} from '@store/shared/schemas/admin-footer';
import { useId, useMemo, useState } from 'react';
import { type FieldErrors, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { adminErrorText } from '../../../components/admin/admin-api.ts';
import { AdminErrorBanner } from '../../../components/admin/admin-error-banner.tsx';
import { AdminLoadError } from '../../../components/admin/admin-load-error.tsx';
import { FieldLimits } from '../../../components/admin/field-limits.tsx';
import { AdminLoading } from '../../../components/admin/admin-loading.tsx';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { translatedResolver } from '../../../components/admin/translated-resolver.ts';
import form from '../../../components/ui/form/form.module.css';
import { TabList, tabId } from '../../../components/ui/tabs.tsx';
import { useAdminFooter } from '../api/get-admin-footer.ts';
import { useSaveAdminFooter } from '../api/save-admin-footer.ts';
import { CompanyTab } from './company-tab.tsx';
import { useFooterMessages } from './footer-messages.ts';
import { footerBody, footerValues, FOOTER_TABS, firstTabWithError, type FooterTab } from './footer-values.ts';
import { SectionsTab } from './sections-tab.tsx';
import { AppearanceTab, NewsletterTab, SeoTab } from './settings-tabs.tsx';
import { SocialTab } from './social-tab.tsx';
import styles from './footer-screen.module.css';

/** /admin/footer: Footer Management (admin §2, §4, §8). */
export default function FooterScreen() {
  const { t } = useTranslation('admin');
  const query = useAdminFooter();
  if (query.data) return <FooterEditor footer={query.data} />;
  return (
    <>
      <AdminPageHeader title={t('footer.title')} subtitle={t('footer.subtitle')} />
      {query.isError ? (
        <AdminLoadError message={t('footer.loadFailed')} query={query}>
          <p>{t('footer.refresh')}</p>
        </AdminLoadError>
      ) : (
        <AdminLoading />
      )}
    </>
  );
}

/** The six tabs over one form: edits stay on this screen until Save Changes (admin §4). */
function FooterEditor({ footer }: { footer: AdminFooter }) {
  const { t } = useTranslation('admin');
  const tabsId = useId();
  const [tab, setTab] = useState<FooterTab>('company');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveAdminFooter();
  const translate = useFooterMessages();
  const resolver = useMemo(() => translatedResolver(zodResolver(footerBodySchema), translate), [translate]);
  const methods = useForm<FooterBodyInput, unknown, FooterBodyValues>({
    resolver,
    defaultValues: footerValues(footer),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const dirty = methods.formState.isDirty;

  const onSave = async (values: FooterBodyValues) => {
    setError(null);
    setSaved(false);
    try {
      const stored = await save.mutateAsync(footerBody(values));
      methods.reset(footerValues(stored));
      setSaved(true);
    } catch (failure) {
      setError(adminErrorText(failure, t('footer.saveFailed')));
    }
  };

  // A refused field may sit on another tab: open the first tab holding one.
  const onInvalid = (errors: FieldErrors<FooterBodyInput>) => {
    setSaved(false);
    const target = firstTabWithError(Object.keys(errors));
    if (target) setTab(target);
  };

  const submit = () => void methods.handleSubmit(onSave, onInvalid)();

  return (
    <>
      <AdminPageHeader
        title={t('footer.title')}
        subtitle={t('footer.subtitle')}
        action={{
          label: save.isPending ? t('common.saving') : t('footer.save'),
          icon: 'check',
          onClick: submit,
          disabled: save.isPending,
        }}
      />
      {error && <AdminErrorBanner message={error} onDismiss={() => setError(null)} takeFocus />}
      {saved && !dirty && (
        <p className={`${form.success} ${styles.notice}`} role="status">
          {t('footer.saved')}
        </p>
      )}
      {dirty && (
        <p className={styles.unsaved} role="status">
          {t('footer.unsaved')}
        </p>
      )}
      <FormProvider {...methods}>
        {/* Not a <form>: the section dialog holds its own form, and forms cannot nest. */}
        <div className={styles.editor}>
          <TabList
            tabs={FOOTER_TABS}
            selected={tab}
            onSelect={setTab}
            label={t('footer.tabs.label')}
            idBase={tabsId}
            panelId={() => `${tabsId}-panel`}
            tabClassName={styles.tab}
            renderTab={(name) => t(`footer.tabs.${name}`)}
          />
          <div
            role="tabpanel"
            id={`${tabsId}-panel`}
            aria-labelledby={tabId(tabsId, tab)}
            className={styles.panel}
          >
            {/* The text fields' length limits are the schema's the server checks the footer with. */}
            <FieldLimits schema={footerBodySchema}>
              {tab === 'company' && <CompanyTab />}
              {tab === 'sections' && <SectionsTab />}
              {tab === 'social' && <SocialTab />}
              {tab === 'newsletter' && <NewsletterTab />}
              {tab === 'appearance' && <AppearanceTab />}
              {tab === 'seo' && <SeoTab />}
            </FieldLimits>
          </div>
        </div>
      </FormProvider>
    </>
  );
}
