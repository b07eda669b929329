import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Modal, ModalCloseButton } from '../../../components/ui/modal.tsx';
import type { SignInMode } from '../../../lib/sign-in-dialog.ts';
import { SignInForm } from './sign-in-form.tsx';
import styles from './sign-in-modal.module.css';

interface SignInModalProps {
  open: boolean;
  mode: SignInMode;
  /** Changes on every opening, so the form starts empty each time. */
  openCount: number;
  onClose: () => void;
}

/** The header's sign-in / sign-up modal; loaded on first use (React.lazy), hence the default export. */
export default function SignInModal({ open, mode, openCount, onClose }: SignInModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId}>
      <div className={styles.body}>
        <ModalCloseButton onClick={onClose} label={t('auth.close')} />
        {open && <SignInForm key={openCount} initialMode={mode} titleId={titleId} onSuccess={onClose} />}
      </div>
    </Modal>
  );
}

/** The words of signing in and up, which the entry leaves out (sign-in-dialog-provider.tsx loads them). */
export { default as texts } from 'texts:auth';
