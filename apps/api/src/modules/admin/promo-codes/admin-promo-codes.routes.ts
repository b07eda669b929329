import { adminErrorResponses } from '@store/shared/schemas/admin-common';
import {
  adminPromoCodeListSchema,
  adminPromoCodeResponseSchema,
  promoCodeBodySchema,
  promoCodeIdParamsSchema,
} from '@store/shared/schemas/admin-promo-codes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf, withTransaction } from '../../../lib/context.ts';
import {
  createPromoCode,
  deletePromoCode,
  listPromoCodes,
  updatePromoCode,
} from './admin-promo-codes.service.ts';

const { 400: badRequest, 401: unauthorized, 403: forbidden, 404: missing, 409: taken } = adminErrorResponses;
const errors = { 400: badRequest, 401: unauthorized, 403: forbidden };
const oneErrors = { ...errors, 404: missing };

/**
 * Promo codes (issue 22), under the products permission: list them with their uses and revenue,
 * create, edit (deactivate included) and delete. Each write and its audit entry are one transaction.
 */
export default async function adminPromoCodesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const config = { access: 'manage_products' as const };

  r.get(
    '/promo-codes',
    {
      config,
      schema: {
        tags,
        summary: 'Every promo code, alphabetically, with its uses and the revenue it brought',
        response: { 200: adminPromoCodeListSchema, ...errors },
      },
    },
    async (request) => ({ promoCodes: await listPromoCodes(ctxOf(request)) }),
  );

  r.post(
    '/promo-codes',
    {
      config,
      schema: {
        tags,
        summary: 'Create a promo code (codes are case-insensitive and unique)',
        body: promoCodeBodySchema,
        response: { 201: adminPromoCodeResponseSchema, ...errors, 409: taken },
      },
    },
    async (request, reply) => {
      const promoCode = await withTransaction(ctxOf(request), (ctx) => createPromoCode(ctx, request.body));
      return reply.status(201).send({ promoCode });
    },
  );

  r.put(
    '/promo-codes/:id',
    {
      config,
      schema: {
        tags,
        summary: "Replace a promo code's rules (isActive: false deactivates it)",
        params: promoCodeIdParamsSchema,
        body: promoCodeBodySchema,
        response: { 200: adminPromoCodeResponseSchema, ...oneErrors, 409: taken },
      },
    },
    async (request) => ({
      promoCode: await withTransaction(ctxOf(request), (ctx) =>
        updatePromoCode(ctx, request.params.id, request.body),
      ),
    }),
  );

  r.delete(
    '/promo-codes/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a promo code (orders placed with it keep its name)',
        params: promoCodeIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...oneErrors },
      },
    },
    async (request, reply) => {
      await withTransaction(ctxOf(request), (ctx) => deletePromoCode(ctx, request.params.id));
      return reply.status(204).send(null);
    },
  );
}
