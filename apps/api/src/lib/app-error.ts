import type { ErrorCode } from '@store/shared/error-codes';

/**
 * An expected failure with a stable code and HTTP status (out of stock, invalid coupon, not found…).
 * The error handler sends `{ error: message, code }`; anything else becomes a generic 500.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** Numbers the message is made of (e.g. stock left), so a client can say it in its own language. */
    readonly details?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Numbers and names a refusal's text is made of (see AppError.details). */
type Details = Record<string, string | number>;

export const notFound = (message = 'Not found', code: ErrorCode = 'NOT_FOUND', details?: Details) =>
  new AppError(404, code, message, details);
export const badRequest = (message: string, code: ErrorCode = 'BAD_REQUEST', details?: Details) =>
  new AppError(400, code, message, details);
export const unauthorized = (message = 'Please login to continue', code: ErrorCode = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (
  message = 'You do not have permission to do this',
  code: ErrorCode = 'FORBIDDEN',
  details?: Details,
) => new AppError(403, code, message, details);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT', details?: Details) =>
  new AppError(409, code, message, details);
