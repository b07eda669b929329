import type { AuditEntryView } from '@store/shared/schemas/admin-audit';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ADMIN_COLORS, AdminBadge } from '../../../components/admin/admin-badge.tsx';
import { auditFieldLabel, auditValueText, isAuditEntity, isAuditVerb } from '../audit-words.ts';
import styles from './audit-screen.module.css';

const usDateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'UTC',
});

/** The colour of an action by what it did: created green, deleted red, anything else blue. */
function actionColor(action: string): string {
  if (/\.(create|add)/.test(action)) return ADMIN_COLORS.green;
  if (/\.(delete|anonymise|remove)/.test(action)) return ADMIN_COLORS.red;
  return ADMIN_COLORS.blue;
}

/** One audit entry: who, when, what (action, entity and id), and each changed field before and after. */
export function AuditEntry({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation('admin');
  const changes = Object.entries(entry.changes);
  // Known verbs and entities read in the admin's language; anything newer shows as recorded.
  const verb = entry.action.split('.').pop() ?? entry.action;
  const verbLabel = isAuditVerb(verb) ? t(`audit.verb.${verb}`) : verb;
  const entityLabel = isAuditEntity(entry.entityType)
    ? t(`audit.entityOne.${entry.entityType}`)
    : entry.entityType;
  return (
    <li className={styles.entry}>
      <div className={styles.summary}>
        {/* 'product.update' reads 'Updated' beside the entity type it acted on. */}
        <AdminBadge color={actionColor(entry.action)}>{verbLabel}</AdminBadge>
        <span>
          <strong>{entityLabel}</strong>{' '}
          {entry.entityId && <code className={styles.id}>{entry.entityId}</code>}
        </span>
      </div>
      <p className={styles.meta}>
        {t('audit.by', { actor: entry.actor.email ?? t('audit.system') })}
        {' · '}
        <time dateTime={entry.createdAt}>{usDateTime.format(new Date(entry.createdAt))} UTC</time>
        {entry.ip && ` · ${entry.ip}`}
      </p>
      {changes.length === 0 ? (
        <p className={styles.meta}>{t('audit.noChanges')}</p>
      ) : (
        <div className={styles.changesScroll}>
          <table className={styles.changes}>
            <caption className="visually-hidden">{t('audit.changesOf', { action: entry.action })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.field')}</th>
                <th scope="col">{t('audit.before')}</th>
                <th scope="col">{t('audit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map(([field, change]) => (
                <tr key={field}>
                  <th scope="row">{auditFieldLabel(field, t)}</th>
                  <td className={styles.before}>{auditValueText(change.before)}</td>
                  <td className={styles.after}>{auditValueText(change.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </li>
  );
}
