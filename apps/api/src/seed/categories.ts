import type { CategorySeed } from './catalogue-types.ts';
import { beautyMakeupCare } from './products-beauty-makeup-care.ts';
import { beautySkincare } from './products-beauty-skincare.ts';
import { books } from './products-books.ts';
import { electronicsAudioComputing } from './products-electronics-audio-computing.ts';
import { electronicsMobile } from './products-electronics-mobile.ts';
import { fashionClothing } from './products-fashion-clothing.ts';
import { fashionShoesAccessories } from './products-fashion-shoes-accessories.ts';
import { homeKitchenGarden } from './products-home-kitchen-garden.ts';
import { homeLiving } from './products-home-living.ts';
import { media } from './products-media.ts';
import { sportsFitness } from './products-sports-fitness.ts';
import { sportsOutdoorGear } from './products-sports-outdoor-gear.ts';

/** The six categories of storefront §1, in display order, with their products. */
export const CATEGORIES: readonly CategorySeed[] = [
  {
    slug: 'electronics',
    name: ['Electronics', 'Électronique'],
    description: [
      'Phones, laptops, audio and smart gadgets from brands you trust.',
      'Smartphones, ordinateurs, audio et objets connectés de marques de confiance.',
    ],
    icon: '📱',
    products: [...electronicsMobile, ...electronicsAudioComputing],
  },
  {
    slug: 'fashion',
    name: ['Fashion', 'Mode'],
    description: [
      'Everyday essentials, statement pieces, shoes and accessories.',
      'Essentiels du quotidien, pièces fortes, chaussures et accessoires.',
    ],
    icon: '👗',
    products: [...fashionClothing, ...fashionShoesAccessories],
  },
  {
    slug: 'home-garden',
    name: ['Home & Garden', 'Maison & Jardin'],
    description: [
      'Furniture, lighting, kitchenware and plants to make a house a home.',
      'Mobilier, luminaires, ustensiles de cuisine et plantes pour se sentir chez soi.',
    ],
    icon: '🏡',
    products: [...homeLiving, ...homeKitchenGarden],
  },
  {
    slug: 'sports-outdoors',
    name: ['Sports & Outdoors', 'Sports & Plein air'],
    description: [
      'Gear for training at home, on the trail and on two wheels.',
      'Du matériel pour s’entraîner à la maison, sur les sentiers et à vélo.',
    ],
    icon: '⚽',
    products: [...sportsFitness, ...sportsOutdoorGear],
  },
  {
    slug: 'health-beauty',
    name: ['Health & Beauty', 'Santé & Beauté'],
    description: [
      'Skincare, fragrance, make-up and personal care for every routine.',
      'Soins de la peau, parfums, maquillage et hygiène pour toutes les routines.',
    ],
    icon: '💄',
    products: [...beautySkincare, ...beautyMakeupCare],
  },
  {
    slug: 'books-media',
    name: ['Books & Media', 'Livres & Médias'],
    description: [
      'Bestselling books, vinyl records, games and stationery.',
      'Livres à succès, vinyles, jeux et papeterie.',
    ],
    icon: '📚',
    products: [...books, ...media],
  },
];
