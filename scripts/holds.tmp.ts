// temp tool (not committed): per-request event-loop hold for each search path
import { readFileSync, rmSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import { join } from 'node:path';
import { startServer, stop, OUT } from './bench/harness.ts';
const url = process.argv[2]!;
const scenario = process.argv[3] ?? 'search';
const file = join(OUT, `holds-${process.pid}.json`);
const store = await startServer(url, { nodeArgs: ['--import', './scripts/bench/event-loop-probe.mjs', ...(process.env.NODE_EXTRA ? process.env.NODE_EXTRA.split(' ') : [])], env: { SEARCH_CACHE_TTL_MS: '0', LOG_LEVEL: 'silent', BENCH_EVENT_LOOP_FILE: file }, log: '/tmp/tools/server.log' });
const lines = (readFileSync(process.env.PATHS ?? 'scripts/bench/catalogue-searches.txt', 'utf8').split('\n').filter((l) => l.startsWith('/api/'))).filter((l) => !process.env.ONLY || process.env.ONLY.split(",").some((o) => l === o));
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const one = (path: string) => new Promise<number>((resolve, reject) => { const t0 = performance.now(); httpGet({ host: '127.0.0.1', port: store.port, path, agent }, (res) => { res.on('data', () => {}); res.on('end', () => resolve(performance.now() - t0)); }).on('error', reject); });
async function hold(): Promise<number> { rmSync(file, { force: true }); store.child.kill('SIGUSR2'); for (let i = 0; i < 100; i++) { try { return JSON.parse(readFileSync(file, 'utf8')).max; } catch { await new Promise((r) => setTimeout(r, 10)); } } return -1; }
for (const p of lines) await one(p); // warm
const rounds = Number(process.env.ROUNDS ?? 2);
const res: { p: string; ms: number; h: number }[] = [];
for (let r = 0; r < rounds; r++) for (const p of lines) { await hold(); const ms = await one(p); await new Promise((r) => setTimeout(r, 5)); const h = await hold(); res.push({ p, ms, h }); }
res.sort((a, b) => b.h - a.h);
for (const x of res.slice(0, 25)) console.log(x.h.toFixed(2), x.ms.toFixed(2), x.p);
const byMs = [...res].sort((a, b) => b.ms - a.ms);
console.log('--- slowest by time');
for (const x of byMs.slice(0, 15)) console.log(x.h.toFixed(2), x.ms.toFixed(2), x.p);
await stop(store.child);
agent.destroy();
