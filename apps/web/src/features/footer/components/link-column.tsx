import { Link } from '../../../components/ui/link.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import styles from './footer.module.css';

export interface FooterLink {
  label: string;
  href: string;
  /** Shown after the label, e.g. a category's product count. */
  suffix?: string;
  newTab?: boolean;
}

interface LinkColumnProps {
  id?: string;
  title: string;
  /** Undefined while loading: placeholder lines keep the column's height. */
  links: readonly FooterLink[] | undefined;
}

const LOADING_LINES = 5;

/** Shop routes go through the router; in-page anchors and outside addresses are plain links. */
function FooterAnchor({ link }: { link: FooterLink }) {
  const content = (
    <>
      {link.label}
      {link.suffix && <span className={styles.suffix}> {link.suffix}</span>}
    </>
  );
  if (link.href.startsWith('/') && !link.newTab) {
    return (
      <Link to={link.href} className={styles.link}>
        {content}
      </Link>
    );
  }
  return (
    <a
      href={link.href}
      className={styles.link}
      target={link.newTab ? '_blank' : undefined}
      rel={link.newTab ? 'noopener noreferrer' : undefined}
    >
      {content}
    </a>
  );
}

/** One titled list of footer links. */
export function LinkColumn({ id, title, links }: LinkColumnProps) {
  return (
    <nav id={id} className={styles.column} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.links}>
        {links
          ? links.map((link) => (
              <li key={`${link.href}-${link.label}`}>
                <FooterAnchor link={link} />
              </li>
            ))
          : Array.from({ length: LOADING_LINES }, (_, i) => (
              <li key={i} aria-hidden="true">
                <Skeleton width="70%" height={14} className={styles.skeleton} />
              </li>
            ))}
      </ul>
    </nav>
  );
}
