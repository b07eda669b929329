import { EventEmitter } from 'node:events';

/**
 * The few named events modules use to tell each other what happened (design rule 12), instead of
 * calling into each other's internals. They are emitted after the transaction that made them true has
 * committed; listeners do after-commit work (waking the e-mail outbox, clearing caches).
 */
export interface StoreEvents {
  orderPlaced: { orderId: string };
  orderCancelled: { orderId: string };
  catalogueChanged: { productIds: readonly string[] };
}

export type StoreEventName = keyof StoreEvents;

/** A typed, in-process event bus; a listener's failure is logged by the caller, never thrown back. */
export class EventBus {
  private readonly emitter = new EventEmitter();

  on<E extends StoreEventName>(name: E, listener: (payload: StoreEvents[E]) => void): void {
    this.emitter.on(name, listener);
  }

  emit<E extends StoreEventName>(name: E, payload: StoreEvents[E]): void {
    this.emitter.emit(name, payload);
  }
}
