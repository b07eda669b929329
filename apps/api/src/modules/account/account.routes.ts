import {
  addressBodySchema,
  addressesResponseSchema,
  profileUpdateSchema,
  userResponseSchema,
} from '@store/shared/schemas/auth';
import { errorSchema, idSchema } from '@store/shared/schemas/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Ctx, ctxOf, withTransaction } from '../../lib/context.ts';
import { userOf } from '../../lib/auth-user.ts';
import { addAddress, deleteAddress, updateAddress } from './addresses.service.ts';
import { updateProfile } from './profile.service.ts';
import { listAddresses, loadUser } from './user-mapper.ts';

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
const addressParams = z.object({ id: idSchema });

/** The signed-in customer's profile and address book (storefront §7 Account). */
export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  // On request, before the body is read: a guest is told to sign in, not that their body is wrong.
  const onRequest = app.authenticate;

  r.get(
    '/api/auth/profile',
    {
      onRequest,
      schema: { tags, summary: 'The signed-in user', response: { 200: userResponseSchema, ...errors } },
    },
    async (request) => ({ success: true as const, user: await loadUser(ctxOf(request), userOf(request)) }),
  );

  r.put(
    '/api/auth/profile',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Update name, phone, birth date, gender, avatar and preferences (e-mail and role are read-only)',
        body: profileUpdateSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      await withTransaction(ctx, (trx) => updateProfile(trx, request.body));
      return { success: true as const, user: await loadUser(ctx, userOf(request)) };
    },
  );

  /** Runs one change to the caller's address book in a transaction, then answers with the book. */
  async function changeAddresses(request: FastifyRequest, change: (ctx: Ctx) => Promise<void>) {
    const ctx = ctxOf(request);
    await withTransaction(ctx, change);
    return { success: true as const, addresses: await listAddresses(ctx, userOf(request)) };
  }

  r.post(
    '/api/auth/addresses',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add an address',
        body: addressBodySchema,
        response: { 201: addressesResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await changeAddresses(request, (ctx) => addAddress(ctx, request.body))),
  );

  r.put(
    '/api/auth/addresses/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Replace one of your addresses',
        params: addressParams,
        body: addressBodySchema,
        response: { 200: addressesResponseSchema, ...errors },
      },
    },
    async (request) => changeAddresses(request, (ctx) => updateAddress(ctx, request.params.id, request.body)),
  );

  r.delete(
    '/api/auth/addresses/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete one of your addresses',
        params: addressParams,
        response: { 200: addressesResponseSchema, ...errors },
      },
    },
    async (request) => changeAddresses(request, (ctx) => deleteAddress(ctx, request.params.id)),
  );
}
