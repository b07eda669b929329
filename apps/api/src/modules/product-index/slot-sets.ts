/**
 * Sets of product slots (product-facts.ts) for matching words in memory: a mark per slot, stamped
 * so that emptying a set costs nothing, and the list of its slots in the order they were added.
 * A search takes its sets from an arena and gives them all back when it is done, so a search at
 * 100,000 products allocates nothing.
 */
export class SlotSet {
  private readonly marks: Uint32Array;
  /** Per slot in the set, the bits it was added with (ORed), for sets that say where a slot was found. */
  private readonly bits: Int32Array;
  private stamp = 1;
  /** The slots in the set, `size` of them. */
  readonly slots: Int32Array;
  size = 0;

  constructor(capacity: number) {
    this.marks = new Uint32Array(capacity);
    this.bits = new Int32Array(capacity);
    this.slots = new Int32Array(capacity);
  }

  add(slot: number, bits = 1): void {
    if (this.marks[slot] === this.stamp) {
      this.bits[slot] = this.bits[slot]! | bits;
      return;
    }
    this.marks[slot] = this.stamp;
    this.bits[slot] = bits;
    this.slots[this.size++] = slot;
  }

  has(slot: number): boolean {
    return this.marks[slot] === this.stamp;
  }

  /** The bits a slot was added with; 0 when it is not in the set. */
  bitsOf(slot: number): number {
    return this.marks[slot] === this.stamp ? this.bits[slot]! : 0;
  }

  clear(): void {
    this.size = 0;
    this.stamp += 1;
    // After four billion uses a stamp would come round again: start the marks afresh.
    if (this.stamp === 0xffffffff) {
      this.marks.fill(0);
      this.stamp = 1;
    }
  }
}

/** Sets for one synchronous piece of work: `set()` lends an empty one, `release()` takes all back. */
export class SlotArena {
  private readonly free: SlotSet[] = [];
  private readonly lent: SlotSet[] = [];

  constructor(readonly capacity: number) {}

  set(): SlotSet {
    const set = this.free.pop() ?? new SlotSet(this.capacity);
    set.clear();
    this.lent.push(set);
    return set;
  }

  release(): void {
    this.free.push(...this.lent);
    this.lent.length = 0;
  }
}

/** The slots of `a` that are also in every one of `others`, into a new set of the arena. */
export function intersection(arena: SlotArena, a: SlotSet, others: readonly SlotSet[]): SlotSet {
  const result = arena.set();
  for (let i = 0; i < a.size; i += 1) {
    const slot = a.slots[i]!;
    if (others.every((o) => o.has(slot))) result.add(slot);
  }
  return result;
}
