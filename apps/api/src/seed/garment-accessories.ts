/** Silhouettes for bags, caps, watches, scarves and sunglasses, in the 400 x 500 box. */
import { body, both, dot, panel, seam, stroke, tint } from './svg-kit';
import type { Garment, Palette } from './svg-kit';

const BRASS = '#b08d57';
const STEEL = '#c7c9ce';

const TOTE = 'M92 200 L308 200 L330 440 Q330 452 318 452 L82 452 Q70 452 70 440 Z';

const toteCommon = (p: Palette) =>
  stroke('M146 212 Q146 112 200 112 Q254 112 254 212', p.line, 17) +
  stroke('M146 212 Q146 112 200 112 Q254 112 254 212', p.shade, 12) +
  body(TOTE, p) +
  panel('M92 200 L308 200 L310 228 L90 228 Z', p.shade, p) +
  both(
    `<rect x="138" y="210" width="16" height="22" rx="3" fill="${BRASS}"/>` +
      seam('M106 232 L88 448', p.line),
  );

const bag: Garment = {
  outline: TOTE,
  focus: [200, 230],
  front: (p) => toteCommon(p) + dot(200, 216, 8, BRASS, p.line),
  back: (p) => toteCommon(p) + seam('M120 262 L280 262 L284 382 L116 382 Z', p.line),
};

const PACK =
  'M112 120 Q112 74 200 74 Q288 74 288 120 L300 430 Q300 452 278 452 L122 452 Q100 452 100 430 Z';

const backpack: Garment = {
  outline: PACK,
  focus: [200, 290],
  front: (p) =>
    stroke('M176 76 Q176 48 200 48 Q224 48 224 76', p.line, 8) +
    body(PACK, p) +
    stroke('M124 152 Q200 108 276 152', p.line, 3) +
    `<rect x="266" y="146" width="10" height="20" rx="3" fill="${p.light}" stroke="${p.line}"/>` +
    panel('M130 290 Q130 270 150 270 L250 270 Q270 270 270 290 L274 420 L126 420 Z', p.shade, p) +
    stroke('M136 292 L264 292', p.line, 3) +
    seam('M118 436 L282 436', p.line),
  back: (p) =>
    stroke('M176 76 Q176 48 200 48 Q224 48 224 76', p.line, 8) +
    body(PACK, p) +
    tint('M130 130 L270 130 L276 400 L124 400 Z', p.shade, 0.8) +
    both(panel('M140 96 Q120 250 136 430 L166 430 Q150 250 172 100 Z', p.shade, p)),
};

const CROWN = 'M96 300 Q92 168 200 158 Q308 168 304 300 Z';
const BRIM = 'M84 298 Q200 276 316 298 Q338 332 300 348 Q200 366 100 348 Q62 332 84 298 Z';

const cap: Garment = {
  outline: CROWN,
  focus: [200, 230],
  front: (p) =>
    body(CROWN, p) +
    seam('M200 162 L200 298', p.line) +
    both(seam('M150 168 Q132 230 138 298', p.line) + dot(158, 206, 3, p.line)) +
    tint('M170 216 L230 216 L230 254 L170 254 Z', p.light, 0.6) +
    dot(200, 160, 7, p.shade, p.line) +
    panel(BRIM, p.shade, p) +
    seam('M100 316 Q200 298 300 316', p.line),
  back: (p) =>
    `<g transform="translate(0 -10)">${panel(BRIM, p.shade, p)}</g>` +
    body(CROWN, p) +
    dot(200, 160, 7, p.shade, p.line) +
    tint('M160 300 Q160 250 200 248 Q240 250 240 300 Z', p.line, 0.6) +
    panel('M150 284 L250 284 L250 298 L150 298 Z', p.shade, p) +
    `<rect x="226" y="282" width="14" height="18" rx="2" fill="${STEEL}" stroke="${p.line}"/>`,
};

const straps = (p: Palette) =>
  panel('M160 36 L240 36 L236 172 L164 172 Z', p.fill, p) +
  panel('M164 328 L236 328 L240 464 L160 464 Z', p.fill, p) +
  panel('M160 360 L240 360 L240 374 L160 374 Z', p.shade, p) +
  [396, 420, 444].map((y) => dot(200, y, 4, p.line)).join('');

