import type { Insertable } from 'kysely';
import { stableId } from '../db/ids.ts';
import type { BrandsTable, HeroSlidesTable, TestimonialsTable } from '../db/types.ts';
import { type CatalogueRows, isoDaysBefore, productId } from './product-rows.ts';

/** Home-page content: hero slides, testimonials and the brand strip of the footer. */

type Slide = Omit<Insertable<HeroSlidesTable>, 'id' | 'sortOrder' | 'createdAt' | 'updatedAt'>;

/** Hero price block taken from the product itself, so the slide never contradicts the product page. */
function priceOf(catalogue: CatalogueRows, slug: string) {
  const p = catalogue.products.find((row) => row.id === productId(slug));
  if (!p) throw new Error(`Hero slide names unknown product ${slug}`);
  return {
    currentPriceCents: p.priceCents,
    oldPriceCents: p.originalPriceCents ?? null,
  };
}

export function heroSlideRows(catalogue: CatalogueRows): Insertable<HeroSlidesTable>[] {
  const slides: Slide[] = [
    {
      // Background image, product image and price block.
      titleEn: 'Hear Only What Matters',
      titleFr: 'N’écoutez que l’essentiel',
      subtitleEn: 'New SonicWave ANC Headphones',
      subtitleFr: 'Nouveau casque SonicWave ANC',
      descriptionEn: 'Adaptive noise cancelling and 40 hours of battery in a featherlight design.',
      descriptionFr: 'Réduction de bruit adaptative et 40 heures d’autonomie dans un design ultra-léger.',
      buttonTextEn: 'Shop Now',
      buttonTextFr: 'Acheter',
      buttonLink: `/product/${productId('sonic-wave-anc-headphones')}`,
      image: '/images/hero/headphones.svg',
      productImage: '/images/hero/headphones.svg',
      backgroundImage: '/images/hero/studio-night.svg',
      gradient: null,
      ...priceOf(catalogue, 'sonic-wave-anc-headphones'),
    },
    {
      // CSS gradient, no background image.
      titleEn: 'The Summer Style Edit',
      titleFr: 'La sélection mode de l’été',
      subtitleEn: 'Fresh colours for sunny days',
      subtitleFr: 'Des couleurs fraîches pour les beaux jours',
      descriptionEn: 'Linen dresses, knit sneakers and everyday tees, ready for the season.',
      descriptionFr: 'Robes en lin, baskets en maille et T-shirts du quotidien, prêts pour la saison.',
      buttonTextEn: 'Discover Fashion',
      buttonTextFr: 'Découvrir la mode',
      buttonLink: '/category/fashion',
      image: '/images/hero/sneaker.svg',
      productImage: '/images/hero/sneaker.svg',
      backgroundImage: null,
      gradient: 'linear-gradient(135deg, #f97316 0%, #ec4899 100%)',
      currentPriceCents: null,
      oldPriceCents: null,
    },
    {
      // Neither background image nor gradient: the storefront's default purple gradient shows.
      titleEn: 'Make Home Your Happy Place',
      titleFr: 'Faites de votre intérieur un havre de paix',
      subtitleEn: 'Furniture, lighting and plants',
      subtitleFr: 'Mobilier, luminaires et plantes',
      descriptionEn: 'Soft textures and greenery to bring calm to every room.',
      descriptionFr: 'Des matières douces et du végétal pour apaiser chaque pièce.',
      buttonTextEn: 'Shop Home & Garden',
      buttonTextFr: 'Voir Maison & Jardin',
      buttonLink: '/category/home-garden',
      image: '/images/hero/plant.svg',
      productImage: '/images/hero/plant.svg',
      backgroundImage: null,
      gradient: null,
      currentPriceCents: null,
      oldPriceCents: null,
    },
    {
      titleEn: 'Gear Up for the Trail',
      titleFr: 'Équipez-vous pour le sentier',
      subtitleEn: 'Trailhead 35 L Hiking Backpack',
      subtitleFr: 'Sac de randonnée Trailhead 35 L',
      descriptionEn: 'Ventilated, light and ready for your next summit.',
      descriptionFr: 'Ventilé, léger et prêt pour votre prochain sommet.',
      buttonTextEn: 'Explore Outdoors',
      buttonTextFr: 'Explorer le plein air',
      buttonLink: '/category/sports-outdoors',
      image: '/images/hero/backpack.svg',
      productImage: '/images/hero/backpack.svg',
      backgroundImage: '/images/hero/mountains.svg',
      gradient: null,
      ...priceOf(catalogue, 'trailhead-35l-hiking-backpack'),
    },
  ];
  const createdAt = isoDaysBefore(60);
  return slides.map((s, sortOrder) => ({
    ...s,
    id: stableId(`hero:${sortOrder}`),
    sortOrder,
    isActive: 1,
    createdAt,
    updatedAt: createdAt,
  }));
}

/** [name, title en, title fr, comment en, comment fr, rating, date] */
type TestimonialSeed = readonly [string, string, string, string, string, number, string];

