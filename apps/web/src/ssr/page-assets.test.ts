import { describe, expect, it } from 'vitest';
import {
  assetTags,
  inlineTemplateStyles,
  memoizedAssetTags,
  pageAssets,
  type ViteManifest,
} from './page-assets.ts';

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
  it("styles a layout's deferred part from the first paint, but leaves its script to hydration", () => {
    const withFooter: ViteManifest = {
      ...manifest,
      'src/features/footer/components/footer.tsx': {
        file: 'assets/footer.js',
        imports: ['_vendor.js'],
        css: ['assets/footer.css'],
      },
    };
    expect(pageAssets(withFooter, ['root', 'storefront', 'category'])).toEqual({
      scripts: ['/assets/category.js', '/assets/grid.js'],
      styles: ['/assets/category.css', '/assets/grid.css', '/assets/footer.css'],
    });
  });

  it("links a route module's scripts and styles, and what they import, but not the entry's again", () => {
    expect(pageAssets(manifest, ['root', 'storefront', 'category'])).toEqual({
      scripts: ['/assets/category.js', '/assets/grid.js'],
      styles: ['/assets/category.css', '/assets/grid.css'],
    });
  });

  const readStyle = (href: string) =>
    href === '/a.css' ? '.a{color:red}' : href === '/b.css' ? 'x{}</style>' : null;

  it('inlines the styles it can read, and leaves the scripts to the boot script', () => {
    expect(assetTags({ scripts: ['/a.js'], styles: ['/a.css', '/gone.css'] }, readStyle)).toBe(
      '<style data-href="/a.css">.a{color:red}</style><link rel="stylesheet" href="/a.css" disabled />\n    ' +
        '<link rel="stylesheet" crossorigin href="/gone.css" />',
    );
  });

  it("reads a route set's stylesheets once, however many pages it renders", () => {
    const read: string[] = [];
    const tagsOf = memoizedAssetTags(manifest, (href) => {
      read.push(href);
      return '.x{}';
    });
    const first = tagsOf(['root', 'storefront', 'category']);
    expect(tagsOf(['root', 'storefront', 'category'])).toBe(first);
    expect(first).toContain('<style data-href="/assets/category.css">.x{}</style>');
    expect(first).toContain('<link rel="stylesheet" href="/assets/category.css" disabled />');
    expect(read).toEqual(['/assets/category.css', '/assets/grid.css']);
  });

  it("inlines the template's stylesheets in place, but links one that could end the style element", () => {
    const template =
      '<link rel="stylesheet" crossorigin href="/a.css"><link rel="stylesheet" crossorigin href="/b.css">';
    expect(inlineTemplateStyles(template, readStyle)).toBe(
      '<style data-href="/a.css">.a{color:red}</style><link rel="stylesheet" href="/a.css" disabled />' +
        '<link rel="stylesheet" crossorigin href="/b.css" />',
    );
  });
});
