import { adminPagination, type AdminPagination } from '@store/shared/schemas/admin-common';
import type { AuditEntryView } from '@store/shared/schemas/admin-audit';
import { idSchema } from '@store/shared/schemas/common';
import type { Ctx } from '../../../lib/context.ts';
import type { FieldChanges } from './audit.service.ts';

export interface AuditFilters {
  entity?: string;
  entityId?: string;
  /** An account id, or an e-mail (already lower-cased). */
  actor?: string;
  /** Whole UTC days, YYYY-MM-DD, both included. */
  dateFrom?: string;
  dateTo?: string;
  page: number;
  limit: number;
}

/** The stored JSON of an entry's changes; a damaged one reads as no changes rather than failing the page. */
function parseChanges(json: string): FieldChanges {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FieldChanges) : {};
  } catch {
    return {};
  }
}

/** One page of the audit log, newest first, narrowed by entity, entity id, actor and days. */
export async function listAudit(
  ctx: Ctx,
  filters: AuditFilters,
): Promise<{ entries: AuditEntryView[]; pagination: AdminPagination }> {
  const { entity, entityId, actor, dateFrom, dateTo, page, limit } = filters;
  let query = ctx.db.selectFrom('auditLog');
  if (entity) query = query.where('entityType', '=', entity);
  if (entityId) query = query.where('entityId', '=', entityId);
  if (dateFrom) query = query.where('createdAt', '>=', `${dateFrom}T00:00:00.000Z`);
  if (dateTo) query = query.where('createdAt', '<=', `${dateTo}T23:59:59.999Z`);
  if (actor) {
    query = idSchema.safeParse(actor).success
      ? query.where('actorId', '=', actor)
      : query.where('actorEmail', '=', actor);
  }
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actor: { id: row.actorId, email: row.actorEmail },
      ip: row.ip,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      changes: parseChanges(row.changes),
      createdAt: row.createdAt,
    })),
    pagination: adminPagination(page, limit, Number(total)),
  };
}
