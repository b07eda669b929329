import { zodResolver } from '@hookform/resolvers/zod';
import { PERMISSIONS } from '@store/shared/constants';
import {
  type AdminUser,
  type AdminUserUpdate,
  adminUserUpdateSchema,
  USER_MESSAGES,
} from '@store/shared/schemas/admin-users';
import {
  assignableRoles,
  canChangeAccess,
  canEditAccount,
  canGrantPermission,
  type Editor,
} from '@store/shared/user-grants';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AdminForm } from '../../../components/admin/admin-form-modal.tsx';
import { AdminModal, AdminModalActions } from '../../../components/admin/admin-modal.tsx';
import { AdminSelectField } from '../../../components/admin/form-fields.tsx';
import { AdminCheckbox, AdminSwitch } from '../../../components/admin/form-toggles.tsx';
import { byMessage, translatedResolver } from '../../../components/admin/translated-resolver.ts';
import { useClearErrorOnEdit } from '../../../components/admin/use-clear-error-on-edit.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import form from '../../../components/ui/form/form.module.css';
import { useSession } from '../../../lib/session-context.ts';
import { useUpdateUser } from '../api/change-user.ts';
import { editorOf, updateBody } from '../user-edit.ts';
import { UserDetails } from './user-details.tsx';
import styles from './users-screen.module.css';

interface UserModalProps {
  user: AdminUser;
  /** 'view' shows the details with an Edit button; 'edit' adds the role, permission and active form. */
  mode: 'view' | 'edit';
  onClose: () => void;
}

interface UserFormProps {
  user: AdminUser;
  /** The signed-in staff member: the form offers only the changes they may make. */
  editor: Editor;
  formId: string;
  update: ReturnType<typeof useUpdateUser>;
  onSaved: () => void;
}

/**
 * Role, permissions and active state of one user (admin §5 User edit). Only what the editor may change
 * is offered (@store/shared/user-grants, the server's own rules): other roles are not listed, and the
 * permissions and switch the editor cannot change stay as they are, disabled, with the reason beside them.
 */
function UserForm({ user, editor, formId, update, onSaved }: UserFormProps) {
  const { t } = useTranslation('admin');
  const resolver = useMemo(
    () =>
      translatedResolver(
        zodResolver(adminUserUpdateSchema),
        byMessage({ roleRequired: USER_MESSAGES.roleRequired }, (key) =>
          t(`users.validation.${key as 'roleRequired'}`),
        ),
      ),
    [t],
  );
  const methods = useForm<AdminUserUpdate, unknown, AdminUserUpdate>({
    resolver,
    defaultValues: { role: user.role, permissions: user.permissions, isActive: user.isActive },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  useClearErrorOnEdit(methods);
  // A customer holds no permissions: the boxes wait until a staff role is chosen.
  const role = useWatch({ control: methods.control, name: 'role' });
  const self = user.id === editor.id;
  const roles = assignableRoles(editor, user);
  const accessFixed = !canChangeAccess(editor, user);
  const grantsAll = PERMISSIONS.every((permission) => canGrantPermission(editor, permission));

  return (
    <AdminForm
      id={formId}
      methods={methods}
      failureText={t('users.updateFailed')}
      onSubmit={async (values) => {
        await update.mutateAsync({ id: user.id, body: updateBody(editor, user, values) });
        onSaved();
      }}
    >
      <AdminSelectField
        name="role"
        label={t('users.modal.role')}
        required
        placeholder={t('users.modal.selectRole')}
        options={roles.map((value) => ({ value, label: t(`common.role.${value}`) }))}
        hint={
          roles.length > 1
            ? undefined
            : self
              ? t('users.modal.roleFixedSelf')
              : t('users.modal.roleFixedStaff')
        }
      />
      <fieldset className={styles.permissions} disabled={role === 'user'}>
        <legend>{t('users.modal.permissions')}</legend>
        {PERMISSIONS.map((permission) => (
          <AdminCheckbox
            key={permission}
            name="permissions"
            value={permission}
            label={t(`users.permission.${permission}`)}
            disabled={!canGrantPermission(editor, permission)}
          />
        ))}
        <p className={form.hint}>{t('users.modal.permissionsHint')}</p>
        {!grantsAll && <p className={form.hint}>{t('users.modal.permissionsOwnOnly')}</p>}
      </fieldset>
      <AdminSwitch
        name="isActive"
        label={t('users.modal.active')}
        hint={
          !accessFixed
            ? t('users.modal.activeHint')
            : self
              ? t('users.modal.activeFixedSelf')
              : t('users.modal.activeFixedStaff')
        }
        disabled={accessFixed}
      />
    </AdminForm>
  );
}

/** The view/edit user dialog (admin §2 Users Management). */
export function UserModal({ user, mode: initialMode, onClose }: UserModalProps) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const [mode, setMode] = useState(initialMode);
  const update = useUpdateUser();
  const { user: signedIn } = useSession();
  const editor = signedIn ? editorOf(signedIn) : null;
  // A superadmin's account is not even opened for editing by an admin: nothing of it is theirs to change.
  const editable = editor !== null && canEditAccount(editor, user);
  const editing = mode === 'edit' && editable ? editor : null;
  const name = `${user.firstName} ${user.lastName}`;
  const footer = editing ? (
    <AdminModalActions
      onCancel={onClose}
      formId={formId}
      busy={update.isPending}
      submitLabel={t('users.modal.save')}
    />
  ) : (
    <>
      <button type="button" className={buttonClass('secondary')} onClick={onClose}>
        {t('common.close')}
      </button>
      {editable && (
        <button type="button" className={buttonClass('primary')} onClick={() => setMode('edit')}>
          {t('users.modal.edit')}
        </button>
      )}
    </>
  );
  return (
    <AdminModal
      open
      onClose={onClose}
      title={`${editing ? t('users.modal.editTitle') : t('users.modal.viewTitle')}: ${name}`}
      size="lg"
      footer={footer}
    >
      <UserDetails user={user} />
      {editing && <UserForm user={user} editor={editing} formId={formId} update={update} onSaved={onClose} />}
    </AdminModal>
  );
}
