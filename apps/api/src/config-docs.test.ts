import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from './config.ts';

/** The variables named in the first column of the README's configuration table. */
function documentedVariables(): string[] {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const section = readme.split('## Configuration')[1]?.split('\n## ')[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) =>
    [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!),
  );
}

describe("the README's configuration table", () => {
  it('lists every variable the server reads, and none it does not', () => {
    const documented = documentedVariables();
    expect(documented.length).toBeGreaterThan(10);
    expect([...documented].sort()).toEqual([...ENV_VARIABLES].sort());
  });
});
