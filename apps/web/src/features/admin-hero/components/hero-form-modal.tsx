import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminHeroSlide,
  HERO_MESSAGES,
  type HeroSlideFormInput,
  type HeroSlideFormValues,
  heroSlideFormSchema,
} from '@store/shared/schemas/admin-hero';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AdminFormModal } from '../../../components/admin/admin-form-modal.tsx';
import { DiscountReadout } from '../../../components/admin/discount-readout.tsx';
import { AdminNumberField, AdminTextArea, AdminTextField } from '../../../components/admin/form-fields.tsx';
import { AdminSwitch } from '../../../components/admin/form-toggles.tsx';
import { ImageField } from '../../../components/admin/image-field.tsx';
import { byMessage, translatedResolver } from '../../../components/admin/translated-resolver.ts';
import { useClearErrorOnEdit } from '../../../components/admin/use-clear-error-on-edit.ts';
import form from '../../../components/ui/form/form.module.css';
import { useSaveHeroSlide } from '../api/save-hero-slide.ts';
import styles from './hero-screen.module.css';
import { slideValues } from './slide-values.ts';

interface HeroFormModalProps {
  /** The slide to edit, or null for a new one. */
  slide: AdminHeroSlide | null;
  onClose: () => void;
}

/** The add/edit slide dialog (admin §2, §5): texts in English and French, images, discount and prices. */
export function HeroFormModal({ slide, onClose }: HeroFormModalProps) {
  const { t } = useTranslation('admin');
  const save = useSaveHeroSlide();
  const resolver = useMemo(
    () =>
      translatedResolver(
        zodResolver(heroSlideFormSchema),
        byMessage(HERO_MESSAGES, (key) => t(`hero.validation.${key as keyof typeof HERO_MESSAGES}`)),
      ),
    [t],
  );
  const methods = useForm<HeroSlideFormInput, unknown, HeroSlideFormValues>({
    resolver,
    defaultValues: slideValues(slide),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  useClearErrorOnEdit(methods);
  const [currentPrice, oldPrice] = useWatch({ control: methods.control, name: ['currentPrice', 'oldPrice'] });

  return (
    <AdminFormModal
      methods={methods}
      title={slide ? t('hero.editTitle') : t('hero.createTitle')}
      submitLabel={slide ? t('hero.update') : t('hero.create')}
      busy={save.isPending}
      failureText={t('hero.saveFailed')}
      limits={heroSlideFormSchema}
      onSubmit={async (values) => {
        await save.mutateAsync({ id: slide?.id, values });
        onClose();
      }}
      onClose={onClose}
    >
      <div className={form.row}>
        <AdminTextField name="title" label={t('hero.form.title')} required />
        <AdminTextField name="titleFr" label={t('hero.form.titleFr')} hint={t('hero.form.frenchHint')} />
      </div>
      <div className={form.row}>
        <AdminTextField name="subtitle" label={t('hero.form.subtitle')} />
        <AdminTextField name="subtitleFr" label={t('hero.form.subtitleFr')} />
      </div>
      <div className={form.row}>
        <AdminTextArea name="description" label={t('hero.form.description')} rows={2} />
        <AdminTextArea name="descriptionFr" label={t('hero.form.descriptionFr')} rows={2} />
      </div>
      <div className={form.row}>
        <AdminTextField name="buttonText" label={t('hero.form.buttonText')} />
        <AdminTextField name="buttonTextFr" label={t('hero.form.buttonTextFr')} />
      </div>
      <AdminTextField
        name="buttonLink"
        label={t('hero.form.buttonLink')}
        hint={t('hero.form.buttonLinkHint')}
      />
      <ImageField name="productImage" label={t('hero.form.productImage')} />
      <ImageField name="backgroundImage" label={t('hero.form.backgroundImage')} previewShape="wide" />
      <div className={styles.prices}>
        <AdminNumberField name="oldPrice" label={t('hero.form.oldPrice')} min={0} step={0.01} empty="null" />
        <AdminNumberField
          name="currentPrice"
          label={t('hero.form.currentPrice')}
          min={0}
          step={0.01}
          empty="null"
        />
        <DiscountReadout
          label={t('hero.form.discount')}
          hint={t('hero.form.discountHint')}
          price={currentPrice}
          originalPrice={oldPrice}
        />
      </div>
      <p className={form.hint}>{t('hero.form.pricesHint')}</p>
      <AdminSwitch name="isActive" label={t('hero.form.active')} hint={t('hero.form.activeHint')} />
    </AdminFormModal>
  );
}
