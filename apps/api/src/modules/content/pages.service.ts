import type { ContentPage } from '@store/shared/schemas/content';
import { createHash } from 'node:crypto';
import { notFound } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { pick } from '../../lib/i18n.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { renderPageHtml } from './page-html.ts';

/**
 * Rendered pages by the hash of their Markdown. Rendering and sanitising a long page costs
 * milliseconds of CPU (5 to 15 ms for 4 kB, about 60 ms at the 50 kB limit), which would block the
 * event loop on every visit. The HTML depends on the Markdown alone, so an edited page has a new
 * key and shows at once: nothing needs clearing, in this process or another. Rendering at read
 * time rather than storing HTML also means a change to the sanitising rules covers every page.
 */
const rendered = new TtlCache<string>(200, 60 * 60 * 1000);

function pageHtml(markdown: string): string {
  const key = createHash('sha256').update(markdown).digest('base64');
  const hit = rendered.get(key);
  if (hit !== undefined) return hit;
  const html = renderPageHtml(markdown);
  rendered.set(key, html);
  return html;
}

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
    html: pageHtml(pick(ctx.lang, row.bodyEn, row.bodyFr)),
    updatedAt: row.updatedAt,
  };
}
