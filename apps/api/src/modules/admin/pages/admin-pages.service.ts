import type { AdminPage, AdminPageSummary, PageFormValues } from '@store/shared/schemas/admin-pages';
import type { Selectable } from 'kysely';
import type { ContentPagesTable } from '../../../db/content-types.ts';
import { flag, isUniqueViolation, nowIso } from '../../../db/dialect.ts';
import { newId } from '../../../db/ids.ts';
import { conflict, notFound } from '../../../lib/app-error.ts';
import type { Ctx } from '../../../lib/context.ts';
import { recordAudit } from '../audit/audit.service.ts';

const PAGE_NOT_FOUND = () => notFound('Page not found', 'PAGE_NOT_FOUND');
const slugTaken = (slug: string) =>
  conflict(`A page with the slug "${slug}" already exists`, 'PAGE_SLUG_TAKEN', { slug });

type PageRow = Selectable<ContentPagesTable>;

function toSummary(r: Omit<PageRow, 'bodyEn' | 'bodyFr'>): AdminPageSummary {
  return {
    _id: r.id,
    id: r.id,
    title: r.titleEn,
    titleFr: r.titleFr,
    slug: r.slug,
    isPublished: r.isPublished === 1,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

const toPage = (r: PageRow): AdminPage => ({ ...toSummary(r), body: r.bodyEn, bodyFr: r.bodyFr });

/** What the audit log keeps of a page: its editable fields. */
function auditSnapshot(page: AdminPage): Record<string, unknown> {
  const { title, titleFr, slug, body, bodyFr, isPublished } = page;
  return { title, titleFr, slug, body, bodyFr, isPublished };
}

function columnsOf(input: PageFormValues) {
  return {
    slug: input.slug,
    titleEn: input.title,
    titleFr: input.titleFr,
    bodyEn: input.body,
    bodyFr: input.bodyFr,
    isPublished: flag(input.isPublished),
  };
}

/** Every page, published or not, by title, without the bodies (the admin list). */
export async function listAdminPages(ctx: Ctx): Promise<AdminPageSummary[]> {
  const rows = await ctx.db
    .selectFrom('contentPages')
    .select(['id', 'slug', 'titleEn', 'titleFr', 'isPublished', 'createdAt', 'updatedAt'])
    .orderBy('titleEn')
    .orderBy('id')
    .execute();
  return rows.map(toSummary);
}

async function findPage(ctx: Ctx, id: string): Promise<AdminPage | null> {
  const row = await ctx.db.selectFrom('contentPages').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toPage(row) : null;
}

/** One page with its Markdown in both languages. */
export async function getAdminPage(ctx: Ctx, id: string): Promise<AdminPage> {
  const page = await findPage(ctx, id);
  if (!page) throw PAGE_NOT_FOUND();
  return page;
}

/**
 * Runs a write that sets `slug`; the unique index on the slug is the one check, so a slug another
 * page holds, or one taken by a writer a moment earlier, is the same 409.
 */
async function writing(slug: string, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

export async function createPage(ctx: Ctx, input: PageFormValues): Promise<AdminPage> {
  const id = newId();
  const now = nowIso();
  await writing(input.slug, () =>
    ctx.db
      .insertInto('contentPages')
      .values({ id, ...columnsOf(input), createdAt: now, updatedAt: now })
      .execute(),
  );
  const created = await getAdminPage(ctx, id);
  await recordAudit(ctx, {
    action: 'page.create',
    entityType: 'page',
    entityId: id,
    before: null,
    after: auditSnapshot(created),
  });
  return created;
}

export async function updatePage(ctx: Ctx, id: string, input: PageFormValues): Promise<AdminPage> {
  const before = await getAdminPage(ctx, id);
  await writing(input.slug, () =>
    ctx.db
      .updateTable('contentPages')
      .set({ ...columnsOf(input), updatedAt: nowIso() })
      .where('id', '=', id)
      .execute(),
  );
  const after = await getAdminPage(ctx, id);
  await recordAudit(ctx, {
    action: 'page.update',
    entityType: 'page',
    entityId: id,
    before: auditSnapshot(before),
    after: auditSnapshot(after),
  });
  return after;
}

export async function deletePage(ctx: Ctx, id: string): Promise<void> {
  const before = await getAdminPage(ctx, id);
  await ctx.db.deleteFrom('contentPages').where('id', '=', id).execute();
  await recordAudit(ctx, {
    action: 'page.delete',
    entityType: 'page',
    entityId: id,
    before: auditSnapshot(before),
    after: null,
  });
}
