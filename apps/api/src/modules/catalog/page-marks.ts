import type { SortOption } from '@store/shared/constants';
import type { SortKey } from './category-sorts.ts';

/** Marks kept per category and sort; past this many the earliest-learned go first. */
const MAX_MARKS_PER_LIST = 512;

/**
 * How long a mark is trusted. Views move the popularity and relevance orders without announcing
 * anything, so a mark drifts a little from the offset it was learned at; past this it is relearned.
 */
const MARK_TTL_MS = 60_000;

interface Mark {
  offset: number;
  key: SortKey;
  learnedAt: number;
}

/**
 * Page marks: for a category list in one sort, the key of the row just before some offset, learned
 * from the pages served. A page at any depth then starts from the nearest mark at or before its
 * offset and walks only the few rows between (keyset paging inside, the spec's page numbers outside),
 * instead of counting its way down from the first product: the last page of a 16,000-product category
 * cost as much as 345 first pages. Marks are positions, not answers: a page is always read fresh from
 * its mark. They are dropped when the catalogue changes (products added, removed, moved or re-priced)
 * and after a minute, and each process learns its own.
 */
export class PageMarks {
  private readonly lists = new Map<string, Mark[]>();

  /** The nearest mark at or before this offset, if one is known and fresh. */
  nearest(categoryId: string, sort: SortOption, offset: number): Mark | null {
    const marks = this.lists.get(`${categoryId}:${sort}`);
    if (!marks) return null;
    const now = Date.now();
    let best: Mark | null = null;
    for (const mark of marks) {
      if (
        mark.offset <= offset &&
        now - mark.learnedAt < MARK_TTL_MS &&
        (!best || mark.offset > best.offset)
      ) {
        best = mark;
      }
    }
    return best;
  }

  /** Remembers that the row before `offset` has this key. */
  learn(categoryId: string, sort: SortOption, offset: number, key: SortKey): void {
    const name = `${categoryId}:${sort}`;
    const marks = (this.lists.get(name) ?? []).filter((m) => m.offset !== offset);
    marks.push({ offset, key, learnedAt: Date.now() });
    if (marks.length > MAX_MARKS_PER_LIST) marks.shift();
    this.lists.set(name, marks);
  }

  clear(): void {
    this.lists.clear();
  }
}
