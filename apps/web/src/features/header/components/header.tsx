import { Logo } from '../../../components/ui/logo.tsx';
import { CategoryNav } from './category-nav.tsx';
import { HeaderActions } from './header-actions.tsx';
import { SearchBox } from './search-box.tsx';
import { TopBar } from './top-bar.tsx';
import styles from './header.module.css';

/** Storefront header: top bar, main bar (logo, search, actions) and the category navigation. */
export function Header() {
  return (
    <header className={styles.header}>
      <TopBar />
      <div className={`container ${styles.main}`}>
        <div className={styles.logo}>
          <Logo />
        </div>
        <div className={styles.search}>
          <SearchBox />
        </div>
        <div className={styles.actions}>
          <HeaderActions />
        </div>
      </div>
      <CategoryNav />
    </header>
  );
}
