import {
  authResponseSchema,
  changePasswordBodySchema,
  changePasswordResponseSchema,
  loginBodySchema,
  registerBodySchema,
  successResponseSchema,
} from '@store/shared/schemas/auth';
import { errorSchema, langQuerySchema } from '@store/shared/schemas/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { ctxOf, withTransaction } from '../../lib/context.ts';
import { guestSessionId } from '../../lib/guest-session.ts';
import { userOf } from '../../lib/auth-user.ts';
import { loadUser } from '../account/index.ts';
import { authenticateUser, changePassword, registerUser } from './auth.service.ts';
import { LoginThrottle } from './login-throttle.ts';
import { endAllSessions, endSession, openSession, type SessionUser } from './sessions.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema, 429: errorSchema };

/** Sign-up, sign-in, sign-out (here or everywhere) and password change (storefront §7 Account). */
export default async function authRoutes(app: FastifyInstance, opts: { config: AppConfig }): Promise<void> {
  const { config } = opts;
  const cost = { N: config.passwordHashCost };
  const throttle = new LoginThrottle(app, config.loginThrottle);
  const strict = { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  /**
   * Token and profile for a freshly signed-in user. With a guest session sent along, the modules that
   * act on a sign-in (the cart joins the guest cart to the account, once) do so first.
   */
  async function signedIn(request: FastifyRequest, user: SessionUser) {
    const ctx = ctxOf(request);
    const sessionId = guestSessionId(request);
    if (sessionId) {
      const event = { userId: user.id, guestSessionId: sessionId };
      await withTransaction(ctx, (trx) => app.signIn.signedIn(trx, event));
    }
    const token = await openSession(ctx, user, config.jwtSecret);
    return { success: true as const, token, user: await loadUser(ctx, user.id) };
  }

  r.post(
    '/api/auth/register',
    {
      config: strict,
      schema: {
        tags,
        summary: 'Create a customer account and sign in; `lang` is the language the account keeps',
        querystring: langQuerySchema,
        body: registerBodySchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await registerUser(ctxOf(request, request.query.lang), request.body, cost);
      return reply.status(201).send(await signedIn(request, user));
    },
  );

  r.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: loginBodySchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { email } = request.body;
      await throttle.check(email, request.ip);
      let user;
      try {
        user = await authenticateUser(ctxOf(request), request.body, cost);
      } catch (error) {
        await throttle.failed(email, request.ip);
        throw error;
      }
      await throttle.succeeded(email);
      return signedIn(request, user);
    },
  );

  r.post(
    '/api/auth/logout',
    {
      // Signing out always succeeds: a token that is already expired or revoked has nothing left to end.
      onRequest: app.identify,
      schema: {
        tags,
        summary: 'Sign out on this device: the session of this token ends, other devices stay signed in',
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      if (request.user) await endSession(ctxOf(request), request.user.sessionId);
      return { success: true as const, message: 'Signed out' };
    },
  );

  r.post(
    '/api/auth/logout-all',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Sign out everywhere: every session of this user ends, this one included',
        response: { 200: successResponseSchema, 401: errorSchema },
      },
    },
    async (request) => {
      await endAllSessions(ctxOf(request));
      return { success: true as const, message: 'Signed out everywhere' };
    },
  );

  r.put(
    '/api/auth/change-password',
    {
      config: strict,
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Change the password; every session ends and a new one is returned for this device',
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      const tokenVersion = await changePassword(ctx, request.body, cost);
      // The version bump already refused every earlier token; their rows go too.
      await endAllSessions(ctx);
      const token = await openSession(ctx, { id: userOf(request), tokenVersion }, config.jwtSecret);
      return { success: true as const, message: 'Password changed successfully', token };
    },
  );
}
