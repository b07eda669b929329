import { BOOT_SCRIPT, BOOT_SCRIPT_ID } from '@store/shared/boot-script';
import { describe, expect, it } from 'vitest';
import { bootTags, memoizedBootTags, takeTemplateScripts } from './boot-tags.ts';
import type { ViteManifest } from './page-assets.ts';

const template =
  '<head>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/vendor.js">\n' +
  '    <link rel="stylesheet" crossorigin href="/assets/index.css">\n</head>';

describe('the scripts of a server-rendered page', () => {
  it('come out of the head, where they would be fetched before the page paints', () => {
    const { template: rest, scripts } = takeTemplateScripts(template);
    expect(scripts).toEqual({ entry: '/assets/index.js', preload: ['/assets/vendor.js'] });
    expect(rest).not.toContain('<script');
    expect(rest).not.toContain('modulepreload');
    expect(rest).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
  });

  it('are listed for the boot script, the entry’s modules before the page’s own', () => {
    const tags = bootTags({ entry: '/e.js', preload: ['/v.js'] }, ['/page.js']);
    const list = new RegExp(`<script type="application/json" id="${BOOT_SCRIPT_ID}">(.*?)</script>`).exec(
      tags,
    );
    expect(JSON.parse(list?.[1] ?? 'null')).toEqual({ entry: '/e.js', preload: ['/v.js', '/page.js'] });
    // The exact text whose hash the server's CSP allows (security.ts).
    expect(tags).toContain(`<script>${BOOT_SCRIPT}</script>`);
  });

  it('name a route’s chunks and what they import, once per set of routes', () => {
    const manifest: ViteManifest = {
      'index.html': { file: 'assets/index.js', imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor.js' },
      'src/app/routes/product.tsx': { file: 'assets/product.js', imports: ['_vendor.js', '_card.js'] },
      '_card.js': { file: 'assets/card.js' },
    };
    const tagsOf = memoizedBootTags(manifest, { entry: '/assets/index.js', preload: ['/assets/vendor.js'] });
    const tags = tagsOf(['root', 'storefront', 'product']);
    expect(tags).toContain('"preload":["/assets/vendor.js","/assets/product.js","/assets/card.js"]');
    expect(tagsOf(['root', 'storefront', 'product'])).toBe(tags);
  });

  it('refuse a template without an entry script', () => {
    expect(() => takeTemplateScripts('<head></head>')).toThrow(/entry/);
  });
});
