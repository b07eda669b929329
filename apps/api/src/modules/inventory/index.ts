/**
 * Inventory: what is on the shelf and what checkouts hold. Every change of stock goes through
 * changeStock, whoever makes it (a checkout, a cancellation, the admin).
 */
export { changeStock, type StockChange, type StockRow } from './stock-change.ts';
export {
  holdEnd,
  holdStock,
  inLockOrder,
  isShortage,
  releaseExpiredHolds,
  releaseHold,
  takeHeldStock,
} from './stock-holds.ts';
export { restock } from './restock.ts';
