/** Silhouettes for upper-body and full-length garments, drawn flat-lay in a 400 x 500 box. */
import { body, both, dot, panel, seam, stroke, tint } from './svg-kit';
import type { Garment, Palette } from './svg-kit';

/** The neckline dips deeper on the front than on the back. */
const tee = (neck: number) =>
  `M150 78 Q200 ${neck} 250 78 L318 98 L372 172 L328 200 L302 172 L304 430 L96 430 L98 172 L72 200 L28 172 L82 98 Z`;

const teeCommon = (p: Palette) =>
  tint('M98 172 L128 176 L122 430 L96 430 Z', p.shade, 0.6) +
  both(seam('M118 86 Q104 130 100 172', p.line) + seam('M36 160 L79 187', p.line)) +
  seam('M100 414 L300 414', p.line);

const backLabel = (p: Palette) =>
  `<rect x="190" y="88" width="20" height="10" rx="1" fill="${p.light}" stroke="${p.line}"/>`;

const tshirt: Garment = {
  outline: tee(112),
  focus: [200, 120],
  front: (p) =>
    tint('M150 78 Q200 64 250 78 Q200 112 150 78 Z', p.line, 0.5) +
    body(tee(112), p) +
    teeCommon(p) +
    panel('M150 78 Q200 112 250 78 L256 84 Q200 124 144 84 Z', p.shade, p),
  back: (p) =>
    body(tee(88), p) +
    teeCommon(p) +
    panel('M150 78 Q200 88 250 78 L256 84 Q200 100 144 84 Z', p.shade, p) +
    backLabel(p),
};

const polo: Garment = {
  outline: tee(100),
  focus: [200, 130],
  front: (p) =>
    body(tee(100), p) +
    teeCommon(p) +
    panel('M192 96 L208 96 L208 172 L192 172 Z', p.fill, p) +
    dot(200, 120, 4, p.light, p.line) +
    dot(200, 148, 4, p.light, p.line) +
    both(panel('M146 80 Q176 70 200 100 L174 130 Z', p.fill, p)),
  back: (p) =>
    body(tee(88), p) +
    teeCommon(p) +
    panel('M146 78 Q200 62 254 78 L250 94 Q200 80 150 94 Z', p.fill, p),
};

const SHIRT =
  'M152 70 L248 70 L318 92 L356 300 L362 400 L326 404 L316 310 L302 200 L304 440 Q252 466 200 450 Q148 466 96 440 L98 200 L84 310 L74 404 L38 400 L44 300 L82 92 Z';

const shirtCommon = (p: Palette) =>
  tint('M98 200 L126 204 L122 452 L96 440 Z', p.shade, 0.55) +
  both(
    seam('M110 83 Q94 140 98 200', p.line) + panel('M42 368 L38 400 L74 404 L79 372 Z', p.shade, p),
  );

const shirt: Garment = {
  outline: SHIRT,
  focus: [200, 150],
  front: (p) =>
    tint('M152 70 Q200 56 248 70 L200 102 Z', p.line, 0.5) +
    body(SHIRT, p) +
    shirtCommon(p) +
    seam('M194 104 L194 452', p.line) +
    seam('M206 104 L206 452', p.line) +
    [140, 186, 232, 278, 324, 370, 416].map((y) => dot(200, y, 4.5, p.light, p.line)).join('') +
    seam('M236 170 L276 170 L276 212 L256 220 L236 212 Z', p.line) +
    both(panel('M152 70 L200 102 L178 128 L142 86 Z', p.fill, p)),
  back: (p) =>
    body(SHIRT, p) +
    shirtCommon(p) +
    seam('M86 118 Q200 132 314 118', p.line) +
    seam('M200 128 L200 176', p.line) +
    panel('M152 70 Q200 58 248 70 L246 86 Q200 76 154 86 Z', p.fill, p),
};

/** Hoodies and jackets share a long-sleeved body with a ribbed hem and cuffs. */
const top = (neck: number) =>
  `M140 86 Q200 ${neck} 260 86 L326 108 L362 330 L360 394 L324 398 L314 330 L302 210 L304 440 L96 440 L98 210 L86 330 L76 398 L40 394 L38 330 L74 108 Z`;

const ribs = (p: Palette) =>
  panel('M97 408 L303 408 L304 440 L96 440 Z', p.shade, p) +
  both(
    panel('M39 364 L40 394 L76 398 L80 366 Z', p.shade, p) + seam('M112 96 Q96 160 98 210', p.line),
  ) +
  tint('M98 210 L126 214 L122 408 L97 408 Z', p.shade, 0.55);

