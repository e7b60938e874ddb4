/** Silhouettes for bottoms and footwear, in the same 400 x 500 box as the tops. */
import { body, both, dot, mirror, panel, seam, stroke, tint } from './svg-kit';
import type { Garment, Palette } from './svg-kit';

/** Denim's orange-gold contrast thread. */
const DENIM_THREAD = '#d09a3e';
const BRASS = '#b08d57';
const SOLE = '#f4f1ea';

const JEANS = 'M120 60 L280 60 L302 470 L214 470 L200 170 L186 470 L98 470 Z';

const legs = (p: Palette, thread: string) =>
  panel('M120 60 L280 60 L281.5 84 L118.5 84 Z', p.fill, p) +
  tint('M186 470 L200 170 L207 196 L198 470 Z', p.shade, 0.8) +
  both(panel('M134 56 L142 56 L142 90 L134 90 Z', p.fill, p) + seam('M100 456 L186 456', thread));

const jeans: Garment = {
  outline: JEANS,
  focus: [170, 110],
  front: (p) =>
    body(JEANS, p) +
    legs(p, DENIM_THREAD) +
    both(seam('M122 86 Q164 92 168 134', DENIM_THREAD)) +
    seam('M236 92 L258 92 L258 112 L236 112', DENIM_THREAD) +
    seam('M210 84 L210 150 Q210 166 200 170', DENIM_THREAD) +
    dot(200, 72, 5, BRASS, p.line),
  back: (p) =>
    body(JEANS, p) +
    legs(p, DENIM_THREAD) +
    seam('M119 100 L200 118 L281 100', DENIM_THREAD) +
    both(
      panel('M136 128 L180 124 L182 176 L160 188 L140 178 Z', p.fill, p) +
        seam('M142 134 L174 131 L176 171 L160 180 L146 173 Z', DENIM_THREAD),
    ) +
    `<rect x="226" y="64" width="30" height="16" rx="2" fill="#c89f6f"/>`,
};

const TROUSERS = 'M124 60 L276 60 L296 470 L212 470 L200 180 L188 470 L104 470 Z';

const trousers: Garment = {
  outline: TROUSERS,
  focus: [170, 110],
  front: (p) =>
    body(TROUSERS, p) +
    legs(p, p.line) +
    both(seam('M128 86 L156 140', p.line) + stroke('M152 160 L148 466', p.shade, 2)) +
    seam('M210 84 L210 150 Q210 165 200 172', p.line) +
    dot(200, 72, 4, p.shade, p.line),
  back: (p) => body(TROUSERS, p) + legs(p, p.line) + both(stroke('M142 130 L182 130', p.line, 4)),
};

const SHORTS = 'M118 150 L282 150 L304 350 L212 360 L200 250 L188 360 L96 350 Z';

const shortsCommon = (p: Palette) =>
  panel('M118 150 L282 150 L283.5 174 L116.5 174 Z', p.shade, p) +
  seam('M98 336 L188 346', p.line) +
  seam('M212 346 L302 336', p.line);

const shorts: Garment = {
  outline: SHORTS,
  focus: [200, 200],
  front: (p) =>
    body(SHORTS, p) +
    shortsCommon(p) +
    both(stroke('M194 174 L186 216', p.light, 3) + seam('M124 176 L150 220', p.line)) +
    panel('M102 250 L140 246 L144 304 L106 308 Z', p.fill, p) +
    panel('M101 242 L141 238 L142 256 L102 260 Z', p.shade, p),
  back: (p) =>
    body(SHORTS, p) + shortsCommon(p) + panel('M226 200 L264 198 L266 240 L228 242 Z', p.fill, p),
};

const UPPER =
  'M56 300 L60 228 Q62 206 86 206 L150 214 Q160 194 188 188 L204 196 Q236 240 300 252 Q350 262 354 300 Z';

const sneakerSide = (p: Palette) =>
  body(UPPER, p) +
  tint('M86 206 L150 214 Q140 228 118 228 Q96 226 86 206 Z', p.line, 0.6) +
  panel('M56 300 L60 228 Q62 206 86 206 Q80 252 100 300 Z', p.shade, p) +
  panel('M300 252 Q350 262 354 300 L308 300 Q300 276 300 252 Z', p.shade, p) +
  stroke('M118 292 Q196 240 280 266', p.light, 8) +
  [0, 1, 2, 3].map((i) => stroke(`M${166 + i * 20} ${226 + i * 9} l12 -16`, p.light, 4)).join('') +
  `<path d="M48 300 L362 300 Q368 324 346 332 L66 332 Q46 328 48 300 Z" fill="${SOLE}" stroke="${p.line}" stroke-width="2"/>` +
  stroke('M54 320 L358 320', '#b9b2a6', 3);

const sneaker: Garment = {
  outline: UPPER,
  focus: [220, 240],
  front: sneakerSide,
  back: (p) =>
    `<g transform="translate(40 -96) scale(0.9)" opacity="0.92">${mirror(sneakerSide(p))}</g>` +
    `<g transform="translate(0 40)">${sneakerSide(p)}</g>`,
};

const FOOTBED =
  'M200 70 Q262 74 266 170 Q270 260 252 330 Q250 440 200 452 Q150 440 148 330 Q130 260 134 170 Q138 74 200 70 Z';

const sandalTop = (p: Palette) =>
  stroke(FOOTBED, p.line, 10) +
  panel(FOOTBED, p.shade, p) +
  tint(
    'M200 380 Q232 384 232 420 Q220 440 200 440 Q180 440 168 420 Q168 384 200 380 Z',
    p.line,
    0.2,
  ) +
  panel('M134 186 Q200 150 266 186 L266 228 Q200 194 134 228 Z', p.fill, p) +
  panel('M188 112 Q200 92 212 112 L208 152 L192 152 Z', p.fill, p) +
  seam('M140 200 Q200 170 260 200', p.light);

const sandal: Garment = {
  outline: FOOTBED,
  focus: [200, 190],
  front: sandalTop,
  back: (p) =>
    `<g transform="translate(-20 41) scale(0.8)">${sandalTop(p)}</g>` +
    `<g transform="translate(100 41) scale(0.8)">${mirror(sandalTop(p))}</g>`,
};

export const BOTTOMS = {
  jeans,
  trousers,
  shorts,
  sneaker,
  sandal,
} satisfies Record<string, Garment>;
