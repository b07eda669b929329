const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * A text per slot kept as UTF-8 bytes in one growing buffer, outside the collected heap: 100,000
 * products' long descriptions and page parts as strings made the heap twice as large (100 MB more at
 * 100,000 products) and every full collection walk them. Reading one decodes it (about a microsecond
 * for a few hundred bytes). A text replaced leaves its old bytes behind; once they are half the
 * buffer, the live texts are copied into a fresh one.
 */
export class TextArena {
  private bytes = new Uint8Array(1 << 16);
  private used = 0;
  private dead = 0;
  /** Where each slot's text starts, and its length in bytes; -1 for none (null). */
  private start = new Int32Array(0);
  private length = new Int32Array(0);

  get(slot: number): string | null {
    const length = slot < this.length.length ? this.length[slot]! : -1;
    if (length < 0) return null;
    const start = this.start[slot]!;
    return decoder.decode(this.bytes.subarray(start, start + length));
  }

  has(slot: number): boolean {
    return slot < this.length.length && this.length[slot]! >= 0;
  }

  set(slot: number, text: string | null): void {
    this.reserveSlots(slot + 1);
    if (this.length[slot]! > 0) this.dead += this.length[slot]!;
    // Dropped first, so that a compaction below does not keep the text being replaced.
    this.length[slot] = -1;
    if (text === null) return;
    // At most three bytes per UTF-16 unit.
    this.reserveBytes(text.length * 3);
    const { written } = encoder.encodeInto(text, this.bytes.subarray(this.used));
    this.start[slot] = this.used;
    this.length[slot] = written;
    this.used += written;
  }

  private reserveSlots(size: number): void {
    if (size <= this.length.length) return;
    const capacity = Math.max(size, this.length.length * 2, 1024);
    const start = new Int32Array(capacity);
    const length = new Int32Array(capacity).fill(-1);
    start.set(this.start);
    length.set(this.length);
    this.start = start;
    this.length = length;
  }

  private reserveBytes(size: number): void {
    if (this.used + size <= this.bytes.length) return;
    if (this.dead > this.used / 2) this.compact();
    if (this.used + size <= this.bytes.length) return;
    const larger = new Uint8Array(Math.max(this.used + size, this.bytes.length * 2));
    larger.set(this.bytes.subarray(0, this.used));
    this.bytes = larger;
  }

  /** Copies the live texts into a fresh buffer, in slot order. */
  private compact(): void {
    const fresh = new Uint8Array(this.bytes.length);
    let used = 0;
    for (let slot = 0; slot < this.length.length; slot += 1) {
      const length = this.length[slot]!;
      if (length <= 0) continue;
      const start = this.start[slot]!;
      fresh.set(this.bytes.subarray(start, start + length), used);
      this.start[slot] = used;
      used += length;
    }
    this.bytes = fresh;
    this.used = used;
    this.dead = 0;
  }
}