const TESTIMONIALS: readonly TestimonialSeed[] = [
  [
    'Emily Carter',
    'Verified buyer',
    'Acheteuse vérifiée',
    'My headphones arrived in two days and the noise cancelling is unreal. Checkout took less than a minute.',
    'Mon casque est arrivé en deux jours et la réduction de bruit est bluffante. La commande m’a pris moins d’une minute.',
    5,
    '2026-10-18',
  ],
  [
    'Lucas Bernard',
    'Photographer',
    'Photographe',
    'Great prices on camera gear and honest product descriptions. The M50 was exactly as described.',
    'D’excellents prix sur le matériel photo et des descriptions honnêtes. Le M50 était exactement comme annoncé.',
    5,
    '2026-10-02',
  ],
  [
    'Aisha Rahman',
    'Yoga teacher',
    'Professeure de yoga',
    'I ordered mats for my whole studio. They grip beautifully and the colours are even nicer in person.',
    'J’ai commandé des tapis pour tout mon studio. Ils adhèrent parfaitement et les couleurs sont encore plus belles en vrai.',
    5,
    '2026-09-21',
  ],
  [
    'Marc Dubois',
    'Home cook',
    'Cuisinier amateur',
    'The cast iron skillet is a joy. Delivery was a day later than planned, but support kept me informed.',
    'La poêle en fonte est un bonheur. La livraison a eu un jour de retard, mais le service client m’a tenu informé.',
    4,
    '2026-09-08',
  ],
  [
    'Olivia Chen',
    'Student',
    'Étudiante',
    'Affordable, fast and the site works perfectly in French and English. My go-to shop for gifts.',
    'Abordable, rapide, et le site fonctionne parfaitement en français comme en anglais. Ma boutique préférée pour les cadeaux.',
    5,
    '2026-08-27',
  ],
  [
    'David Miller',
    'Cyclist',
    'Cycliste',
    'The Ridgeline bike came almost fully assembled and rides beautifully. Returns look easy too.',
    'Le vélo Ridgeline est arrivé presque entièrement monté et roule à merveille. Les retours ont l’air simples aussi.',
    4,
    '2026-08-11',
  ],
];

export const avatarPath = (name: string): string =>
  `/images/avatars/${name.toLowerCase().replace(/\s+/g, '-')}.svg`;

export function testimonialRows(): Insertable<TestimonialsTable>[] {
  const createdAt = isoDaysBefore(40);
  return TESTIMONIALS.map(([name, titleEn, titleFr, commentEn, commentFr, rating, date], sortOrder) => ({
    id: stableId(`testimonial:${name}`),
    name,
    titleEn,
    titleFr,
    commentEn,
    commentFr,
    rating,
    image: avatarPath(name),
    date,
    sortOrder,
    isActive: 1,
    createdAt,
    updatedAt: createdAt,
  }));
}

export const TESTIMONIAL_NAMES: readonly string[] = TESTIMONIALS.map((t) => t[0]);

/** Made-up brands (no real trademarks); the logo files are drawn by scripts/generate-images.ts. */
export const BRANDS: readonly (readonly [name: string, en: string, fr: string])[] = [
  [
    'Nordwave',
    'Premium wireless audio engineered in Scandinavia.',
    'Audio sans fil haut de gamme conçu en Scandinavie.',
  ],
  [
    'Lumora',
    'Lighting and decor that make every room glow.',
    'Luminaires et décoration qui illuminent chaque pièce.',
  ],
  [
    'Kestrel Outdoor',
    'Tough, light gear for trails and summits.',
    'Du matériel léger et robuste pour les sentiers et les sommets.',
  ],
  [
    'Maison Clair',
    'Gentle skincare made with plant-based ingredients.',
    'Des soins doux à base d’ingrédients d’origine végétale.',
  ],
  ['Pulseline', 'Smart wearables for active lives.', 'Des objets connectés pour les vies actives.'],
  [
    'Fernwood',
    'Plants, pots and garden tools for green fingers.',
    'Plantes, pots et outils de jardin pour les mains vertes.',
  ],
  [
    'Atlas Works',
    'Laptops and accessories built for creators.',
    'Ordinateurs et accessoires pensés pour les créateurs.',
  ],
  ['Solenne', 'Fine fragrances composed in Grasse.', 'Des parfums raffinés composés à Grasse.'],
  [
    'Inkwell Press',
    'An independent publisher of stories worth sharing.',
    'Un éditeur indépendant d’histoires à partager.',
  ],
  [
    'Vantage Athletics',
    'Performance apparel and training gear.',
    'Vêtements techniques et équipement d’entraînement.',
  ],
];

export const brandLogoPath = (name: string): string =>
  `/images/brands/${name.toLowerCase().replace(/\s+/g, '-')}.svg`;

export function brandRows(): Insertable<BrandsTable>[] {
  const createdAt = isoDaysBefore(300);
  return BRANDS.map(([name, descriptionEn, descriptionFr], sortOrder) => ({
    id: stableId(`brand:${name}`),
    name,
    logoUrl: brandLogoPath(name),
    descriptionEn,
    descriptionFr,
    sortOrder,
    isActive: 1,
    createdAt,
    updatedAt: createdAt,
  }));
}
