import type { ArtKind, Pair } from './catalogue-types.ts';

/**
 * Word lists of the large-catalogue generator: per category, product kinds (English and French
 * name, the illustration they reuse, a price range in cents) and selling points. French names put
 * the noun first ("Casque sans fil Aurora 4821"), so no adjective has to agree with it.
 */

export interface GeneratedKind {
  name: Pair;
  art: ArtKind;
  minCents: number;
  maxCents: number;
}

type KindRow = readonly [en: string, fr: string, art: ArtKind, minCents: number, maxCents: number];

const kinds = (rows: readonly KindRow[]): GeneratedKind[] =>
  rows.map(([en, fr, art, minCents, maxCents]) => ({ name: [en, fr], art, minCents, maxCents }));

export const GENERATED_KINDS: Record<string, GeneratedKind[]> = {
  electronics: kinds([
    ['Wireless Headphones', 'Casque sans fil', 'headphones', 4900, 39900],
    ['Smartphone', 'Smartphone', 'phone', 19900, 119900],
    ['Tablet', 'Tablette', 'tablet', 14900, 89900],
    ['Smartwatch', 'Montre connectée', 'smartwatch', 4900, 44900],
    ['Bluetooth Speaker', 'Enceinte Bluetooth', 'speaker', 2900, 29900],
    ['Laptop', 'Ordinateur portable', 'laptop', 49900, 249900],
    ['True Wireless Earbuds', 'Écouteurs sans fil', 'earbuds', 2900, 24900],
    ['4K Monitor', 'Écran 4K', 'monitor', 19900, 89900],
    ['Mechanical Keyboard', 'Clavier mécanique', 'keyboard', 4900, 19900],
    ['Mirrorless Camera', 'Appareil photo hybride', 'camera', 39900, 249900],
    ['Game Controller', 'Manette de jeu', 'gamepad', 2900, 9900],
    ['Power Bank', 'Batterie externe', 'powerbank', 1900, 7900],
    ['E-Reader', 'Liseuse', 'ereader', 8900, 24900],
  ]),
  fashion: kinds([
    ['Cotton T-Shirt', 'T-shirt en coton', 'tshirt', 1500, 4500],
    ['Fleece Hoodie', 'Sweat à capuche', 'hoodie', 3500, 8900],
    ['Puffer Jacket', 'Doudoune', 'jacket', 7900, 24900],
    ['Midi Dress', 'Robe mi-longue', 'dress', 3900, 12900],
    ['Straight Jeans', 'Jean droit', 'jeans', 3900, 11900],
    ['Sneakers', 'Baskets', 'sneaker', 4900, 15900],
    ['Leather Boots', 'Bottines en cuir', 'boot', 7900, 22900],
    ['Leather Tote', 'Sac cabas en cuir', 'handbag', 3900, 19900],
    ['Sunglasses', 'Lunettes de soleil', 'sunglasses', 1900, 14900],
    ['Baseball Cap', 'Casquette', 'cap', 1500, 3900],
    ['Wool Scarf', 'Écharpe en laine', 'scarf', 1900, 6900],
    ['Analog Watch', 'Montre analogique', 'watch', 4900, 39900],
  ]),
  'home-garden': kinds([
    ['Sofa', 'Canapé', 'sofa', 39900, 149900],
    ['Armchair', 'Fauteuil', 'chair', 14900, 59900],
    ['Table Lamp', 'Lampe à poser', 'lamp', 2900, 14900],
    ['Throw Cushion', 'Coussin', 'cushion', 1500, 4900],
    ['Ceramic Vase', 'Vase en céramique', 'vase', 1900, 8900],
    ['Scented Candle', 'Bougie parfumée', 'candle', 1200, 4900],
    ['Wall Clock', 'Horloge murale', 'clock', 1900, 8900],
    ['Coffee Mug', 'Mug', 'mug', 900, 3900],
    ['Frying Pan', 'Poêle', 'pan', 2500, 9900],
    ['Electric Kettle', 'Bouilloire électrique', 'kettle', 2900, 12900],
    ['Potted Plant', 'Plante en pot', 'plant', 1500, 9900],
    ['Watering Can', 'Arrosoir', 'wateringcan', 1500, 4900],
  ]),
  'sports-outdoors': kinds([
    ['Yoga Mat', 'Tapis de yoga', 'yogamat', 1900, 8900],
    ['Dumbbell Set', 'Set d’haltères', 'dumbbell', 2900, 29900],
    ['Kettlebell', 'Kettlebell', 'kettlebell', 2500, 8900],
    ['Water Bottle', 'Gourde', 'bottle', 1200, 3900],
    ['Soccer Ball', 'Ballon de football', 'soccerball', 1500, 4900],
    ['Basketball', 'Ballon de basket', 'basketball', 1500, 4900],
    ['Tennis Racket', 'Raquette de tennis', 'racket', 3900, 24900],
    ['Hybrid Bike', 'Vélo hybride', 'bicycle', 39900, 129900],
    ['Camping Tent', 'Tente de camping', 'tent', 7900, 44900],
    ['Cycling Helmet', 'Casque de vélo', 'helmet', 3900, 17900],
    ['Hiking Backpack', 'Sac de randonnée', 'backpack', 3900, 17900],
    ['Trail Shoes', 'Chaussures de trail', 'sneaker', 6900, 17900],
  ]),
  'health-beauty': kinds([
    ['Face Serum', 'Sérum visage', 'serum', 1500, 6900],
    ['Moisturiser', 'Crème hydratante', 'creamjar', 1500, 6900],
    ['Body Lotion', 'Lait corporel', 'pumpbottle', 900, 3900],
    ['Sunscreen SPF 50', 'Crème solaire SPF 50', 'tube', 1200, 3900],
    ['Eau de Parfum', 'Eau de parfum', 'perfume', 3900, 14900],
    ['Lipstick', 'Rouge à lèvres', 'lipstick', 900, 3900],
    ['Nail Polish', 'Vernis à ongles', 'nailpolish', 600, 2400],
    ['Eyeshadow Palette', 'Palette de fards', 'palette', 1900, 5900],
    ['Electric Toothbrush', 'Brosse à dents électrique', 'toothbrush', 2900, 14900],
    ['Hair Dryer', 'Sèche-cheveux', 'hairdryer', 2900, 19900],
  ]),
  'books-media': kinds([
    ['Novel', 'Roman', 'book', 999, 2999],
    ['Cookbook', 'Livre de cuisine', 'book', 1999, 4499],
    ['Travel Guide', 'Guide de voyage', 'book', 1499, 3499],
    ['Box Set', 'Coffret', 'bookstack', 3999, 9999],
    ['Vinyl LP', 'Vinyle 33 tours', 'vinyl', 1999, 4499],
    ['Board Game', 'Jeu de société', 'boardgame', 1999, 6999],
    ['Notebook', 'Carnet', 'notebook', 799, 3499],
    ['Turntable', 'Platine vinyle', 'turntable', 9900, 39900],
  ]),
};

