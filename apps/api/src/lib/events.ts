import { EventEmitter } from 'node:events';

/**
 * The few named events modules use to tell each other what happened (design rule 12), instead of
 * calling into each other's internals. They are emitted after the transaction that made them true has
 * committed; listeners do after-commit work (waking the e-mail outbox, clearing caches).
 */
export interface StoreEvents {
  orderPlaced: { orderId: string };
  orderCancelled: { orderId: string };
  /** The provider took an order's refund, and its e-mail is in the outbox. */
  orderRefunded: { orderId: string };
  /** A payment that never became an order was refunded (its e-mail waits in the outbox). */
  paymentRefunded: { paymentId: string };
  /**
   * `stockOnly`: only stock moved (a sale, a restock), so what depends on names, prices or categories
   * (synonyms, category words) still holds; what shows stock (answer caches) must drop.
   */
  catalogueChanged: { productIds: readonly string[]; stockOnly?: boolean };
}

export type StoreEventName = keyof StoreEvents;

/**
 * Events every process must hear, not only the one where they happened: each process keeps its own
 * caches of the catalogue, and all of them must drop what a write made stale.
 */
export const SHARED_EVENTS: readonly StoreEventName[] = ['catalogueChanged'];

/**
 * Tells every process that these products' stock changed, once the transaction that changed it has
 * committed: a sale or a restock can flip a product in or out of stock, and listings, searches and
 * their ETags must show it at once rather than when an answer cache expires.
 */
export function announceStockChange(events: EventBus, productIds: Iterable<string | null>): void {
  const ids = [...new Set([...productIds].filter((id): id is string => id !== null && id !== ''))];
  if (ids.length > 0) events.emit('catalogueChanged', { productIds: ids, stockOnly: true });
}

/** Carries shared events to the other processes (Redis pub/sub when REDIS_URL is set). */
export type EventRelay = <E extends StoreEventName>(name: E, payload: StoreEvents[E]) => void;

/** A typed, in-process event bus; a listener's failure is logged by the caller, never thrown back. */
export class EventBus {
  private readonly emitter = new EventEmitter();
  private relay: EventRelay | null = null;

  on<E extends StoreEventName>(name: E, listener: (payload: StoreEvents[E]) => void): void {
    this.emitter.on(name, listener);
  }

  /** Tells this process's listeners, and the other processes' when the event is a shared one. */
  emit<E extends StoreEventName>(name: E, payload: StoreEvents[E]): void {
    this.emitter.emit(name, payload);
    if (this.relay && SHARED_EVENTS.includes(name)) this.relay(name, payload);
  }

  /** An event another process emitted: told to this process's listeners only, never relayed back. */
  receive<E extends StoreEventName>(name: E, payload: StoreEvents[E]): void {
    this.emitter.emit(name, payload);
  }

  setRelay(relay: EventRelay): void {
    this.relay = relay;
  }
}
