import { describe, expect, it } from 'vitest';
import { BOOT_LATEST_MS, BOOT_PRELOAD_BATCH, BOOT_SCRIPT, BOOT_SCRIPT_ID } from './boot-script.ts';

interface Element {
  tag: string;
  rel?: string;
  href?: string;
  src?: string;
  type?: string;
  crossOrigin?: string;
}

/** Runs the boot script in a fake page: what it appends to the head, and the tasks it leaves queued. */
function bootPage(modules: { entry: string; preload: string[] }) {
  const head: Element[] = [];
  const listeners = new Map<string, () => void>();
  const timers: { ms: number; run: () => void }[] = [];
  const document = {
    head: { appendChild: (element: Element) => head.push(element) },
    createElement: (tag: string): Element => ({ tag }),
    getElementById: (id: string) => (id === BOOT_SCRIPT_ID ? { textContent: JSON.stringify(modules) } : null),
  };
  const page = new Function(
    'document',
    'addEventListener',
    'removeEventListener',
    'setTimeout',
    'window',
    'requestAnimationFrame',
    BOOT_SCRIPT,
  ) as (...args: unknown[]) => void;
  page(
    document,
    (name: string, run: () => void) => listeners.set(name, run),
    (name: string) => listeners.delete(name),
    (run: () => void, ms: number) => timers.push({ ms, run }),
    {},
    () => undefined,
  );
  /** Runs the queued tasks, the 4-second fallback excepted, until none is left. */
  const runTasks = () => {
    let task;
    while ((task = timers.findIndex((t) => t.ms !== BOOT_LATEST_MS)) >= 0) timers.splice(task, 1)[0]!.run();
  };
  return { head, listeners, timers, runTasks };
}

describe('the boot script', () => {
  const modules = { entry: '/e.js', preload: Array.from({ length: 10 }, (_, i) => `/m${i}.js`) };

  it('loads nothing before the shopper acts or the page has loaded and painted', () => {
    const page = bootPage(modules);
    expect(page.head).toEqual([]);
    expect(page.timers.map((t) => t.ms)).toEqual([BOOT_LATEST_MS]);
  });

  it('starts the entry at the first touch, then asks for the modules a few per task', () => {
    const page = bootPage(modules);
    page.listeners.get('pointerdown')?.();
    expect(page.head[0]).toMatchObject({ tag: 'script', type: 'module', src: '/e.js', crossOrigin: '' });
    expect(page.head.slice(1).map((l) => l.href)).toEqual(modules.preload.slice(0, BOOT_PRELOAD_BATCH));
    page.timers.find((t) => t.ms === 0)?.run();
    expect(page.head.length).toBe(1 + 2 * BOOT_PRELOAD_BATCH);
    page.runTasks();
    expect(page.head.slice(1).map((l) => [l.rel, l.href])).toEqual(
      modules.preload.map((href) => ['modulepreload', href]),
    );
    // A second touch, or the 4-second fallback, does not load the page twice.
    page.listeners.get('keydown')?.();
    page.timers.find((t) => t.ms === BOOT_LATEST_MS)?.run();
    expect(page.head.length).toBe(1 + modules.preload.length);
  });
});
