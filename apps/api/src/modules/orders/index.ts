/**
 * Orders: the order state machine, the customer's order reads, cancellation with its money back, the
 * refunds still owed and the sales ledger. Checkout places orders through openPaidOrder; the admin moves
 * them through transition. Everything else in this folder is the module's own.
 */
export { customerLanguage, refundOrderPayment, settleMoneyBackMove } from './money-back.workflow.ts';
export { mapOrders, parseAddress, toOrder } from './order-mapper.ts';
export {
  PAID_ORDER_STATUS,
  type TransitionOptions,
  nextStatuses,
  openPaidOrder,
  transition,
} from './order-state-machine.ts';
export { getOrderById, orderNotFound } from './orders.service.ts';
export { orderPaymentStatus, paymentMoney } from './payment-status.ts';
export { owedRefunds, retryOwedRefunds } from './refund-retries.ts';
export { countedOrders } from './sales-ledger.ts';