/** Made-up model names placed before the product kind. */
export const MODEL_NAMES: readonly string[] = [
  'Aurora',
  'Nova',
  'Zenith',
  'Lumen',
  'Echo',
  'Vertex',
  'Solace',
  'Orbit',
  'Atlas',
  'Cobalt',
  'Ember',
  'Helix',
  'Nimbus',
  'Quartz',
  'Sierra',
  'Tundra',
  'Vela',
  'Willow',
  'Juniper',
  'Maple',
  'Harbor',
  'Luna',
  'Prism',
  'Coral',
  'Drift',
  'Summit',
  'Meadow',
  'Pulse',
  'Terra',
  'Alto',
];

/** One-line descriptions by category: [en, fr]. */
export const SELLING_POINTS: Record<string, readonly Pair[]> = {
  electronics: [
    [
      'Sharp performance and long battery life for every day.',
      'Des performances affûtées et une longue autonomie au quotidien.',
    ],
    [
      'Smart features in a sleek, lightweight design.',
      'Des fonctions intelligentes dans un design fin et léger.',
    ],
    ['Crisp sound and seamless wireless connection.', 'Un son net et une connexion sans fil fluide.'],
    [
      'Built with premium materials and fast charging.',
      'Des matériaux haut de gamme et une recharge rapide.',
    ],
  ],
  fashion: [
    [
      'A wardrobe staple cut from soft, durable fabric.',
      'Un indispensable de la garde-robe, dans une matière douce et résistante.',
    ],
    [
      'Modern fit and timeless style for every occasion.',
      'Une coupe moderne et un style intemporel pour toutes les occasions.',
    ],
    [
      'Comfortable all day, from the office to the weekend.',
      'Confortable toute la journée, du bureau au week-end.',
    ],
    [
      'Responsibly made with attention to every detail.',
      'Fabriqué de manière responsable, avec un soin apporté à chaque détail.',
    ],
  ],
  'home-garden': [
    ['Brings warmth and character to any room.', 'Apporte chaleur et caractère à toutes les pièces.'],
    ['Thoughtfully designed for everyday living.', 'Pensé avec soin pour la vie de tous les jours.'],
    [
      'Natural materials and a calm, modern look.',
      'Des matériaux naturels et une allure moderne et apaisante.',
    ],
    ['Easy to care for and made to last.', 'Facile à entretenir et fait pour durer.'],
  ],
  'sports-outdoors': [
    [
      'Tough, reliable gear for training and adventure.',
      'Un équipement robuste et fiable pour l’entraînement et l’aventure.',
    ],
    ['Lightweight performance you can count on.', 'Des performances légères sur lesquelles compter.'],
    [
      'Designed with athletes for comfort and control.',
      'Conçu avec des sportifs pour le confort et le contrôle.',
    ],
    [
      'Ready for the gym, the trail and everything between.',
      'Prêt pour la salle, les sentiers et tout le reste.',
    ],
  ],
  'health-beauty': [
    ['Gentle, effective care for a daily routine.', 'Un soin doux et efficace pour la routine quotidienne.'],
    [
      'Clean formula with carefully chosen ingredients.',
      'Une formule clean aux ingrédients soigneusement choisis.',
    ],
    [
      'Dermatologist-tested and suitable for sensitive skin.',
      'Testé sous contrôle dermatologique, adapté aux peaux sensibles.',
    ],
    ['A little luxury that makes every day brighter.', 'Un petit luxe qui illumine chaque journée.'],
  ],
  'books-media': [
    ['A favourite of readers and critics alike.', 'Plébiscité par les lecteurs comme par la critique.'],
    ['Beautifully produced and made to be shared.', 'Une très belle édition, faite pour être partagée.'],
    ['Hours of enjoyment for the whole family.', 'Des heures de plaisir pour toute la famille.'],
    ['A thoughtful gift for curious minds.', 'Un cadeau attentionné pour les esprits curieux.'],
  ],
};

/** Second sentence of every generated detailed description: the shop's display promises (§9). */
export const CLOSINGS: readonly Pair[] = [
  [
    'Backed by a 1-year warranty, with free shipping on orders over $50.',
    'Garantie 1 an, livraison offerte dès 50 $ d’achat.',
  ],
  [
    'Delivered in 5–7 business days, with easy returns within 30 days.',
    'Livré en 5 à 7 jours ouvrés, avec retours faciles sous 30 jours.',
  ],
];
