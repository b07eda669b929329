import styles from './rich-text.module.css';

interface RichTextProps {
  /**
   * HTML the API rendered from Markdown and sanitised (text tags only: no script, style, event
   * handler or javascript:/data: address). Never pass HTML that did not come from that renderer.
   */
  html: string;
  className?: string;
}

/** A content page's body (or its admin preview) in the shop's reading style. */
export function RichText({ html, className }: RichTextProps) {
  return (
    <div
      className={className ? `${styles.prose} ${className}` : styles.prose}
      // The server's sanitised output (apps/api/src/modules/content/page-html.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
