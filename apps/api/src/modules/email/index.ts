/**
 * E-mail: the outbox that a business change writes to in its own transaction, and the worker that
 * sends it (outbox.plugin.ts). Everything else in this folder is the module's own.
 */
export { type EmailKind, PAYMENT_REFUNDED, enqueueEmail } from './outbox.service.ts';
