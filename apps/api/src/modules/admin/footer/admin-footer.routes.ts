import {
  adminFooterSchema,
  footerBodySchema,
  footerSaveResponseSchema,
} from '@store/shared/schemas/admin-footer';
import { adminErrorResponses } from '@store/shared/schemas/admin-common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf, withTransaction } from '../../../lib/context.ts';
import { getAdminFooter, saveFooter } from './admin-footer.service.ts';

const { 400: badRequest, 401: unauthorized, 403: forbidden, 429: limited } = adminErrorResponses;
const errors = { 400: badRequest, 401: unauthorized, 403: forbidden, 429: limited };

/** The success text of admin §8, also the screen's alert. */
export const FOOTER_SAVED = 'Footer settings saved successfully!';

/**
 * Footer Management (admin §7): read the whole footer, and replace it in one go with its audit entry
 * in one transaction. The storefront reads the footer uncached; catalogueChanged after commit tells
 * any cache that keeps content, so a saved footer shows on the next page load.
 */
export default async function adminFooterRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const config = { access: 'manage_footer' as const };

  r.get(
    '/footer',
    {
      config,
      schema: {
        tags,
        summary: 'The whole footer, texts in English and French',
        response: { 200: adminFooterSchema, ...errors },
      },
    },
    async (request) => getAdminFooter(ctxOf(request)),
  );

  r.put(
    '/footer',
    {
      config,
      schema: {
        tags,
        summary: 'Replace the whole footer: company, sections and links, social links, newsletter, looks',
        body: footerBodySchema,
        response: { 200: footerSaveResponseSchema, ...errors },
      },
    },
    async (request) => {
      const footer = await withTransaction(ctxOf(request), (ctx) => saveFooter(ctx, request.body));
      app.events.emit('catalogueChanged', { productIds: [] });
      return { success: true as const, message: FOOTER_SAVED, footer };
    },
  );
}
