import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

const loadSidebar = () => import('../../../components/cart/cart-sidebar.tsx');
// Fetched on first open (or when the pointer comes near), never on the first page load.
const CartSidebar = lazy(() => loadSidebar().then((module) => ({ default: module.CartSidebar })));

interface CartButtonProps {
  className?: string;
  label: string;
  /** Icon, badge and caption, as the other header actions show them. */
  children: ReactNode;
}

/** The header's cart icon: opens the cart sidebar (storefront §2); following any link closes it. */
export function CartButton({ className, label, children }: CartButtonProps) {
  const { pathname } = useLocation();
  // Open on the page it was opened on: a navigation from inside (View Cart, a product) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [requested, setRequested] = useState(false);
  const open = openOn === pathname;

  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSidebar()}
        onFocus={() => void loadSidebar()}
        onClick={() => {
          setRequested(true);
          setOpenOn(pathname);
        }}
      >
        {children}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <CartSidebar open={open} onClose={() => setOpenOn(null)} />
        </Suspense>
      )}
    </>
  );
}
