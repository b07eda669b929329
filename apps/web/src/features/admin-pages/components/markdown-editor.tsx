import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AdminTextArea } from '../../../components/admin/form-fields.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { usePagePreview } from '../api/preview-page.ts';
import styles from './pages-screen.module.css';

interface MarkdownEditorProps {
  /** The form field holding the Markdown ('body' or 'bodyFr'). */
  name: 'body' | 'bodyFr';
  label: string;
  required?: boolean;
  hint?: string;
}

/** A Markdown textarea beside its live preview, rendered and sanitised by the server as the shop shows it. */
export function MarkdownEditor({ name, label, required, hint }: MarkdownEditorProps) {
  const { t } = useTranslation('admin');
  const { control } = useFormContext();
  const value: unknown = useWatch({ control, name });
  const markdown = typeof value === 'string' ? value : '';
  const preview = usePagePreview(markdown);
  const html = markdown.trim() === '' ? '' : (preview.data ?? '');
  return (
    <div className={styles.editor}>
      <AdminTextArea name={name} label={label} required={required} hint={hint} rows={16} />
      <section className={styles.preview} aria-label={t('pages.form.preview')} aria-busy={preview.isFetching}>
        <h3 className={styles.previewTitle}>{t('pages.form.preview')}</h3>
        {preview.isError ? (
          <p className={styles.previewNote}>{t('pages.form.previewFailed')}</p>
        ) : html ? (
          <RichText html={html} />
        ) : (
          <p className={styles.previewNote}>{t('pages.form.previewEmpty')}</p>
        )}
      </section>
    </div>
  );
}
