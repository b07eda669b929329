/**
 * An image field for react-hook-form admin forms: the form value is the image's URL (a string), which
 * the user either types (an http(s) address or a site path starting with '/') or gets by uploading a
 * file through POST /api/admin/upload. A preview shows the current URL; an upload refusal shows the
 * server's reason under the field; the URL rule itself is the form schema's (imageUrl() in
 * packages/shared/src/schemas/admin-upload.ts), shown like every other field error.
 *
 *   <FormProvider {...methods}>
 *     <ImageField name="image" label={t('categories.image')} required />
 *     <ImageField name="backgroundImage" label={t('hero.backgroundImage')} previewShape="wide" />
 *   </FormProvider>
 *
 * Props: `name` (the field's path), `label`, `required` (asterisk only; the schema decides), `hint`
 * (replaces the default upload hint), `previewShape` ('square' by default, 'wide' for banners),
 * `className`. Must sit inside a react-hook-form FormProvider.
 */
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, IMAGE_URL_PATTERN } from '@store/shared/schemas/admin-upload';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buttonClass } from '../ui/button.ts';
import { adminErrorText } from './admin-api.ts';
import { useFieldLimit } from './field-limits.tsx';
import form from '../ui/form/form.module.css';
import { Icon } from '../ui/icon.tsx';
import { FormFieldShell, type FieldShellProps } from './form-field-shell.tsx';
import styles from './image-field.module.css';
import { uploadImage } from './upload-image.ts';

export interface ImageFieldProps extends FieldShellProps {
  /** 'square' (product, category) or 'wide' (a hero background). */
  previewShape?: 'square' | 'wide';
}

/** A URL, a file picker and a preview, bound to one string field of the surrounding form. */
export function ImageField({ previewShape = 'square', hint, ...shell }: ImageFieldProps) {
  const { t } = useTranslation('admin');
  const { register, setValue, control } = useFormContext();
  const limit = useFieldLimit(shell.name);
  const value: unknown = useWatch({ control, name: shell.name });
  const url = typeof value === 'string' ? value.trim() : '';
  const fileInput = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  // The server's refusal in the panel's words (errors.<lang>.json), else 'Upload failed'.
  const errorText = (error: unknown): string => adminErrorText(error, t('upload.failed'));

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again after a failure still fires a change.
    event.target.value = '';
    if (!file) return;
    setUploadError(null);
    // Checked here too, so a file the server would refuse is not sent at all.
    if (file.size === 0) return setUploadError(t('errors.FILE_REQUIRED'));
    if (file.size > UPLOAD_MAX_BYTES) {
      return setUploadError(
        t('errors.PAYLOAD_TOO_LARGE_MAX', { maxMegabytes: UPLOAD_MAX_BYTES / (1024 * 1024) }),
      );
    }
    abort.current?.abort();
    abort.current = new AbortController();
    setUploading(true);
    try {
      const stored = await uploadImage(file, abort.current.signal);
      setValue(shell.name, stored.url, { shouldDirty: true, shouldValidate: true, shouldTouch: true });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) setUploadError(errorText(error));
    } finally {
      setUploading(false);
    }
  };

  const showPreview = url !== '' && IMAGE_URL_PATTERN.test(url);
  return (
    <FormFieldShell {...shell} hint={hint ?? t('upload.hint')}>
      {(a11y) => (
        <div className={styles.box}>
          <div className={styles.controls}>
            <input
              {...a11y}
              {...register(shell.name)}
              type="text"
              inputMode="url"
              className={`${form.input} ${styles.url}`}
              placeholder={t('upload.urlPlaceholder')}
              autoComplete="off"
              maxLength={limit}
            />
            <button
              type="button"
              className={`${buttonClass('secondary')} ${styles.uploadButton}`}
              onClick={() => fileInput.current?.click()}
              disabled={uploading}
              aria-describedby={uploadError ? statusId : undefined}
            >
              <Icon name="image" aria-hidden="true" />
              {uploading ? t('upload.uploading') : t('upload.choose')}
            </button>
            <input
              ref={fileInput}
              type="file"
              accept={UPLOAD_ACCEPT}
              className={styles.fileInput}
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => void onFile(event)}
            />
          </div>
          <p id={statusId} className={uploadError ? styles.uploadError : styles.status} role="status">
            {uploadError ?? (uploading ? t('upload.uploading') : '')}
          </p>
          {showPreview && (
            <div className={`${styles.preview} ${styles[previewShape]}`}>
              {brokenUrl === url ? (
                <span className={styles.previewFailed}>{t('upload.previewFailed')}</span>
              ) : (
                <img
                  src={url}
                  alt={t('upload.preview')}
                  onError={() => setBrokenUrl(url)}
                  onLoad={() => setBrokenUrl(null)}
                />
              )}
            </div>
          )}
        </div>
      )}
    </FormFieldShell>
  );
}
