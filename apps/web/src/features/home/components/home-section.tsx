import type { ReactNode } from 'react';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import styles from './home-section.module.css';

interface HomeSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

/** A home-page band: a landmark labelled by its heading, with the page's vertical rhythm. */
export function HomeSection({ id, title, subtitle, action, tone = 'plain', children }: HomeSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      className={`${styles.section} ${tone === 'tinted' ? styles.tinted : ''}`}
      aria-labelledby={headingId}
    >
      <div className="container">
        <SectionHeading id={headingId} title={title} subtitle={subtitle} action={action} />
        {children}
      </div>
    </section>
  );
}