const watch: Garment = {
  outline: 'M160 36 L240 36 L240 464 L160 464 Z',
  focus: [200, 250],
  front: (p) => {
    const ink = p.dark ? '#f2efe8' : '#23252b';
    const marks = Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="198" y="180" width="4" height="${i % 3 === 0 ? 16 : 9}" fill="${ink}" transform="rotate(${i * 30} 200 250)"/>`,
    ).join('');
    return (
      straps(p) +
      `<rect x="292" y="238" width="14" height="24" rx="3" fill="${STEEL}" stroke="#8a8d93"/>` +
      dot(200, 250, 96, STEEL, '#8a8d93') +
      dot(200, 250, 84, '#e9eaed', '#8a8d93') +
      dot(200, 250, 76, p.fill) +
      marks +
      stroke('M200 250 L236 222', ink, 6) +
      stroke('M200 250 L200 188', ink, 4) +
      stroke('M200 262 L160 300', '#c23b32', 2) +
      dot(200, 250, 6, STEEL, '#8a8d93')
    );
  },
  back: (p) =>
    straps(p) +
    dot(200, 250, 96, STEEL, '#8a8d93') +
    dot(200, 250, 70, '#d9dbdf', '#a3a6ac') +
    dot(200, 250, 44, 'none', '#a3a6ac') +
    [45, 135, 225, 315]
      .map(
        (a) => `<circle cx="282" cy="250" r="5" fill="#8a8d93" transform="rotate(${a} 200 250)"/>`,
      )
      .join(''),
};

const DRAPE =
  'M114 92 L286 92 L300 420 Q276 430 256 416 Q236 440 214 420 L200 140 L186 420 Q164 440 144 416 Q124 430 100 420 Z';

const fringe = (x0: number, x1: number, y: number, colour: string) => {
  let d = '';
  for (let x = x0; x <= x1; x += 8) d += `M${x} ${y} l0 16 `;
  return stroke(d, colour, 2);
};

const scarf: Garment = {
  outline: DRAPE,
  focus: [200, 180],
  front: (p) =>
    stroke('M200 86 Q200 42 214 42 Q228 42 226 56', '#9a8f80', 4) +
    stroke('M106 90 L294 90', '#9a8f80', 6) +
    body(DRAPE, p) +
    both(
      tint('M140 110 L128 410 L146 412 Z', p.shade, 0.8) + stroke('M106 392 L184 396', p.light, 6),
    ),
  back: (p) =>
    body('M100 180 L300 180 L300 380 L100 380 Z', p) +
    tint('M100 180 L300 180 L200 280 Z', p.light, 0.35) +
    stroke('M104 350 L296 350', p.light, 6) +
    fringe(104, 296, 382, p.line),
};

const LENS =
  'M64 216 Q64 186 104 184 L168 186 Q186 188 184 214 L178 262 Q172 296 128 296 Q80 294 70 258 Z';

const lenses = (p: Palette) =>
  both(
    `<path d="${LENS}" fill="#23262d" fill-opacity="0.9" stroke="${p.line}" stroke-width="13"/>` +
      `<path d="${LENS}" fill="none" stroke="${p.fill}" stroke-width="10"/>` +
      tint('M86 204 L122 202 L94 252 Z', '#ffffff', 0.22),
  ) + stroke('M184 206 Q200 192 216 206', p.fill, 8);

const sunglasses: Garment = {
  outline: LENS,
  focus: [130, 230],
  front: (p) => both(stroke('M62 204 L40 210', p.fill, 8)) + lenses(p),
  back: (p) =>
    stroke('M70 214 Q200 238 328 226', p.fill, 7) +
    stroke('M330 214 Q200 242 72 230', p.fill, 7) +
    lenses(p),
};

export const ACCESSORIES = {
  bag,
  backpack,
  cap,
  watch,
  scarf,
  sunglasses,
} satisfies Record<string, Garment>;
