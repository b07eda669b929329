import type { ArtKind } from '../../apps/api/src/seed/catalogue-types.ts';
import * as beauty from './art-beauty.ts';
import * as books from './art-books.ts';
import * as accessories from './art-accessories.ts';
import * as audio from './art-audio-camera.ts';
import * as clothing from './art-clothing.ts';
import * as devices from './art-devices.ts';
import * as fitness from './art-fitness.ts';
import * as furniture from './art-furniture.ts';
import * as kitchen from './art-kitchen-garden.ts';
import * as outdoor from './art-outdoor.ts';
import type { ArtSpec } from './art-types.ts';

/**
 * Every illustration kind of the catalogue with where it stands (floor y and shadow half-width), so
 * shadows and podiums meet the object. Typed by ArtKind: a kind added to the seed must be drawn here.
 */
export const ARTS: Record<ArtKind, ArtSpec> = {
  phone: { draw: devices.phone },
  tablet: { draw: devices.tablet },
  ereader: { draw: devices.ereader, floor: 632, spread: 190 },
  smartwatch: { draw: devices.smartwatch, floor: 688, spread: 150 },
  powerbank: { draw: devices.powerbank, floor: 636, spread: 170 },
  headphones: { draw: audio.headphones, floor: 600, spread: 230 },
  earbuds: { draw: audio.earbuds, floor: 606, spread: 240 },
  speaker: { draw: audio.speaker, floor: 634, spread: 170 },
  laptop: { draw: devices.laptop, floor: 552, spread: 300 },
  monitor: { draw: devices.monitor, floor: 634, spread: 260 },
  keyboard: { draw: devices.keyboard, floor: 556, spread: 290 },
  camera: { draw: audio.camera, floor: 548, spread: 270 },
  gamepad: { draw: audio.gamepad, floor: 612, spread: 290 },
  tshirt: { draw: clothing.tshirt, floor: 644 },
  hoodie: { draw: clothing.hoodie, floor: 630 },
  jacket: { draw: clothing.jacket, floor: 620 },
  dress: { draw: clothing.dress, floor: 666, spread: 220 },
  jeans: { draw: clothing.jeans, floor: 640, spread: 200 },
  sneaker: { draw: accessories.sneaker, floor: 612, spread: 280 },
  boot: { draw: accessories.boot, floor: 616, spread: 250 },
  handbag: { draw: accessories.handbag, floor: 638, spread: 240 },
  sunglasses: { draw: accessories.sunglasses, floor: 520, spread: 250 },
  cap: { draw: accessories.cap, floor: 572, spread: 230 },
  watch: { draw: accessories.watch, floor: 684, spread: 140 },
  scarf: { draw: clothing.scarf, floor: 662, spread: 240 },
  sofa: { draw: furniture.sofa, floor: 628, spread: 300 },
  chair: { draw: furniture.chair, floor: 648, spread: 220 },
  lamp: { draw: furniture.lamp, floor: 632, spread: 150 },
  cushion: { draw: furniture.cushion, floor: 622, spread: 230 },
  vase: { draw: furniture.vase, floor: 626, spread: 170 },
  candle: { draw: furniture.candle, floor: 628, spread: 150 },
  clock: { draw: furniture.clock, floor: 610, spread: 190 },
  mug: { draw: kitchen.mug, floor: 626, spread: 190 },
  pan: { draw: kitchen.pan, floor: 652, spread: 300 },
  kettle: { draw: kitchen.kettle, floor: 638, spread: 230 },
  plant: { draw: kitchen.plant, floor: 642, spread: 170 },
  wateringcan: { draw: kitchen.wateringcan, floor: 626, spread: 220 },
  yogamat: { draw: fitness.yogamat, floor: 622, spread: 280 },
  dumbbell: { draw: fitness.dumbbell, floor: 626, spread: 280 },
  kettlebell: { draw: fitness.kettlebell, floor: 640, spread: 190 },
  bottle: { draw: fitness.bottle, floor: 638, spread: 140 },
  soccerball: { draw: fitness.soccerball, floor: 632, spread: 200 },
  basketball: { draw: fitness.basketball, floor: 632, spread: 200 },
  racket: { draw: fitness.racket, floor: 650, spread: 180 },
  bicycle: { draw: outdoor.bicycle, floor: 622, spread: 310 },
  tent: { draw: outdoor.tent, floor: 632, spread: 320 },
  helmet: { draw: outdoor.helmet, floor: 620, spread: 250 },
  backpack: { draw: outdoor.backpack, floor: 642, spread: 200 },
  serum: { draw: beauty.serum, floor: 632, spread: 130 },
  creamjar: { draw: beauty.creamjar, floor: 632, spread: 220 },
  pumpbottle: { draw: beauty.pumpbottle, floor: 634, spread: 130 },
  tube: { draw: beauty.tube, floor: 638, spread: 140 },
  perfume: { draw: beauty.perfume, floor: 632, spread: 180 },
  lipstick: { draw: beauty.lipstick, floor: 634, spread: 200 },
  nailpolish: { draw: beauty.nailpolish, floor: 634, spread: 140 },
  palette: { draw: beauty.palette, floor: 622, spread: 260 },
  toothbrush: { draw: beauty.toothbrush, floor: 632, spread: 150 },
  hairdryer: { draw: beauty.hairdryer, floor: 642, spread: 240 },
  book: { draw: books.book, floor: 638, spread: 190 },
  bookstack: { draw: books.bookstack, floor: 622, spread: 240 },
  vinyl: { draw: books.vinyl, floor: 586, spread: 270 },
  boardgame: { draw: books.boardgame, floor: 642, spread: 260 },
  notebook: { draw: books.notebook, floor: 650, spread: 170 },
  turntable: { draw: books.turntable, floor: 602, spread: 280 },
};
