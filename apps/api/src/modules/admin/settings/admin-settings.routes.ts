import { adminErrorResponses } from '@store/shared/schemas/admin-common';
import { storeSettingsBodySchema, storeSettingsResponseSchema } from '@store/shared/schemas/store-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf, withTransaction } from '../../../lib/context.ts';
import { readStoreSettings } from '../../settings/index.ts';
import { updateStoreSettings } from './admin-settings.service.ts';

const { 400: badRequest, 401: unauthorized, 403: forbidden } = adminErrorResponses;
const errors = { 400: badRequest, 401: unauthorized, 403: forbidden };

/** The shop's checkout settings, under the orders permission (guest checkout on or off). */
export default async function adminSettingsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const config = { access: 'manage_orders' as const };

  r.get(
    '/settings',
    {
      config,
      schema: {
        tags,
        summary: 'The shop’s settings',
        response: { 200: storeSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ settings: await readStoreSettings(request.server.db) }),
  );

  r.put(
    '/settings',
    {
      config,
      schema: {
        tags,
        summary: 'Change the shop’s settings (those left out stay as they are); audited',
        body: storeSettingsBodySchema,
        response: { 200: storeSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      settings: await withTransaction(ctxOf(request), (ctx) => updateStoreSettings(ctx, request.body)),
    }),
  );
}
