/**
 * Draws every picture the demo store ships (apps/web/public/images): product shots in each product's
 * colours, category cards, hero slides, brand logos and testimonial portraits. Deterministic: the
 * same seed data always gives the same files. Run with `npx tsx scripts/generate-images.ts`.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COLOURS } from '@store/shared/colours';
import { CATEGORIES } from '../apps/api/src/seed/categories.ts';
import { BRANDS, brandLogoPath, avatarPath, TESTIMONIAL_NAMES } from '../apps/api/src/seed/content.ts';
import { productPictures } from '../apps/api/src/seed/product-images.ts';
import { ARTS } from './generate-images/art-registry.ts';
import { avatarSvg } from './generate-images/avatars.ts';
import { cutoutSvg, productSvg } from './generate-images/compose.ts';
import { logoSvg } from './generate-images/logos.ts';
import { paintFor } from './generate-images/paint.ts';
import { categorySvg, mountainsSvg, studioNightSvg } from './generate-images/scenes.ts';

const PUBLIC = fileURLToPath(new URL('../apps/web/public', import.meta.url));
const FOLDERS = ['products', 'categories', 'hero', 'brands', 'avatars'];

const written: { url: string; bytes: number }[] = [];
function write(url: string, svg: string): void {
  const file = join(PUBLIC, url);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  written.push({ url, bytes: Buffer.byteLength(svg) });
}

// Start clean so a renamed product leaves no stale picture behind.
for (const folder of FOLDERS) rmSync(join(PUBLIC, 'images', folder), { recursive: true, force: true });

for (const category of CATEGORIES) {
  for (const product of category.products) {
    for (const pic of productPictures(product)) {
      const paint = paintFor(COLOURS[pic.colour].hex, pic.seed, product.name[0]);
      write(pic.url, productSvg(ARTS[pic.art], paint, pic.view, product.name[0]));
    }
  }
}

write(
  '/images/categories/electronics.svg',
  categorySvg('Electronics', 225, [
    ['headphones', 'Coral', 210, 0.5],
    ['phone', 'Midnight', 590, 0.55],
    ['laptop', 'Silver', 400, 0.72],
  ]),
);
write(
  '/images/categories/fashion.svg',
  categorySvg('Fashion', 20, [
    ['handbag', 'Tan', 220, 0.52],
    ['sneaker', 'White', 590, 0.5],
    ['dress', 'Coral', 400, 0.72],
  ]),
);
write(
  '/images/categories/home-garden.svg',
  categorySvg('Home & Garden', 140, [
    ['lamp', 'Coral', 180, 0.55],
    ['plant', 'Cream', 620, 0.58],
    ['sofa', 'Sage', 400, 0.62],
  ]),
);
write(
  '/images/categories/sports-outdoors.svg',
  categorySvg('Sports & Outdoors', 190, [
    ['bicycle', 'Teal', 400, 0.7],
    ['basketball', 'Orange', 190, 0.42],
    ['bottle', 'Coral', 630, 0.5],
  ]),
);
write(
  '/images/categories/health-beauty.svg',
  categorySvg('Health & Beauty', 330, [
    ['serum', 'Orange', 220, 0.6],
    ['lipstick', 'Red', 590, 0.55],
    ['perfume', 'Pink', 400, 0.75],
  ]),
);
write(
  '/images/categories/books-media.svg',
  categorySvg('Books & Media', 40, [
    ['book', 'Teal', 210, 0.6],
    ['bookstack', 'Navy', 600, 0.55],
    ['vinyl', 'Orange', 400, 0.7],
  ]),
);

write('/images/hero/studio-night.svg', studioNightSvg());
write('/images/hero/mountains.svg', mountainsSvg());
write(
  '/images/hero/headphones.svg',
  cutoutSvg(
    ARTS.headphones,
    paintFor(COLOURS.Silver.hex, 11, 'SonicWave ANC Headphones'),
    'SonicWave ANC Headphones',
  ),
);
write(
  '/images/hero/sneaker.svg',
  cutoutSvg(ARTS.sneaker, paintFor(COLOURS.White.hex, 12, 'Stride Knit Sneakers'), 'Stride Knit Sneakers'),
);
write(
  '/images/hero/plant.svg',
  cutoutSvg(ARTS.plant, paintFor(COLOURS.Cream.hex, 0, 'Monstera'), 'Monstera in a ceramic pot'),
);
write(
  '/images/hero/backpack.svg',
  cutoutSvg(
    ARTS.backpack,
    paintFor(COLOURS.Orange.hex, 14, 'Trailhead 35 L Hiking Backpack'),
    'Trailhead 35 L Hiking Backpack',
  ),
);

for (const [name] of BRANDS) write(brandLogoPath(name), logoSvg(name));
for (const name of TESTIMONIAL_NAMES) write(avatarPath(name), avatarSvg(name));

const total = written.reduce((sum, w) => sum + w.bytes, 0);
const largest = [...written].sort((a, b) => b.bytes - a.bytes)[0];
console.log(
  `${written.length} images, ${(total / 1024).toFixed(0)} KB in all, largest ${largest?.url} (${largest?.bytes} bytes)`,
);
const onDisk = FOLDERS.reduce(
  (n, f) =>
    n +
    readdirSync(join(PUBLIC, 'images', f)).filter((file) =>
      statSync(join(PUBLIC, 'images', f, file)).isFile(),
    ).length,
  0,
);
if (onDisk !== written.length) throw new Error(`Expected ${written.length} files, found ${onDisk}`);
