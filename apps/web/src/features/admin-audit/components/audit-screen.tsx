import { SEARCH_DEBOUNCE_MS } from '@store/shared/constants';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AdminLoadError } from '../../../components/admin/admin-load-error.tsx';
import { AdminLoading } from '../../../components/admin/admin-loading.tsx';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { AdminPagination } from '../../../components/admin/admin-pagination.tsx';
import {
  AdminCount,
  AdminFilterSelect,
  AdminSearchBox,
  AdminToolbar,
} from '../../../components/admin/admin-toolbar.tsx';
import form from '../../../components/ui/form/form.module.css';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { type AuditFilters, useAudit } from '../api/get-audit.ts';
import { AUDIT_ENTITIES } from '../audit-words.ts';
import { AuditEntry } from './audit-entry.tsx';
import styles from './audit-screen.module.css';

const NO_FILTERS: AuditFilters = { page: 1, actor: '', entity: '', dateFrom: '', dateTo: '' };

/** A labelled date input of the filter row. */
function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.date}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        className={form.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** /admin/audit (superadmins): who changed what and when, by actor, entity and day. */
export default function AuditScreen() {
  const { t } = useTranslation('admin');
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const actor = useDebouncedValue(filters.actor, SEARCH_DEBOUNCE_MS);
  const query = useAudit({ ...filters, actor });
  const change = (next: Partial<AuditFilters>) => setFilters((current) => ({ ...current, page: 1, ...next }));

  let body;
  if (query.isPending) body = <AdminLoading />;
  else if (query.isError) body = <AdminLoadError message={t('audit.loadFailed')} query={query} />;
  else {
    const { entries, pagination } = query.data;
    body = (
      <>
        <AdminCount text={t('audit.found', { count: pagination.total })} />
        {entries.length === 0 ? (
          <p className={styles.empty}>{t('audit.empty')}</p>
        ) : (
          <ol className={styles.list}>
            {entries.map((entry) => (
              <AuditEntry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
        <AdminPagination
          current={pagination.current}
          pages={pagination.pages}
          onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
        />
      </>
    );
  }

  return (
    <>
      <AdminPageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <AdminToolbar>
        <AdminSearchBox
          label={t('audit.actor')}
          value={filters.actor}
          onChange={(v) => change({ actor: v })}
        />
        <AdminFilterSelect
          label={t('audit.entityLabel')}
          value={filters.entity}
          options={[
            { value: '', label: t('audit.allEntities') },
            ...AUDIT_ENTITIES.map((entity) => ({ value: entity, label: t(`audit.entity.${entity}`) })),
          ]}
          onChange={(entity) => change({ entity })}
        />
      </AdminToolbar>
      <div className={styles.dates}>
        <DateFilter
          label={t('audit.from')}
          value={filters.dateFrom}
          onChange={(v) => change({ dateFrom: v })}
        />
        <DateFilter label={t('audit.to')} value={filters.dateTo} onChange={(v) => change({ dateTo: v })} />
      </div>
      {body}
    </>
  );
}
