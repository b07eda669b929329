/**
 * `npm run bench:relevance`: how well search finds what shoppers mean. Runs the judged queries of
 * scripts/relevance/queries.json (written from the demo catalogue, each with the products a shopper
 * expects in the top 5) on a fresh demo database of each kind, and prints recall@5 and MRR per
 * database, the queries that miss, and the queries whose top 5 differ between the databases.
 * Options: --db sqlite|postgres|both, --show (print every query's top 5).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Language } from '@store/shared/constants';
import { searchQuerySchema } from '@store/shared/schemas/search';
import { productId } from '../apps/api/src/seed/product-rows.ts';
import { search } from '../apps/api/src/modules/search/search.service.ts';
import { ensureSearchIndex } from '../apps/api/src/modules/product-index/search-index.ts';
import { databasesOf, type DatabaseKind, dropDatabase, prepare } from './bench/harness.ts';
import { ROOT } from './lib/web-build.ts';

const { values: args } = parseArgs({
  options: { db: { type: 'string', default: 'both' }, show: { type: 'boolean', default: false } },
});

interface Judged {
  q: string;
  lang: Language;
  expect: string[];
  kind: string;
}
const { queries } = JSON.parse(readFileSync(join(ROOT, 'scripts/relevance/queries.json'), 'utf8')) as {
  queries: Judged[];
};

const TOP = 5;
/** The first page a shopper sees; the reciprocal rank looks this far. */
const PAGE = 20;

interface Outcome {
  judged: Judged;
  /** Slugs of the first page, best first. */
  ranked: string[];
  recall: number;
  reciprocalRank: number;
}

const slugOf = new Map<string, string>();
for (const { expect } of queries) for (const slug of expect) slugOf.set(productId(slug), slug);

async function runOn(database: DatabaseKind): Promise<Outcome[]> {
  const name = 'bench_relevance';
  const { db } = await prepare(database, name);
  try {
    await ensureSearchIndex(db);
    const outcomes: Outcome[] = [];
    for (const judged of queries) {
      const query = searchQuerySchema.parse({ q: judged.q, lang: judged.lang, limit: PAGE });
      const answer = await search({ db, user: null, lang: judged.lang }, query);
      const ranked = answer.products.map((p) => slugOf.get(p.id) ?? p.name);
      const found = judged.expect.filter((slug) => ranked.slice(0, TOP).includes(slug)).length;
      const first = ranked.findIndex((slug) => judged.expect.includes(slug));
      outcomes.push({
        judged,
        ranked,
        recall: found / judged.expect.length,
        reciprocalRank: first < 0 ? 0 : 1 / (first + 1),
      });
    }
    return outcomes;
  } finally {
    await db.destroy();
    await dropDatabase(database, name);
  }
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

const results = new Map<DatabaseKind, Outcome[]>();
for (const database of databasesOf(args.db)) {
  const outcomes = await runOn(database);
  results.set(database, outcomes);
  console.log(`\n${database}: ${outcomes.length} judged queries`);
  for (const o of outcomes) {
    if (o.recall < 1 || args.show) {
      const missing = o.judged.expect.filter((slug) => !o.ranked.slice(0, TOP).includes(slug));
      console.log(
        `  ${o.recall < 1 ? 'MISS' : 'ok  '} "${o.judged.q}" (${o.judged.kind}) recall ${o.recall.toFixed(2)}` +
          (missing.length ? `, missing ${missing.join(', ')}` : '') +
          `; top ${TOP}: ${o.ranked.slice(0, TOP).join(', ') || '(nothing)'}`,
      );
    }
  }
  const nothing = outcomes.filter((o) => o.ranked.length === 0).length;
  console.log(
    `  recall@${TOP} ${mean(outcomes.map((o) => o.recall)).toFixed(3)}  MRR ${mean(outcomes.map((o) => o.reciprocalRank)).toFixed(3)}  found nothing: ${nothing}`,
  );
}

const [a, b] = [...results.values()];
if (a && b) {
  const differing = a.filter((o, i) => o.ranked.slice(0, TOP).join() !== b[i]!.ranked.slice(0, TOP).join());
  console.log(`\nTop ${TOP} differs between the databases on ${differing.length} queries`);
  for (const o of differing) console.log(`  "${o.judged.q}"`);
}
