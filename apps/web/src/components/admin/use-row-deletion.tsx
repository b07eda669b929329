import { type ReactNode, useEffect, useRef, useState } from 'react';
import { adminErrorText } from './admin-api.ts';
import { AdminErrorBanner } from './admin-error-banner.tsx';
import { confirmAction } from './confirm.ts';
import styles from './admin-notice.module.css';

interface RowDeletionTexts {
  /** Asked before deleting; a refusal changes nothing. */
  confirm: string;
  /** Said once deleted, where the focus goes. */
  done: string;
  /** Said when the server gave no words of its own for a failure. */
  failed: string;
}

/**
 * Deleting a row of a list screen: asked first, then the outcome said above the list — a notice that
 * takes the focus (the deleted row took its focused button with it), or the failure in a banner.
 * `feedback` is what the screen places there; `clear` drops an old notice when another change starts.
 */
export function useRowDeletion() {
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const run = async (texts: RowDeletionTexts, remove: () => Promise<unknown>): Promise<void> => {
    if (!confirmAction(texts.confirm)) return;
    setError(null);
    setNotice(null);
    try {
      await remove();
      setNotice(texts.done);
    } catch (failure) {
      setError(adminErrorText(failure, texts.failed));
    }
  };

  const feedback: ReactNode = (
    <>
      {error && <AdminErrorBanner message={error} onDismiss={() => setError(null)} />}
      {notice && (
        <p ref={noticeRef} className={styles.notice} role="status" tabIndex={-1}>
          {notice}
        </p>
      )}
    </>
  );
  return { run, feedback, clear: () => setNotice(null) };
}
