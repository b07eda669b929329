import type { FooterBodyInput, FooterSectionInput } from '@store/shared/schemas/admin-footer';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AdminIconButton, adminTableStyles } from '../../../components/admin/admin-table.tsx';
import { confirmAction } from '../../../components/admin/confirm.ts';
import { useFieldError } from '../../../components/admin/form-field-shell.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { newSection } from './footer-values.ts';
import { SectionFormModal } from './section-form-modal.tsx';
import styles from './footer-screen.module.css';

/** Which section the modal edits: its index in the list, or a new one. */
type Editing = { index: number; section: FooterSectionInput } | { index: null; section: FooterSectionInput };

/** Link Sections: the footer's link columns in order; add, edit and delete change the local copy only. */
export function SectionsTab() {
  const { t } = useTranslation('admin');
  const { control, getValues } = useFormContext<FooterBodyInput>();
  const { fields, append, update, remove } = useFieldArray({ control, name: 'sections', keyName: 'key' });
  const [editing, setEditing] = useState<Editing | null>(null);
  const listError = useFieldError('sections');
  const ordered = fields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => (a.field.order ?? 0) - (b.field.order ?? 0));

  const onSave = (section: FooterSectionInput) => {
    if (!editing) return;
    if (editing.index === null) append(section);
    else update(editing.index, section);
    setEditing(null);
  };

  const onDelete = (index: number, title: string) => {
    if (!confirmAction(t('footer.sections.confirmDelete', { title }))) return;
    remove(index);
  };

  return (
    <div className={styles.stack}>
      <div className={styles.tabHeader}>
        <p className={styles.tabIntro}>{t('footer.sections.intro')}</p>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => setEditing({ index: null, section: newSection(getValues('sections')) })}
        >
          <Icon name="plus" size={18} />
          {t('footer.sections.add')}
        </button>
      </div>
      {listError && <p className={styles.listError}>{listError}</p>}
      {fields.length === 0 ? (
        <p className={styles.empty}>{t('footer.sections.empty')}</p>
      ) : (
        <ul className={styles.sections}>
          {ordered.map(({ field, index }, position) => (
            <SectionCard
              key={field.key}
              section={field}
              index={index}
              position={position + 1}
              onEdit={() => setEditing({ index, section: getValues(`sections.${index}`) })}
              onDelete={() => onDelete(index, field.title)}
            />
          ))}
        </ul>
      )}
      {editing && (
        <SectionFormModal
          section={editing.section}
          isNew={editing.index === null}
          onSave={onSave}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

interface SectionCardProps {
  section: FooterSectionInput;
  index: number;
  /** 1-based place among the columns, in order. */
  position: number;
  onEdit: () => void;
  onDelete: () => void;
}

/** One column: order, titles, its links, and its errors after a refused save. */
function SectionCard({ section, index, position, onEdit, onDelete }: SectionCardProps) {
  const { t } = useTranslation('admin');
  const error = useFieldError(`sections.${index}`);
  const rowErrors = useFormContext<FooterBodyInput>().formState.errors.sections?.[index];
  return (
    <li className={`${styles.sectionCard} ${rowErrors ? styles.invalid : ''}`}>
      <div className={styles.sectionHead}>
        <span className={styles.order} title={t('footer.sections.order')}>
          {position}
        </span>
        <div className={styles.sectionTitles}>
          <strong>{section.title || t('footer.sections.untitled')}</strong>
          {section.titleFr && <span className={adminTableStyles.muted}>{section.titleFr}</span>}
        </div>
        <div className={adminTableStyles.actions}>
          <AdminIconButton
            icon="pencil"
            label={t('footer.sections.editNamed', { title: section.title })}
            onClick={onEdit}
          />
          <AdminIconButton
            icon="trash"
            tone="danger"
            label={t('footer.sections.deleteNamed', { title: section.title })}
            onClick={onDelete}
          />
        </div>
      </div>
      <ul className={styles.linkList}>
        {section.links.map((link, linkIndex) => (
          <li key={linkIndex}>
            <span>{link.title}</span>
            <code className={adminTableStyles.muted}>{link.url}</code>
            {link.openInNewTab && (
              <Icon name="arrowRight" size={14} aria-label={t('footer.sections.newTab')} />
            )}
          </li>
        ))}
      </ul>
      {(error || rowErrors) && <p className={styles.listError}>{error ?? t('footer.sections.fix')}</p>}
    </li>
  );
}
