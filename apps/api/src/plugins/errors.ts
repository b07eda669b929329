import type { ErrorCode } from '@store/shared/error-codes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { pathOf, validationDetails, type ValidationIssue } from './validation-details.ts';

/** 'querystring', '/lang' + 'Invalid option…' → 'lang: Invalid option…' so the caller sees the field. */
function describeValidation(context: string | undefined, issues: readonly ValidationIssue[]): string {
  return issues
    .map((issue) => `${pathOf(issue) || context || 'request'}: ${issue.message ?? 'is invalid'}`)
    .join('; ');
}

/** The part of the request a validation context names, as the caller sent it. */
function requestPart(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}

/** Stable codes for Fastify's own client errors; anything unlisted falls back to BAD_REQUEST. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
};

/**
 * Errors Fastify's router raises before any route or hook runs (a path with a broken %-sequence, a
 * parameter over the length limit): the same `{ error, code }` shape and no-store header as the rest.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  void reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ error: 'The address of this request is not valid', code: 'BAD_REQUEST' });
}

/**
 * One error handler for the whole API: every failure leaves as `{ error, code }` with the right status.
 * Details of a 5xx (stack, SQL, driver messages) are logged, never sent.
 */
async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      const { details } = err;
      return reply
        .status(err.statusCode)
        .send({ error: err.message, code: err.code, ...(details ? { details } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation as ValidationIssue[];
      // The English sentence for API callers; the details for apps that word it themselves.
      const details = validationDetails(issues, requestPart(request, err.validationContext));
      return reply.status(400).send({
        error: describeValidation(err.validationContext, issues),
        code: 'VALIDATION_ERROR',
        ...(details ? { details } : {}),
      });
    }
    if (err.statusCode === 429) {
      return reply
        .status(429)
        .send({ error: 'Too many requests, please try again later', code: 'RATE_LIMITED' });
    }
    if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send({ error: 'The request body is not valid JSON', code: 'INVALID_JSON' });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: err.message, code: FASTIFY_CODES[err.code] ?? 'BAD_REQUEST' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: 'Something went wrong', code: 'INTERNAL_ERROR' });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
