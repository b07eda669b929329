import { writeFileSync } from 'node:fs';
import { createDb } from '../apps/api/src/db/connect.ts';
import { cataloguePaths } from './bench/catalogue-paths.ts';
const db = createDb({ url: process.argv[2]! });
const p = await cataloguePaths(db);
await db.destroy();
for (const [k, v] of Object.entries(p)) if (Array.isArray(v)) writeFileSync(`/tmp/tools/paths-${k}.txt`, v.join('\n'));
console.log(Object.entries(p).map(([k, v]) => `${k} ${Array.isArray(v) ? v.length : v}`).join(', '));
