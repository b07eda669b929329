import { newId } from '../../../db/ids.ts';
import { nowIso } from '../../../db/dialect.ts';
import type { Ctx } from '../../../lib/context.ts';

/** Field names never written to the audit log, whatever entity they sit on. */
const SECRET_FIELDS = new Set(['password', 'passwordHash', 'tokenVersion', 'clientSecret', 'token']);

type Snapshot = Record<string, unknown> | null | undefined;

export interface AuditEntry {
  /** What was done, e.g. 'product.update', 'category.delete'. */
  action: string;
  entityType: string;
  entityId: string | null;
  /** The entity as it was (null for a creation) and as it is (null for a deletion). */
  before?: Snapshot;
  after?: Snapshot;
}

export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that differ between two snapshots, secrets left out. */
export function changedFields(before: Snapshot, after: Snapshot): FieldChanges {
  const changes: FieldChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (SECRET_FIELDS.has(key)) continue;
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (!same(was, now)) changes[key] = { before: was, after: now };
  }
  return changes;
}

/**
 * Records an admin write in the audit log, in the caller's transaction: the entry exists if and only
 * if the change does. Call it from inside the same withTransaction as the write. An update that left
 * every field as it was (a dialog saved unchanged) changed nothing, so it records nothing.
 */
export async function recordAudit(ctx: Ctx, entry: AuditEntry): Promise<void> {
  const changes = changedFields(entry.before, entry.after);
  if (entry.before && entry.after && Object.keys(changes).length === 0) return;
  await ctx.db
    .insertInto('auditLog')
    .values({
      id: newId(),
      actorId: ctx.user?.id ?? null,
      actorEmail: ctx.user?.email ?? null,
      ip: ctx.ip ?? null,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      changes: JSON.stringify(changes),
      createdAt: nowIso(),
    })
    .execute();
}
