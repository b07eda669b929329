import { zodResolver } from '@hookform/resolvers/zod';
import type { SearchSynonym } from '@store/shared/schemas/admin-search-synonyms';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AdminFormModal } from '../../../components/admin/admin-form-modal.tsx';
import { AdminTextField } from '../../../components/admin/form-fields.tsx';
import { useClearErrorOnEdit } from '../../../components/admin/use-clear-error-on-edit.ts';
import { useSaveSearchSynonym } from '../api/save-search-synonym.ts';
import {
  joinWords,
  type SynonymFormInput,
  synonymFormSchema,
  type SynonymFormValues,
} from '../synonym-form.ts';

interface SynonymFormModalProps {
  /** The group to edit, or null for a new one. */
  synonym: SearchSynonym | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The add/edit dialog of one synonym group: its words on one line, comma-separated. */
export function SynonymFormModal({ synonym, onClose, onSaved }: SynonymFormModalProps) {
  const { t } = useTranslation('admin');
  const save = useSaveSearchSynonym();
  const resolver = useMemo(
    () => zodResolver(synonymFormSchema((rule, values) => t(`synonyms.validation.${rule}`, values))),
    [t],
  );
  const methods = useForm<SynonymFormInput, unknown, SynonymFormValues>({
    resolver,
    defaultValues: { words: synonym ? joinWords(synonym.words) : '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  useClearErrorOnEdit(methods);

  const onSubmit = async (values: SynonymFormValues) => {
    await save.mutateAsync({ id: synonym?.id, values });
    onSaved();
    onClose();
  };

  return (
    <AdminFormModal
      methods={methods}
      title={synonym ? t('synonyms.editTitle') : t('synonyms.createTitle')}
      size="md"
      submitLabel={synonym ? t('synonyms.update') : t('synonyms.create')}
      busy={save.isPending}
      failureText={t('synonyms.saveFailed')}
      onSubmit={onSubmit}
      // A word taken by another group is the words field's error, not the banner's.
      serverFields={{ SEARCH_SYNONYM_WORD_TAKEN: () => 'words' }}
      onClose={onClose}
    >
      <AdminTextField
        name="words"
        label={t('synonyms.form.words')}
        required
        hint={t('synonyms.form.wordsHint')}
        autoComplete="off"
      />
    </AdminFormModal>
  );
}
