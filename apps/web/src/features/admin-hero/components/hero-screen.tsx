import type { AdminHeroSlide } from '@store/shared/schemas/admin-hero';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { adminErrorText } from '../../../components/admin/admin-api.ts';
import { AdminErrorBanner } from '../../../components/admin/admin-error-banner.tsx';
import { AdminLoadError } from '../../../components/admin/admin-load-error.tsx';
import { AdminLoading } from '../../../components/admin/admin-loading.tsx';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { confirmAction } from '../../../components/admin/confirm.ts';
import { useDeleteHeroSlide } from '../api/delete-hero-slide.ts';
import { useHeroSlides } from '../api/get-hero-slides.ts';
import { useReorderHeroSlides } from '../api/reorder-hero-slides.ts';
import { useSaveHeroSlide } from '../api/save-hero-slide.ts';
import { HeroFormModal } from './hero-form-modal.tsx';
import { HeroSlideCard } from './hero-slide-card.tsx';
import styles from './hero-screen.module.css';
import { slideValues } from './slide-values.ts';

const NO_SLIDES: readonly AdminHeroSlide[] = [];

/** The order after swapping the slide at `index` with its neighbour above (-1) or below (+1). */
function swapped(slides: readonly AdminHeroSlide[], index: number, direction: -1 | 1): AdminHeroSlide[] {
  const next = [...slides];
  const other = index + direction;
  const [a, b] = [next[index], next[other]];
  if (!a || !b) return next;
  next[index] = b;
  next[other] = a;
  return next;
}

/** /admin/hero: Hero Slider Management (admin §2, §4, §8). */
export default function HeroScreen() {
  const { t } = useTranslation('admin');
  const query = useHeroSlides();
  const reorder = useReorderHeroSlides();
  const save = useSaveHeroSlide();
  const deletion = useDeleteHeroSlide();
  // Every failure lands in one dismissible banner (admin §8).
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminHeroSlide | 'new' | null>(null);
  const slides = query.data ?? NO_SLIDES;
  const busy = reorder.isPending || save.isPending || deletion.isPending;

  const run = async (action: () => Promise<unknown>, fallback: string) => {
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(adminErrorText(failure, fallback));
    }
  };

  const move = (index: number, direction: -1 | 1) =>
    void run(() => reorder.mutateAsync(swapped(slides, index, direction)), t('hero.reorderFailed'));

  const toggle = (slide: AdminHeroSlide) =>
    void run(
      () => save.mutateAsync({ id: slide.id, values: { ...slideValues(slide), isActive: !slide.isActive } }),
      t('hero.toggleFailed'),
    );

  const onDelete = (slide: AdminHeroSlide) => {
    if (!confirmAction(t('hero.confirmDelete'))) return;
    void run(() => deletion.mutateAsync(slide.id), t('hero.deleteFailed'));
  };

  return (
    <>
      <AdminPageHeader
        title={t('hero.title')}
        subtitle={t('hero.subtitle')}
        action={{ label: t('hero.add'), icon: 'plus', onClick: () => setEditing('new') }}
      />
      {error && <AdminErrorBanner message={error} onDismiss={() => setError(null)} />}
      {query.isPending ? (
        <AdminLoading />
      ) : query.isError ? (
        <AdminLoadError message={adminErrorText(query.error, t('hero.loadFailed'))} query={query} />
      ) : slides.length === 0 ? (
        <p className={styles.empty}>{t('hero.empty')}</p>
      ) : (
        <ul className={styles.grid} aria-label={t('hero.listLabel')} aria-busy={busy}>
          {slides.map((slide, index) => (
            <HeroSlideCard
              key={slide.id}
              slide={slide}
              position={index + 1}
              isFirst={index === 0}
              isLast={index === slides.length - 1}
              busy={busy}
              onMove={(direction) => move(index, direction)}
              onToggle={() => toggle(slide)}
              onEdit={() => setEditing(slide)}
              onDelete={() => onDelete(slide)}
            />
          ))}
        </ul>
      )}
      {editing !== null && (
        <HeroFormModal slide={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
