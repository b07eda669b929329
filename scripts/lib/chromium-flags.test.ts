import { chromium } from '@playwright/test';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumFlags, TOOL_FEATURES_OFF } from './chromium-flags.ts';

const featuresOff = (args: readonly string[]): string[] =>
  args
    .filter((arg) => arg.startsWith('--disable-features='))
    .flatMap((arg) => arg.slice('--disable-features='.length).split(','));

const dir = mkdtempSync(join(tmpdir(), 'chromium-flags-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What Playwright passes Chromium: a stand-in browser writes its arguments down and exits. */
async function playwrightArgs(): Promise<string[]> {
  const written = join(dir, 'args.txt');
  const browser = join(dir, 'browser.sh');
  writeFileSync(browser, `#!/bin/sh\nprintf '%s\\n' "$@" > '${written}'\nexit 1\n`);
  chmodSync(browser, 0o755);
  await expect(chromium.launch({ executablePath: browser, timeout: 10_000 })).rejects.toThrow();
  return readFileSync(written, 'utf8').split('\n');
}

/** What Lighthouse passes Chromium: the defaults of the chrome-launcher it depends on. */
async function lighthouseArgs(): Promise<string[]> {
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'));
  const launcher = (await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href)) as {
    Launcher: { defaultFlags(): string[] };
  };
  return launcher.Launcher.defaultFlags();
}

describe('chromiumFlags', () => {
  it('repeats every feature Playwright turns off, since Chromium keeps only the last list', async () => {
    const theirs = featuresOff(await playwrightArgs());
    expect(theirs.length).toBeGreaterThan(0);
    expect(featuresOff(chromiumFlags('playwright'))).toEqual(expect.arrayContaining(theirs));
  });

  it("repeats every feature Lighthouse's launcher turns off", async () => {
    const theirs = featuresOff(await lighthouseArgs());
    expect(theirs.length).toBeGreaterThan(0);
    expect(featuresOff(chromiumFlags('lighthouse'))).toEqual(expect.arrayContaining(theirs));
  });

  it('turns off the preloaded address-bar popup for both, in a single list', () => {
    for (const tool of ['playwright', 'lighthouse'] as const) {
      const flags = chromiumFlags(tool);
      expect(flags.filter((f) => f.startsWith('--disable-features='))).toHaveLength(1);
      expect(featuresOff(flags)).toEqual(
        expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', ...TOOL_FEATURES_OFF[tool]]),
      );
    }
  });
});
