/**
 * Orders: the order state machine, the customer's order reads, cancellation with its money back and the
 * sales ledger. Checkout places orders through openPaidOrder; the customer's
 * cancel and the admin move them through moveOrder, which runs what entering a status sets off.
 * Everything else in this folder is the module's own.
 */
export { estimatedDelivery } from './delivery-estimate.ts';
export { refundOrderPayment, settleRefund } from './money-back.workflow.ts';
export { mapOrders, parseAddress, toOrder } from './order-mapper.ts';
export { moveOrder } from './order-moves.ts';
export {
  PAID_ORDER_STATUS,
  type TransitionOptions,
  nextStatuses,
  openPaidOrder,
} from './order-state-machine.ts';
export { getOrderById, orderNotFound } from './orders.service.ts';
export { guestAccessKey } from './guest-orders.service.ts';
export { orderPaymentStatus, paymentMoney } from './payment-status.ts';
export { countedOrders } from './sales-ledger.ts';
