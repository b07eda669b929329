/**
 * Parts of a page that hydrate after it, when their code arrives (the storefront's footer). The
 * interface waits for them before it switches to the shopper's language (main.tsx): hydrated in
 * another language than the server's HTML, they would not match it.
 */
const waiting = new Set<Promise<void>>();

/** A part that hydrates later; `hydrated` settles once it has. */
export function hydratingLater(hydrated: Promise<void>): void {
  waiting.add(hydrated);
  void hydrated.finally(() => waiting.delete(hydrated));
}

/** Settles once every part that hydrates later has. */
export function laterPartsHydrated(): Promise<void> {
  return Promise.allSettled([...waiting]).then(() => undefined);
}
