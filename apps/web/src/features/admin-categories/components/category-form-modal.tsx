import {
  type AdminCategory,
  type CategoryFormInput,
  categoryFormSchema,
  type CategoryFormValues,
} from '@store/shared/schemas/admin-categories';
import { adminSlug } from '@store/shared/slug';
import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AdminFormModal } from '../../../components/admin/admin-form-modal.tsx';
import { AdminNumberField, AdminTextArea, AdminTextField } from '../../../components/admin/form-fields.tsx';
import { AdminSwitch } from '../../../components/admin/form-toggles.tsx';
import { ImageField } from '../../../components/admin/image-field.tsx';
import { useClearErrorOnEdit } from '../../../components/admin/use-clear-error-on-edit.ts';
import form from '../../../components/ui/form/form.module.css';
import { useSaveCategory } from '../api/save-category.ts';
import { categoryFormResolver } from '../category-form-resolver.ts';
import styles from './categories-screen.module.css';

interface CategoryFormModalProps {
  /** The category to edit, or null for a new one. */
  category: AdminCategory | null;
  /** A new category's order: the current number of categories (admin §5). */
  nextOrder: number;
  onClose: () => void;
}

function defaultsOf(category: AdminCategory | null, nextOrder: number): CategoryFormInput {
  return {
    name: category?.name ?? '',
    nameFr: category?.nameFr ?? '',
    slug: category?.slug ?? '',
    description: category?.description ?? '',
    descriptionFr: category?.descriptionFr ?? '',
    image: category?.image ?? '',
    icon: category?.icon ?? '',
    order: category?.order ?? nextOrder,
    isActive: category?.isActive ?? true,
  };
}

/** The create/edit category dialog (admin §2, §5): English and French texts, slug, image, icon, order. */
export function CategoryFormModal({ category, nextOrder, onClose }: CategoryFormModalProps) {
  const { t } = useTranslation('admin');
  const save = useSaveCategory();
  const resolver = useMemo(() => categoryFormResolver(t), [t]);
  const methods = useForm<CategoryFormInput, unknown, CategoryFormValues>({
    resolver,
    defaultValues: defaultsOf(category, nextOrder),
    // Errors appear on submit; editing a field clears its error (below) rather than re-checking it.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { setValue, clearErrors } = methods;

  // A new category's slug follows its name until the slug is edited by hand (admin §5); an existing
  // category keeps its slug unless changed on purpose.
  const slugEdited = useRef(category !== null);
  useClearErrorOnEdit(methods, (name, values) => {
    if (name === 'slug') slugEdited.current = true;
    if (name === 'name' && !slugEdited.current) {
      setValue('slug', adminSlug(values.name ?? ''));
      clearErrors('slug');
    }
  });

  return (
    <AdminFormModal
      methods={methods}
      title={category ? t('categories.editTitle') : t('categories.createTitle')}
      submitLabel={category ? t('categories.update') : t('categories.create')}
      busy={save.isPending}
      failureText={t('categories.saveFailed')}
      limits={categoryFormSchema}
      serverFields={{ CATEGORY_SLUG_TAKEN: () => 'slug' }}
      onSubmit={async (values) => {
        await save.mutateAsync({ id: category?.id, values });
        onClose();
      }}
      onClose={onClose}
    >
      <div className={form.row}>
        <AdminTextField name="name" label={t('categories.form.name')} required />
        <AdminTextField
          name="nameFr"
          label={t('categories.form.nameFr')}
          hint={t('categories.form.frenchHint')}
        />
      </div>
      <div className={form.row}>
        <AdminTextField
          name="slug"
          label={t('categories.form.slug')}
          required
          hint={t('categories.form.slugHint')}
        />
        <AdminTextField name="icon" label={t('categories.form.icon')} required />
      </div>
      <div className={form.row}>
        <AdminTextArea name="description" label={t('categories.form.description')} required rows={3} />
        <AdminTextArea name="descriptionFr" label={t('categories.form.descriptionFr')} rows={3} />
      </div>
      <ImageField name="image" label={t('categories.form.image')} required />
      <div className={`${form.row} ${styles.lastRow}`}>
        <AdminNumberField name="order" label={t('categories.form.order')} required min={0} step={1} />
        <AdminSwitch
          name="isActive"
          label={t('categories.form.active')}
          hint={t('categories.form.activeHint')}
        />
      </div>
    </AdminFormModal>
  );
}
