/**
 * Loaded into the store's process by the catalogue benchmark (`node --import`), never by the store
 * itself: it watches how long the event loop is held up. On SIGUSR2 it writes what it saw since the
 * last signal to BENCH_EVENT_LOOP_FILE (max and p99 in milliseconds, as JSON) and starts over, so the
 * benchmark reads one figure per scenario. A synchronous SQLite query runs on the event loop: a long
 * one shows here as a long delay for every request waiting behind it. Plain JavaScript: node loads
 * `--import` modules before tsx's loader is in place.
 */
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_EVENT_LOOP_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => Number((ns / 1e6).toFixed(2));
    writeFileSync(file, JSON.stringify({ max: ms(histogram.max), p99: ms(histogram.percentile(99)) }));
    histogram.reset();
  });
}
