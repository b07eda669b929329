import { describe, expect, it } from 'vitest';
import { assetTags, pageAssets, type ViteManifest } from './page-assets.ts';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index.js', imports: ['_vendor.js'], css: ['assets/index.css'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_grid.js': { file: 'assets/grid.js', imports: ['_vendor.js'], css: ['assets/grid.css'] },
  'src/app/routes/category.tsx': {
    file: 'assets/category.js',
    imports: ['_grid.js'],
    css: ['assets/category.css'],
  },
};

describe('pageAssets', () => {
  it("links a route module's scripts and styles, and what they import, but not the entry's again", () => {
    expect(pageAssets(manifest, ['root', 'storefront', 'category'])).toEqual({
      scripts: ['/assets/category.js', '/assets/grid.js'],
      styles: ['/assets/category.css', '/assets/grid.css'],
    });
  });

  it('writes stylesheet and modulepreload links', () => {
    expect(assetTags({ scripts: ['/a.js'], styles: ['/a.css'] })).toBe(
      '<link rel="stylesheet" crossorigin href="/a.css" />\n    <link rel="modulepreload" crossorigin href="/a.js" />',
    );
  });
});
