import type { ProductSeed } from './catalogue-types.ts';
import { apparel, CLOTHING_SIZES } from './variants.ts';

/** Fashion, part 1: tops, jackets, dresses, denim and knitwear. */
export const fashionClothing: readonly ProductSeed[] = [
  {
    slug: 'essential-organic-cotton-tee',
    art: 'tshirt',
    price: 2499,
    name: ['Essential Organic Cotton Tee', 'T-shirt essentiel en coton bio'],
    description: [
      'A soft, breathable crew-neck T-shirt in 100% organic cotton.',
      'Un T-shirt col rond doux et respirant, 100 % coton biologique.',
    ],
    details: [
      'Our best-selling tee is cut from mid-weight organic jersey that gets softer with every wash. Side seams are taped so it keeps its shape, wear after wear.',
      'Notre T-shirt le plus vendu est taillé dans un jersey bio de grammage moyen qui s’adoucit à chaque lavage. Ses coutures renforcées lui permettent de garder sa forme, porté après porté.',
    ],
    specs: [
      ['Material', 'Matière', '100% organic cotton', '100 % coton bio'],
      ['Weight', 'Grammage', '180 g/m²', '180 g/m²'],
      ['Fit', 'Coupe', 'Regular', 'Classique'],
      ['Care', 'Entretien', 'Machine wash 30 °C', 'Lavage en machine à 30 °C'],
    ],
    variants: apparel(['White', 'Black', 'Sage'], CLOTHING_SIZES),
    featured: true,
  },
  {
    slug: 'heavyweight-pocket-tee',
    art: 'tshirt',
    tint: 'Mustard',
    price: 3499,
    name: ['Heavyweight Pocket Tee', 'T-shirt épais à poche'],
    description: [
      'A boxy, heavyweight T-shirt with a chest pocket.',
      'Un T-shirt ample et épais, avec poche poitrine.',
    ],
    details: [
      'Made from dense 240 g/m² cotton, this tee has the structure of vintage workwear. The garment-dyed colour fades beautifully over time.',
      'Confectionné dans un coton dense de 240 g/m², ce T-shirt a la tenue des vêtements de travail vintage. Sa teinture en pièce se patine joliment avec le temps.',
    ],
    specs: [
      ['Material', 'Matière', '100% cotton', '100 % coton'],
      ['Weight', 'Grammage', '240 g/m²', '240 g/m²'],
      ['Fit', 'Coupe', 'Boxy', 'Ample'],
    ],
  },
  {
    slug: 'cloud-fleece-hoodie',
    art: 'hoodie',
    price: 5999,
    name: ['Cloud Fleece Hoodie', 'Sweat à capuche Cloud'],
    description: [
      'A brushed-fleece hoodie that feels like a warm cloud.',
      'Un sweat à capuche en molleton gratté, doux comme un nuage.',
    ],
    details: [
      'The Cloud hoodie is brushed on the inside for warmth without bulk. A double-layer hood, ribbed cuffs and a roomy kangaroo pocket make it the one you reach for every weekend.',
      'Le sweat Cloud est gratté à l’intérieur pour tenir chaud sans épaisseur. Sa capuche doublée, ses poignets côtelés et sa grande poche kangourou en font celui que vous enfilerez tous les week-ends.',
    ],
    specs: [
      ['Material', 'Matière', '80% cotton, 20% recycled polyester', '80 % coton, 20 % polyester recyclé'],
      ['Weight', 'Grammage', '320 g/m²', '320 g/m²'],
      ['Fit', 'Coupe', 'Relaxed', 'Décontractée'],
    ],
    variants: apparel(['Grey', 'Navy'], CLOTHING_SIZES),
  },
  {
    slug: 'zip-up-track-hoodie',
    art: 'hoodie',
    tint: 'Olive',
    price: 6499,
    name: ['Zip-Up Track Hoodie', 'Sweat zippé à capuche'],
    description: [
      'A full-zip hoodie with side pockets and a clean, sporty cut.',
      'Un sweat entièrement zippé, avec poches latérales et une coupe sport épurée.',
    ],
    details: [
      'This zip-up layers easily over a tee on cool mornings. The metal zip runs smoothly, and the lined hood keeps the wind out.',
      'Ce sweat zippé se superpose facilement à un T-shirt les matins frais. Sa fermeture métallique coulisse sans accroc, et sa capuche doublée coupe le vent.',
    ],
    specs: [
      ['Material', 'Matière', '100% cotton fleece', 'Molleton 100 % coton'],
      ['Closure', 'Fermeture', 'Metal zip', 'Zip métallique'],
      ['Fit', 'Coupe', 'Regular', 'Classique'],
    ],
  },
  {
    slug: 'alpine-puffer-jacket',
    art: 'jacket',
    tint: 'Red',
    price: 14900,
    name: ['Alpine Puffer Jacket', 'Doudoune Alpine'],
    description: [
      'A light, packable puffer with recycled insulation rated to −10 °C.',
      'Une doudoune légère et compressible, à isolation recyclée, confortable jusqu’à −10 °C.',
    ],
    details: [
      'The Alpine puffer packs into its own pocket and weighs barely 400 grams. Its water-repellent shell sheds snow and drizzle, and the high collar shields your chin from the wind.',
      'La doudoune Alpine se range dans sa propre poche et pèse à peine 400 grammes. Son tissu déperlant résiste à la neige et à la bruine, et son col montant protège le menton du vent.',
    ],
    specs: [
      ['Insulation', 'Isolation', 'Recycled synthetic down', 'Duvet synthétique recyclé'],
      ['Comfort', 'Confort', 'Down to −10 °C', 'Jusqu’à −10 °C'],
      ['Weight', 'Poids', '410 g', '410 g'],
      ['Shell', 'Tissu extérieur', 'Water-repellent nylon', 'Nylon déperlant'],
    ],
  },
  {
    slug: 'classic-denim-jacket',
    art: 'jacket',
    tint: 'Blue',
    price: 8900,
    name: ['Classic Denim Jacket', 'Veste en jean classique'],
    description: [
      'A timeless trucker jacket in rigid mid-blue denim.',
      'Une veste en jean intemporelle, coupe trucker, en denim brut bleu moyen.',
    ],
    details: [
      'Cut in sturdy 13 oz denim with copper buttons, this jacket softens and moulds to you over the years. Wear it over a hoodie in spring or a dress in summer.',
      'Taillée dans un denim robuste de 13 oz avec boutons en cuivre, cette veste s’assouplit et épouse votre silhouette au fil des ans. Portez-la sur un sweat au printemps ou sur une robe en été.',
    ],
    specs: [
      ['Material', 'Matière', '100% cotton denim, 13 oz', 'Denim 100 % coton, 13 oz'],
      ['Buttons', 'Boutons', 'Copper', 'Cuivre'],
      ['Fit', 'Coupe', 'Regular', 'Classique'],
    ],
  },
  {
    slug: 'linen-wrap-midi-dress',
    art: 'dress',
    price: 7900,
    was: 9900,
    name: ['Linen Wrap Midi Dress', 'Robe portefeuille mi-longue en lin'],
    description: [
      'A breezy wrap dress in washed linen, made for warm days.',
      'Une robe portefeuille légère en lin lavé, pensée pour les beaux jours.',
    ],
    details: [
      'This midi dress ties at the waist for a flattering fit on every figure. The washed European linen is cool to the touch and looks even better slightly creased.',
      'Cette robe mi-longue se noue à la taille pour une silhouette mise en valeur, quelle que soit la morphologie. Son lin européen lavé est frais au toucher et encore plus beau légèrement froissé.',
    ],
    specs: [
      ['Material', 'Matière', '100% European linen', '100 % lin européen'],
      ['Length', 'Longueur', 'Midi', 'Mi-longue'],
      ['Care', 'Entretien', 'Machine wash 30 °C', 'Lavage en machine à 30 °C'],
    ],
    variants: apparel(['Coral', 'Sky'], CLOTHING_SIZES),
    featured: true,
  },
  {
    slug: 'satin-slip-dress',
    art: 'dress',
    tint: 'Purple',
    price: 6900,
    name: ['Satin Slip Dress', 'Robe nuisette en satin'],
    description: [
      'A bias-cut satin dress with adjustable straps.',
      'Une robe en satin coupée en biais, à bretelles réglables.',
    ],
    details: [
      'Cut on the bias, this slip dress skims the body and moves beautifully. Dress it up with heels or down with a chunky knit and sneakers.',
      'Coupée en biais, cette robe nuisette effleure le corps et bouge avec élégance. Portez-la avec des talons pour le soir, ou avec un gros pull et des baskets en journée.',
    ],
    specs: [
      ['Material', 'Matière', '100% recycled satin', '100 % satin recyclé'],
      ['Length', 'Longueur', 'Midi', 'Mi-longue'],
      ['Straps', 'Bretelles', 'Adjustable', 'Réglables'],
    ],
  },
  {
    slug: 'slim-fit-stretch-jeans',
    art: 'jeans',
    price: 6900,
    name: ['Slim-Fit Stretch Jeans', 'Jean slim stretch'],
    description: [
      'Slim jeans with just enough stretch to move freely all day.',
      'Un jean slim juste assez stretch pour bouger librement toute la journée.',
    ],
    details: [
      'These jeans keep a sharp slim line without feeling tight, thanks to a touch of elastane. The denim holds its colour wash after wash.',
      'Ce jean garde une ligne slim nette sans serrer, grâce à une pointe d’élasthanne. Son denim conserve sa couleur lavage après lavage.',
    ],
    specs: [
      ['Material', 'Matière', '98% cotton, 2% elastane', '98 % coton, 2 % élasthanne'],
      ['Fit', 'Coupe', 'Slim', 'Slim'],
      ['Rise', 'Taille', 'Mid rise', 'Taille mi-haute'],
    ],
    variants: apparel(['Blue', 'Black'], ['28', '30', '32', '34', '36']),
  },
  {
    slug: 'relaxed-straight-jeans',
    art: 'jeans',
    tint: 'Sky',
    price: 7499,
    name: ['Relaxed Straight Jeans', 'Jean droit décontracté'],
    description: [
      'Light-wash straight jeans with a relaxed, vintage-inspired fit.',
      'Un jean droit délavé, à la coupe décontractée d’inspiration vintage.',
    ],
    details: [
      'A straight leg and a comfortable high rise give these jeans an easy, nineties feel. The rigid cotton denim breaks in to fit you perfectly.',
      'Une jambe droite et une taille haute confortable donnent à ce jean une allure facile, très années 90. Son denim en coton brut se fait à votre morphologie au fil du temps.',
    ],
    specs: [
      ['Material', 'Matière', '100% cotton', '100 % coton'],
      ['Fit', 'Coupe', 'Relaxed straight', 'Droite décontractée'],
      ['Rise', 'Taille', 'High rise', 'Taille haute'],
    ],
  },
  {
    slug: 'merino-wool-scarf',
    art: 'scarf',
    tint: 'Rose',
    price: 3900,
    name: ['Merino Wool Scarf', 'Écharpe en laine mérinos'],
    description: [
      'A long, featherlight scarf in extra-fine merino wool.',
      'Une longue écharpe très légère en laine mérinos extra-fine.',
    ],
    details: [
      'Extra-fine merino is warm without the itch, and it regulates temperature when you step indoors. The scarf is long enough to loop twice.',
      'Le mérinos extra-fin réchauffe sans gratter et régule la température lorsque vous entrez au chaud. L’écharpe est assez longue pour faire deux tours.',
    ],
    specs: [
      ['Material', 'Matière', '100% merino wool', '100 % laine mérinos'],
      ['Size', 'Dimensions', '180 × 30 cm', '180 × 30 cm'],
      ['Care', 'Entretien', 'Hand wash', 'Lavage à la main'],
    ],
    soldOut: true,
  },
];
