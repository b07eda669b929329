import type { Redis } from 'ioredis';

/**
 * Counts failures per key within a fixed window (the window starts at the first failure). In Redis
 * when the store runs several processes, else in this process's memory.
 */
export interface FailureCounter {
  /** Failures recorded for the key in its current window. */
  count(key: string): Promise<number>;
  /** Records one failure; returns the new count. */
  record(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

/** In-memory counters; expired windows are dropped as they are read, and swept when the map grows. */
export function memoryFailureCounter(windowMs: number, now: () => number = Date.now): FailureCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    if (windows.size < 10_000) return;
    for (const key of [...windows.keys()]) live(key);
  };
  return {
    count: async (key) => live(key)?.count ?? 0,
    record: async (key) => {
      sweep();
      const entry = live(key) ?? { count: 0, endsAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return entry.count;
    },
    reset: async (key) => void windows.delete(key),
  };
}

/** Redis counters shared by every process: INCR, with the expiry set by the first failure only. */
export function redisFailureCounter(redis: Redis, windowMs: number, prefix: string): FailureCounter {
  return {
    count: async (key) => Number((await redis.get(prefix + key)) ?? 0),
    record: async (key) => {
      const result = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .exec();
      return Number(result?.[0]?.[1] ?? 0);
    },
    reset: async (key) => void (await redis.del(prefix + key)),
  };
}
