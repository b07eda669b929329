import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Issue 20's bar: WCAG 2.0, 2.1 and 2.2 at A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's violations on the page as it is now, one line per rule and element. */
export async function violations(page: Page): Promise<string[]> {
  // Only violations are reported in detail: axe then skips describing every passing node, which is
  // most of its time on a page this size. Legacy mode runs axe in the page itself: the default opens a
  // blank page to merge each frame's results, which tripled a scan's time here (home: 5.1 s against
  // 1.1 s) for frames our pages do not have (the test card is typed into the page, not a frame).
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`,
    ),
  );
}
