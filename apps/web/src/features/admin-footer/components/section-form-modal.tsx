import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FooterSectionInput,
  type FooterSectionValues,
  footerSectionBodySchema,
} from '@store/shared/schemas/admin-footer';
import { useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AdminFormModal } from '../../../components/admin/admin-form-modal.tsx';
import { AdminIconButton } from '../../../components/admin/admin-table.tsx';
import { AdminTextField } from '../../../components/admin/form-fields.tsx';
import { AdminCheckbox } from '../../../components/admin/form-toggles.tsx';
import { translatedResolver } from '../../../components/admin/translated-resolver.ts';
import { useClearErrorOnEdit } from '../../../components/admin/use-clear-error-on-edit.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import form from '../../../components/ui/form/form.module.css';
import { Icon } from '../../../components/ui/icon.tsx';
import { useFooterMessages } from './footer-messages.ts';
import { emptyLink } from './footer-values.ts';
import styles from './footer-screen.module.css';

interface SectionFormModalProps {
  section: FooterSectionInput;
  isNew: boolean;
  /** Hands the checked section back to the footer form (nothing is sent yet, admin §4). */
  onSave: (section: FooterSectionInput) => void;
  onClose: () => void;
}

/** The section add/edit dialog (admin §2, §5): a title, and link rows of which one always stays. */
export function SectionFormModal({ section, isNew, onSave, onClose }: SectionFormModalProps) {
  const { t } = useTranslation('admin');
  const translate = useFooterMessages();
  const resolver = useMemo(
    () => translatedResolver(zodResolver(footerSectionBodySchema), translate),
    [translate],
  );
  const methods = useForm<FooterSectionInput, unknown, FooterSectionValues>({
    resolver,
    defaultValues: section,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  useClearErrorOnEdit(methods);
  const { fields, append, remove } = useFieldArray({
    control: methods.control,
    name: 'links',
    keyName: 'key',
  });

  return (
    <AdminFormModal
      methods={methods}
      title={isNew ? t('footer.sections.createTitle') : t('footer.sections.editTitle')}
      submitLabel={isNew ? t('footer.sections.create') : t('footer.sections.update')}
      failureText={t('footer.sections.saveFailed')}
      limits={footerSectionBodySchema}
      onSubmit={(values) =>
        // The form holds '' for an empty French title; the footer form keeps the same shape.
        onSave({
          ...values,
          titleFr: values.titleFr ?? '',
          links: values.links.map((l) => ({ ...l, titleFr: l.titleFr ?? '' })),
        })
      }
      onClose={onClose}
    >
      <div className={form.row}>
        <AdminTextField name="title" label={t('footer.sections.title')} required />
        <AdminTextField name="titleFr" label={t('footer.sections.titleFr')} hint={t('footer.frenchHint')} />
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('footer.sections.links')}</legend>
        <ol className={styles.linkRows}>
          {fields.map((field, index) => (
            <li key={field.key} className={styles.linkRow}>
              <div className={styles.linkFields}>
                <AdminTextField
                  name={`links.${index}.title`}
                  label={t('footer.sections.linkTitle')}
                  required
                />
                <AdminTextField name={`links.${index}.titleFr`} label={t('footer.sections.linkTitleFr')} />
                <AdminTextField
                  name={`links.${index}.url`}
                  label={t('footer.sections.url')}
                  required
                  placeholder="/pages/about"
                  className={styles.wide}
                />
                <AdminCheckbox
                  name={`links.${index}.openInNewTab`}
                  label={t('footer.sections.openInNewTab')}
                />
              </div>
              <AdminIconButton
                icon="trash"
                tone="danger"
                label={t('footer.sections.removeLink', { position: index + 1 })}
                onClick={() => remove(index)}
                disabled={fields.length <= 1}
              />
            </li>
          ))}
        </ol>
        <p className={form.hint}>{t('footer.sections.urlHint')}</p>
        <button
          type="button"
          className={`${buttonClass('secondary')} ${styles.addLink}`}
          onClick={() => append(emptyLink())}
        >
          <Icon name="plus" size={18} />
          {t('footer.sections.addLink')}
        </button>
      </fieldset>
    </AdminFormModal>
  );
}
