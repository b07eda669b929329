import type { ProductFacts } from '../product-index/index.ts';

/**
 * Lists of products (slots of the facts in memory) worked out from the facts, such as a category's
 * products in a sort or the featured products, each kept while what it was worked out from stays: a
 * version the caller names (facts.version, a category's version), on the same set of facts (a full
 * reload starts afresh). These are positions, not answers: every page reads its cards from the facts
 * as they are at that request.
 */
export class SlotLists {
  private facts: ProductFacts | null = null;
  private readonly lists = new Map<string, { version: string; slots: Int32Array }>();

  get(facts: ProductFacts, name: string, version: string, compute: () => Int32Array): Int32Array {
    if (facts !== this.facts) {
      this.facts = facts;
      this.lists.clear();
    }
    const known = this.lists.get(name);
    if (known?.version === version) return known.slots;
    const slots = compute();
    this.lists.set(name, { version, slots });
    return slots;
  }
}
