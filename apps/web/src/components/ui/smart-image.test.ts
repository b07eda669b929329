import { describe, expect, it } from 'vitest';
import { uploadSrcSet } from './smart-image.tsx';

describe('uploadSrcSet', () => {
  it("offers an upload's narrower copies by width", () => {
    const name = `${'ab12'.repeat(8)}.webp`;
    expect(uploadSrcSet(`/uploads/${name}`)).toBe(
      `/uploads/w/400/${name} 400w, /uploads/w/800/${name} 800w, /uploads/w/1200/${name} 1200w`,
    );
  });

  it("leaves the shop's own pictures and other addresses alone", () => {
    expect(uploadSrcSet('/images/products/lamp.svg')).toBeUndefined();
    expect(uploadSrcSet('https://example.com/uploads/x.webp')).toBeUndefined();
  });
});