const hoodie: Garment = {
  outline: top(128),
  focus: [200, 160],
  front: (p) =>
    panel('M136 100 Q128 28 200 22 Q272 28 264 100 Z', p.shade, p) +
    tint('M158 94 Q162 48 200 44 Q238 48 242 94 Q200 120 158 94 Z', p.line, 0.55) +
    body(top(128), p) +
    ribs(p) +
    panel('M136 318 L264 318 L286 398 L114 398 Z', p.fill, p) +
    both(
      stroke('M182 110 L178 196', p.light, 4) +
        panel('M174 196 L182 196 L182 212 L174 212 Z', p.line, p),
    ),
  back: (p) =>
    body(top(100), p) +
    ribs(p) +
    panel('M146 90 Q200 74 254 90 L246 196 Q200 222 154 196 Z', p.shade, p) +
    seam('M200 84 L200 212', p.line),
};

const jacket: Garment = {
  outline: top(112),
  focus: [200, 130],
  front: (p) =>
    body(top(112), p) +
    ribs(p) +
    panel('M140 86 Q200 112 260 86 L262 70 Q200 96 138 70 Z', p.shade, p) +
    stroke('M200 104 L200 440', p.line, 3) +
    `<rect x="195" y="112" width="10" height="24" rx="3" fill="${p.light}" stroke="${p.line}"/>` +
    both(
      stroke('M118 300 L150 272', p.line, 5) + seam('M56 170 L84 168 L86 198 L58 200 Z', p.line),
    ),
  back: (p) =>
    body(top(100), p) +
    ribs(p) +
    panel('M140 86 Q200 100 260 86 L262 70 Q200 84 138 70 Z', p.shade, p) +
    seam('M92 140 Q200 156 308 140', p.line),
};

const dress = (neck: number) =>
  `M160 70 Q200 ${neck} 240 70 L262 78 L270 120 L258 200 L250 222 L330 460 Q200 482 70 460 L150 222 L142 200 L130 120 L138 78 Z`;

const dressCommon = (p: Palette) =>
  panel('M142 200 Q200 212 258 200 L250 222 Q200 234 150 222 Z', p.shade, p) +
  both(tint('M178 232 L150 470 L172 472 L192 234 Z', p.shade, 0.7)) +
  seam('M78 448 Q200 468 322 448', p.line);

const dressGarment: Garment = {
  outline: dress(98),
  focus: [200, 200],
  front: (p) =>
    tint('M160 70 Q200 60 240 70 Q200 98 160 70 Z', p.line, 0.5) +
    body(dress(98), p) +
    dressCommon(p) +
    both(seam('M170 130 L176 196', p.line)),
  back: (p) =>
    body(dress(82), p) +
    dressCommon(p) +
    stroke('M200 78 L200 200', p.line, 2) +
    `<rect x="196" y="80" width="8" height="14" rx="2" fill="${p.light}"/>`,
};

const abaya = (neck: number) =>
  `M170 60 Q200 ${neck} 230 60 L262 70 L360 150 L372 290 L330 300 L300 190 L316 470 Q200 486 84 470 L100 190 L70 300 L28 290 L40 150 L138 70 Z`;

const abayaCommon = (p: Palette) =>
  both(
    tint('M120 200 L102 468 L132 474 Z', p.shade, 0.7) +
      stroke('M28 290 L70 300', p.accent, 5) +
      seam('M112 86 Q60 140 44 160', p.accent),
  );

const abayaGarment: Garment = {
  outline: abaya(80),
  focus: [200, 120],
  front: (p) =>
    body(abaya(80), p) +
    abayaCommon(p) +
    both(stroke('M194 70 L190 478', p.accent, 3) + seam('M186 74 L182 300', p.accent)) +
    stroke('M170 60 Q200 80 230 60', p.accent, 3),
  back: (p) => body(abaya(68), p) + abayaCommon(p) + seam('M200 66 L200 480', p.line),
};

const kandura = (neck: number) =>
  `M166 60 Q200 ${neck} 234 60 L300 84 L344 320 L318 330 L292 190 L300 478 L100 478 L108 190 L82 330 L56 320 L100 84 Z`;

const kanduraCommon = (p: Palette) =>
  both(
    seam('M60 300 L85 309', p.line) +
      seam('M104 250 L102 300', p.line) +
      tint('M134 200 L120 478 L142 478 Z', p.shade, 0.7),
  );

const kanduraGarment: Garment = {
  outline: kandura(74),
  focus: [200, 120],
  front: (p) =>
    body(kandura(74), p) +
    kanduraCommon(p) +
    panel('M166 60 Q200 74 234 60 L236 68 Q200 86 164 68 Z', p.fill, p) +
    seam('M200 78 L200 200', p.line) +
    stroke('M203 82 Q208 120 205 166', p.line, 2.5) +
    `<ellipse cx="205" cy="176" rx="5" ry="12" fill="${p.shade}" stroke="${p.line}" stroke-width="1.5"/>`,
  back: (p) =>
    body(kandura(66), p) +
    kanduraCommon(p) +
    panel('M166 60 Q200 66 234 60 L236 68 Q200 76 164 68 Z', p.fill, p),
};

export const TOPS = {
  tshirt,
  polo,
  shirt,
  hoodie,
  jacket,
  dress: dressGarment,
  abaya: abayaGarment,
  kandura: kanduraGarment,
} satisfies Record<string, Garment>;
