import type { AdminHeroSlide } from '@store/shared/schemas/admin-hero';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatAdminPrice } from '../../../components/admin/admin-format.ts';
import { ADMIN_COLORS, AdminBadge } from '../../../components/admin/admin-badge.tsx';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import styles from './hero-screen.module.css';

interface HeroSlideCardProps {
  slide: AdminHeroSlide;
  /** 1-based position in the slider. */
  position: number;
  isFirst: boolean;
  isLast: boolean;
  /** While a change is on its way, the card's buttons wait. */
  busy: boolean;
  onMove: (direction: -1 | 1) => void;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function CardButton({
  icon,
  label,
  onClick,
  disabled,
  className,
}: {
  icon: IconName;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`${styles.cardButton} ${className ?? ''}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
    >
      <Icon name={icon} size={18} />
    </button>
  );
}

/** One slide of the grid (admin §2): background, texts, discount and price, position, state, actions. */
export function HeroSlideCard(props: HeroSlideCardProps) {
  const { slide, position, isFirst, isLast, busy } = props;
  const { t } = useTranslation('admin');
  const hasDiscount = slide.discount !== null && slide.discount > 0;
  return (
    <li className={`${styles.card} ${slide.isActive ? '' : styles.inactive}`}>
      <div className={styles.visual}>
        {slide.backgroundImage && <img src={slide.backgroundImage} alt="" className={styles.background} />}
        {slide.productImage && <img src={slide.productImage} alt="" className={styles.product} />}
        <span className={styles.position} aria-label={t('hero.positionLabel', { position })}>
          {t('hero.position', { position })}
        </span>
        <span className={styles.state}>
          <AdminBadge color={slide.isActive ? ADMIN_COLORS.green : ADMIN_COLORS.grey}>
            {slide.isActive ? t('common.active') : t('common.inactive')}
          </AdminBadge>
        </span>
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>{slide.title}</h2>
        {slide.subtitle && <p className={styles.subtitle}>{slide.subtitle}</p>}
        {hasDiscount && (
          <p className={styles.deal}>
            <span className={styles.discount}>{t('hero.off', { discount: slide.discount })}</span>
            {slide.currentPrice !== null && (
              <strong className={styles.price}>{formatAdminPrice(slide.currentPrice)}</strong>
            )}
            {slide.oldPrice !== null && <s className={styles.oldPrice}>{formatAdminPrice(slide.oldPrice)}</s>}
          </p>
        )}
      </div>
      <div
        className={styles.actions}
        role="group"
        aria-label={t('hero.slideActions', { title: slide.title })}
      >
        <CardButton
          icon="chevronLeft"
          className={styles.up}
          label={t('hero.moveUp')}
          onClick={() => props.onMove(-1)}
          disabled={busy || isFirst}
        />
        <CardButton
          icon="chevronLeft"
          className={styles.down}
          label={t('hero.moveDown')}
          onClick={() => props.onMove(1)}
          disabled={busy || isLast}
        />
        <CardButton
          icon={slide.isActive ? 'eyeOff' : 'eye'}
          label={slide.isActive ? t('hero.deactivate') : t('hero.activate')}
          onClick={props.onToggle}
          disabled={busy}
        />
        <CardButton icon="pencil" label={t('hero.edit')} onClick={props.onEdit} disabled={busy} />
        <CardButton
          icon="trash"
          className={styles.danger}
          label={t('hero.delete')}
          onClick={props.onDelete}
          disabled={busy}
        />
      </div>
    </li>
  );
}
