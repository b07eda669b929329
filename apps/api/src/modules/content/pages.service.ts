import type { ContentPage } from '@store/shared/schemas/content';
import { notFound } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { pick } from '../../lib/i18n.ts';
import { renderPageHtml } from './page-html.ts';

/**
 * A published content page in the asked language (English where the French is missing), its
 * Markdown rendered to sanitised HTML. A draft is as unknown as a page that does not exist.
 */
export async function getPublishedPage(ctx: Ctx, slug: string): Promise<ContentPage> {
  const row = await ctx.db
    .selectFrom('contentPages')
    .selectAll()
    .where('slug', '=', slug)
    .where('isPublished', '=', 1)
    .executeTakeFirst();
  if (!row) throw notFound('Page not found', 'PAGE_NOT_FOUND');
  return {
    _id: row.id,
    id: row.id,
    slug: row.slug,
    title: pick(ctx.lang, row.titleEn, row.titleFr),
    html: renderPageHtml(pick(ctx.lang, row.bodyEn, row.bodyFr)),
    updatedAt: row.updatedAt,
  };
}
