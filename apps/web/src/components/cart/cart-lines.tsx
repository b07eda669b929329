import type { CartItem } from '@store/shared/schemas/cart';
import { CartLine } from './cart-line.tsx';
import styles from './cart-lines.module.css';

interface CartLinesProps {
  items: CartItem[];
  size?: 'sidebar' | 'page';
  /** Runs when a link of a row is followed, e.g. to close the sidebar. */
  onNavigate?: () => void;
}

/** The cart's rows as a list, each ruled off from the next. */
export function CartLines({ items, size, onNavigate }: CartLinesProps) {
  return (
    <ul className={styles.lines}>
      {items.map((item) => (
        <CartLine key={item._id} item={item} size={size} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}
