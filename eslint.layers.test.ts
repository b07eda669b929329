import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Lint as `npm run lint` does, but also the files it leaves out (the deliberate breaches). */
const eslint = new ESLint({ cwd: root, ignore: false });

async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('the layering rules of eslint.config.js', () => {
  it('refuse a module that reaches into another module past its index', async () => {
    const code =
      "import { variantOptions } from '../cart/cart-lines.query.ts';\nexport const x = variantOptions;\n";
    expect(await problems(code, 'apps/api/src/modules/orders/breach.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*modules\/cart\/index\.ts/),
    ]);
    const throughIndex =
      "import { variantOptions } from '../cart/index.ts';\nexport const x = variantOptions;\n";
    expect(await problems(throughIndex, 'apps/api/src/modules/orders/breach.ts')).toEqual([]);
  });

  it('refuse lib importing a module, and shared code importing the API', async () => {
    const fromLib =
      "import { refundOrderPayment } from '../modules/orders/index.ts';\nexport const x = refundOrderPayment;\n";
    expect(await problems(fromLib, 'apps/api/src/lib/breach.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*lib serves the modules/),
    ]);
    const fromShared =
      "import { AppError } from '../../../apps/api/src/lib/app-error.ts';\nexport const x = AppError;\n";
    expect(await problems(fromShared, 'packages/shared/src/breach.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Shared code/),
    ]);
  });

  it("refuse a web feature using another feature's components", async () => {
    const code =
      "import { ProductPage } from '../../product/components/product-page.tsx';\nexport const x = ProductPage;\n";
    expect(await problems(code, 'apps/web/src/features/cart/components/breach.tsx')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Use the product feature through its api\//),
    ]);
  });

  it('refuse an import cycle', async () => {
    const results = await eslint.lintFiles(['apps/api/src/lint-fixtures/cycle-a.ts']);
    expect(results[0]?.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
  });
});
