import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CART_BADGE_MAX } from '@store/shared/constants';
import { Icon } from '../../../components/ui/icon.tsx';
import { useCartCount } from '../hooks/use-cart-count.ts';
import { AccountMenu } from './account-menu.tsx';
import { useFavoritesCount } from '../hooks/use-favorites-count.ts';
import { CartButton } from './cart-button.tsx';
import styles from './header-actions.module.css';

/** '99+' above 99 (storefront §9). */
function badgeText(count: number): string {
  return count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(count);
}

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} aria-hidden="true" data-testid="count-badge">
      {badgeText(count)}
    </span>
  );
}

/** Favourites, account and cart buttons of the main header bar. */
export function HeaderActions() {
  const { t } = useTranslation();
  const favorites = useFavoritesCount();
  const cart = useCartCount();
  return (
    <div className={styles.actions}>
      <Link
        to="/favorites"
        className={styles.action}
        aria-label={t('header.favoritesLabel', { count: favorites })}
      >
        <Icon name="heart" size={24} />
        <CountBadge count={favorites} />
        <span className={styles.caption}>{t('header.favorites')}</span>
      </Link>
      <AccountMenu />
      <CartButton className={styles.action} label={t('header.cartLabel', { count: cart })}>
        <Icon name="cart" size={24} />
        <CountBadge count={cart} />
        <span className={styles.caption}>{t('header.cart')}</span>
      </CartButton>
    </div>
  );
}
