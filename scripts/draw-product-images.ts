/**
 * Draws one flat food illustration per seed product into public/img/productos/<codigo>.svg.
 * Run: npx tsx scripts/draw-product-images.ts
 * Shapes are defined once per file in <defs> (only those used) and placed with <use>.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedProducts } from '../server/seed/catalogue';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'img', 'productos');

// Palette
const RED = '#c8102e';
const YEL = '#ffc72c';
const ROAST = '#b5561a';
const HONEY = '#d9862a';
const RAW = '#f4b5a3';
const BBQ = '#7c2a12';
const HOT = '#d2381b';
const MUSTARD = '#e3a321';
const BONE = '#f4e4c8';

const WING = 'M-36 0C-36-16-22-19-12-16-4-14 4-14 12-16 22-19 36-16 36 0S22 19 12 16C4 14-4 14-12 16-22 19-36 16-36 0z';
// Repeated styles as classes (declared once per file in <style>, only when used)
const CRISP = 'class="c"';
const SHINE = 'class="h"';
const SHADE = 'class="d"';
const CLASSES: Record<string, string> = {
  c: 'fill:#db8f30;stroke:#ad5f18;stroke-width:5px;stroke-dasharray:2 6;stroke-linecap:round',
  h: 'stroke:#fff;stroke-opacity:.45;fill:none;stroke-linecap:round',
  d: 'stroke:#000;stroke-opacity:.16;fill:none;stroke-linecap:round',
};

/** Reusable shapes, by id. A def may <use> other defs. */
const DEFS: Record<string, string> = {
  // bone tip of a drumstick
  bn: `<g id="bn" fill="${BONE}"><rect x="-4.5" y="-60" width="9" height="18"/><circle cx="-5" cy="-60" r="6"/><circle cx="5" cy="-60" r="6"/></g>`,
  // roasted drumstick (colour = currentColor), pointing up
  lg: `<g id="lg"><use href="#bn"/><path fill="currentColor" d="M-26 20C-30-8-12-34-5-46h10C12-34 30-8 26 20 22 42-22 42-26 20z"/><path d="M-13 22C-16 4-8-18-2-32" ${SHINE} stroke-width="5"/><path d="M10 30c10-6 13-18 11-28" ${SHADE} stroke-width="6"/></g>`,
  // crumbs of breaded chicken
  cr: `<g id="cr"><g fill="#f5bd62"><circle cx="-10" r="3"/><circle cx="8" cy="12" r="3"/><circle cx="-4" cy="-20" r="2.5"/><circle cx="12" cy="-6" r="2"/></g><g fill="#a85a16"><circle cx="-14" cy="18" r="2"/><circle cx="10" cy="-18" r="2"/><circle cx="2" cy="24" r="2"/></g></g>`,
  // broaster drumstick
  lb: `<g id="lb"><use href="#bn"/><path ${CRISP} d="M-28 20C-32-8-12-34-5-46h10C12-34 32-8 28 20 24 44-24 44-28 20z"/><use href="#cr"/></g>`,
  // broaster thigh / breast chunk
  bb: `<g id="bb"><path ${CRISP} d="M-40 4C-42-20-18-34 4-32S42-18 40 4 22 34 0 34-38 26-40 4z"/><use href="#cr"/><use href="#cr" transform="translate(-18 4) rotate(90)"/></g>`,
  // whole chicken (currentColor), centre at 0,0
  ck: `<g id="ck"><path fill="currentColor" d="M-88 28C-96-16-52-56 0-56S96-16 88 28C76 54 40 62 0 62S-76 54-88 28z"/><path d="M-88 28C-76 54-40 62 0 62S76 54 88 28C70 44 40 50 0 50S-70 44-88 28z" opacity=".18"/><path d="M-50-30C-30-46 0-48 22-44" ${SHINE} stroke-width="8"/><path d="M0-52C-6-20-6 20 0 50" ${SHADE} stroke-width="4"/><use href="#lg" transform="translate(-56 18) rotate(-42)"/><use href="#lg" transform="translate(56 18) rotate(42)"/></g>`,
  // specks of seasoning for roasted meat
  sp: `<g id="sp" fill="#5a2408" opacity=".55"><circle cx="-30" cy="-14" r="2"/><circle cx="-12" cy="4" r="2"/><circle cx="16" cy="-20" r="2"/><circle cx="30" cy="2" r="2"/><circle cx="-40" cy="14" r="2"/><circle cx="4" cy="22" r="2"/></g>`,
  // roasted chicken chunk
  pk: `<g id="pk"><path fill="${ROAST}" d="M-22-4C-20-16 0-20 14-14S28 6 16 14-24 12-22-4z"/><path d="M-12-10c8-4 16-4 22 0" ${SHINE} stroke-width="4"/><circle cx="-6" cy="4" r="2" fill="#5a2408"/><circle cx="8" cy="0" r="2" fill="#5a2408"/></g>`,
  // wing flat (currentColor)
  w: `<g id="w"><path fill="currentColor" stroke="#000" stroke-opacity=".2" stroke-width="2" d="${WING}"/><path d="M-24-7C-10-10 10-10 24-7" ${SHINE} stroke-width="5"/></g>`,
  // breaded (broaster) wing
  wb: `<g id="wb"><path class="c" d="${WING}"/><use href="#cr" transform="rotate(90) scale(.6)"/></g>`,
  // wing drumette (currentColor)
  wd: `<g id="wd"><path fill="currentColor" stroke="#000" stroke-opacity=".2" stroke-width="2" d="M-34 0C-34-18-14-22 0-14L20-9C28-12 36-6 34 3S26 12 20 9L0 14C-14 22-34 18-34 0z"/><path d="M-24-8C-16-14-6-12 2-8" ${SHINE} stroke-width="5"/></g>`,
  // half-chicken clip
  hc: `<clipPath id="hc"><rect x="-110" y="-90" width="112" height="170"/></clipPath>`,
  // sesame seeds
  ss: `<g id="ss" fill="#fff7dc"><ellipse cx="-14" cy="-4" rx="2.4" ry="1.3"/><ellipse cx="4" cy="-6" rx="2.4" ry="1.3"/><ellipse cx="18" cy="2" rx="2.4" ry="1.3"/><ellipse cx="-4" cy="6" rx="2.4" ry="1.3"/></g>`,
  // chilli flakes
  ch: `<g id="ch" fill="#8e1208"><rect x="-14" y="-6" width="4" height="2"/><rect x="6" y="-8" width="3" height="3"/><rect x="16" y="2" width="4" height="2"/><rect x="-2" y="6" width="3" height="3"/></g>`,
  // nugget
  n: `<path id="n" fill="#e39a32" stroke="#b2661a" stroke-width="4" stroke-dasharray="1.5 5" stroke-linecap="round" d="M-18-2C-18-12-6-15 4-13S20-6 19 3 8 15-2 14-18 8-18-2z"/>`,
  // chicken tender strip
  t: `<g id="t"><path ${CRISP} d="M-42-4C-30-16 10-14 38-8 48-2 42 10 30 10-4 12-30 14-40 6z"/><use href="#cr" transform="rotate(90) scale(.6)"/></g>`,
  // french fry
  f: `<rect id="f" x="-4" y="-34" width="8" height="68" rx="2" fill="#ffd04a" stroke="#e49d1a" stroke-width="2"/>`,
  // fries in a red carton
  fx: `<g id="fx"><use href="#f" transform="translate(-22 -34) rotate(-14)"/><use href="#f" transform="translate(-8 -44) rotate(-4)"/><use href="#f" transform="translate(6 -40) rotate(8)"/><use href="#f" transform="translate(20 -34) rotate(16)"/><use href="#f" transform="translate(-14 -30) rotate(6)"/><use href="#f" transform="translate(12 -28) rotate(-8)"/><path fill="${RED}" d="M-38-18h76l-10 74h-56z"/><path fill="#a50d25" d="M-38-18h76l-1 6h-74z"/><circle cy="18" r="13" fill="${YEL}"/><path d="M-6 18l4 5 8-10" stroke="${RED}" stroke-width="3" fill="none" stroke-linecap="round"/></g>`,
  // arepa
  ar: `<g id="ar"><ellipse cy="5" rx="38" ry="16" fill="#c98a2c"/><ellipse rx="38" ry="15" fill="#f2cd74"/><path d="M-22-4l6 4M-6-10l6 4M12-6l6 4M-14 6l6 4M4 2l6 4" stroke="#a8661e" stroke-width="3" stroke-linecap="round" opacity=".55"/></g>`,
  // yuca stick
  yc: `<rect id="yc" x="-9" y="-34" width="18" height="68" rx="7" fill="#f8dc8c" stroke="#cf8f2e" stroke-width="3"/>`,
  // papa criolla
  pc: `<g id="pc"><circle r="11" fill="#eaa915"/><circle cx="-3" cy="-4" r="4" fill="#fff" opacity=".45"/></g>`,
  // papa salada
  ps: `<g id="ps"><ellipse rx="16" ry="12" fill="#c4955a"/><ellipse cx="-4" cy="-4" rx="8" ry="4" fill="#e6c48e"/><g fill="#fff"><circle cx="5" cy="-3" r="1.4"/><circle cx="-6" cy="3" r="1.4"/><circle cx="2" cy="5" r="1.4"/></g></g>`,
  // lime slice
  lm: `<g id="lm"><circle r="14" fill="#7ab83a"/><circle r="11" fill="#e7f4b4"/><path d="M0-11V11M-11 0H11M-8-8l16 16M8-8-8 8" stroke="#bcdc70" stroke-width="1.5"/></g>`,
  // herb leaf
  hb: `<path id="hb" d="M0 0c6-8 14-8 18 0-6 6-12 6-18 0z" fill="#4c9a2a"/>`,
  // sauce ramekin (currentColor)
  rm: `<g id="rm"><path d="M-20 0v8a20 8 0 0 0 40 0V0z" fill="#ececec"/><ellipse rx="20" ry="8" fill="#fff"/><ellipse rx="16" ry="5.5" fill="currentColor"/></g>`,
  // drinking glass with ice (liquid = currentColor)
  gl: `<g id="gl"><path d="M-32-62h64l-8 120h-48z" fill="#e4f2f8" opacity=".8"/><path d="M-29-44h58l-7 98h-44z" fill="currentColor"/><g fill="#fff" opacity=".55"><rect x="-20" y="-42" width="16" height="14" rx="3" transform="rotate(12)"/><rect x="2" y="-34" width="15" height="13" rx="3" transform="rotate(-10)"/></g><path d="M-22-36l-2 82" ${SHINE} stroke-width="5"/><ellipse cy="-62" rx="32" ry="5" fill="none" stroke="#cfe3ec" stroke-width="2"/></g>`,
  // paper soda cup
  cp: `<g id="cp"><path d="M10-50 24-88" stroke="${YEL}" stroke-width="7" stroke-linecap="round"/><path d="M-26-44h52l-7 96h-38z" fill="${RED}"/><path d="M-24-14h48l-1 16h-46z" fill="#fff"/><rect x="-30" y="-52" width="60" height="10" rx="4" fill="#f3f3f3"/></g>`,
  // bottle (liquid = currentColor); label and cap are drawn on top
  bt: `<g id="bt"><path fill="currentColor" d="M-8-84h16v18c0 12 20 22 20 44v96c0 8-6 12-14 12h-28c-8 0-14-4-14-12v-96c0-22 20-32 20-44z"/><path d="M-18-14v80" ${SHINE} stroke-width="5"/></g>`,
  // ceramic bowl (rim at y=0)
  bw: `<g id="bw"><path d="M-62 0h124c0 34-26 54-62 54S-62 34-62 0z" fill="#fff" stroke="${RED}" stroke-width="4"/><ellipse rx="62" ry="14" fill="#f2e2c6"/></g>`,
  // burger-style chicken sandwich
  sw: `<g id="sw"><path d="M-62 22h124c0 12-10 20-24 20h-76c-14 0-24-8-24-20z" fill="#d58e3c"/><path d="M-66 14c10-8 20 6 30-2s20 6 30-2 20 6 30-2 20 6 30-2 14 2 14 2v8h-128z" fill="#62b43b"/><path ${CRISP} d="M-62 8C-64-4-48-8 0-8S64-4 62 8C62 18-62 18-62 8z"/><rect x="-50" y="-18" width="100" height="9" rx="4" fill="#e0352b"/><path d="M-60-14C-60-58 60-58 60-14z" fill="#e89b40"/><path d="M-36-36c12-8 30-10 44-8" ${SHINE} stroke-width="5"/><g fill="#fff7dc"><ellipse cx="-20" cy="-28" rx="3" ry="1.6"/><ellipse cx="14" cy="-38" rx="3" ry="1.6"/><ellipse cx="30" cy="-26" rx="3" ry="1.6"/><ellipse cx="-2" cy="-22" rx="3" ry="1.6"/></g></g>`,
  // striped bucket front (top rim at y=0)
  bk: `<g id="bk"><path d="M-72 0h144l-16 104h-112z" fill="#fff"/><path d="M-50 0h22l-6 104h-18zM-11 0h22l0 104h-22zM28 0h22l6 104h-18z" fill="${RED}"/><path d="M-72 0a72 12 0 0 0 144 0" fill="none" stroke="#a50d25" stroke-width="5"/><path d="M-70 12h140l-2 14h-136z" fill="${YEL}"/></g>`,
  // raw breast fillet
  rb: `<g id="rb"><path fill="${RAW}" d="M-46 6C-50-18-20-30 8-28S52-14 48 4 18 30-6 28-44 22-46 6z"/><path d="M-30-12C-10-22 14-20 30-12" ${SHINE} stroke-width="5"/><path d="M-36 14C-10 24 20 22 40 8" stroke="#e08e7c" stroke-width="3" fill="none"/></g>`,
  // roasted chicken breast
  pb: `<g id="pb"><path fill="${ROAST}" d="M-50 8C-54-20-22-34 8-32S56-16 52 6 20 34-6 32-48 24-50 8z"/><path d="M-30-8l10 20M-10-14l10 20M10-16l10 20M28-12l8 16" stroke="#6e2a0a" stroke-width="5" stroke-linecap="round" opacity=".7"/><path d="M-30-20C-10-28 14-28 30-20" ${SHINE} stroke-width="5"/></g>`,
};

type Tf = { r?: number; s?: number | string; c?: string };
function u(id: string, x: number, y: number, o: Tf = {}): string {
  let t = x || y ? `translate(${x} ${y})` : '';
  if (o.r) t += ` rotate(${o.r})`;
  if (o.s !== undefined && o.s !== 1) t += ` scale(${o.s})`;
  t = t.trim();
  return `<use href="#${id}"${t ? ` transform="${t}"` : ''}${o.c ? ` color="${o.c}"` : ''}/>`;
}

const BG = `<rect width="400" height="300" fill="#fff5e1"/><circle cx="200" cy="150" r="142" fill="${YEL}" opacity=".3"/><circle cx="40" cy="40" r="10" fill="${RED}" opacity=".15"/><circle cx="362" cy="262" r="14" fill="${RED}" opacity=".15"/>`;
const SHADOW = (cy = 214, rx = 172) => `<ellipse cx="200" cy="${cy}" rx="${rx}" ry="58" fill="#7a3310" opacity=".14"/>`;
const PLATE = `${SHADOW()}<ellipse cx="200" cy="200" rx="170" ry="60" fill="#fff" stroke="${RED}" stroke-width="5"/><ellipse cx="200" cy="203" rx="132" ry="42" fill="#f7ead2"/>`;
const BOARD = `${SHADOW()}<ellipse cx="200" cy="206" rx="172" ry="60" fill="#93541f"/><ellipse cx="200" cy="198" rx="170" ry="58" fill="#c98a4b"/><path d="M80 190c40-20 120-24 180-10M110 222c50 10 120 8 170-8" stroke="#b37535" stroke-width="4" fill="none"/>`;
const TRAY = `${SHADOW(222, 180)}<path d="M48 150h304l30 104H18z" fill="${RED}" stroke="${RED}" stroke-width="14" stroke-linejoin="round"/><path d="M62 156h276l24 88H38z" fill="#fff5e1"/><path d="M80 170h240M70 200h260M58 230h284" stroke="${YEL}" stroke-width="3" opacity=".7"/>`;

const BUCKET_SHADOW = '<ellipse cx="200" cy="244" rx="130" ry="18" fill="#7a3310" opacity=".14"/>';
// Reusable compositions
const cap = (x: number, y: number, fill: string, w = 22) =>
  `<rect x="${x - w / 2}" y="${y}" width="${w}" height="13" rx="3" fill="${fill}"/>`;
const label = (x: number, y: number, w: number, h: number, fill: string, band = '') =>
  `<rect x="${x - w / 2}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>` +
  (band ? `<rect x="${x - w / 2}" y="${y + h / 2 - 4}" width="${w}" height="8" fill="${band}"/>` : '');
const straw = (x: number, y: number, c = RED) =>
  `<path d="M${x} ${y}l${16} -${44}" stroke="${c}" stroke-width="7" stroke-linecap="round"/>`;
const friesPile = (x: number, y: number, n = 9) => {
  let s = '';
  for (let i = 0; i < n; i++) {
    const dx = ((i * 37) % 70) - 35;
    const dy = ((i * 23) % 24) - 12;
    s += u('f', x + dx, y + dy, { r: 60 + ((i * 47) % 60), s: 0.8 });
  }
  return s;
};
const herbs = (pts: [number, number, number][]) => pts.map(([x, y, r]) => u('hb', x, y, { r })).join('');
const wingsPile = (cx: number, cy: number, n: number, color: string, extra: 'ss' | 'ch' | '' = '', s = 1, ids = ['w', 'wd']) => {
  const rows = n > 8 ? 3 : n > 2 ? 2 : 1;
  const perRow = Math.ceil(n / rows);
  const dx = 56 * s;
  const dy = 26 * s;
  let out = '';
  let i = 0;
  for (let r = 0; r < rows; r++) {
    const inRow = Math.min(perRow, n - i);
    for (let k = 0; k < inRow; k++, i++) {
      const x = cx + (k - (inRow - 1) / 2) * dx + (r % 2 ? dx / 4 : -dx / 4);
      const y = cy + (r - (rows - 1) / 2) * dy;
      const rot = ((i * 37) % 50) - 25;
      out += u(ids[i % ids.length]!, Math.round(x), Math.round(y), { r: rot, s });
      if (extra) out += u(extra, Math.round(x), Math.round(y - 2), { s });
    }
  }
  return color ? `<g color="${color}">${out}</g>` : out;
};
const glassDrink = (x: number, y: number, liquid: string, s = 1, strawColor = RED) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${straw(8, -48, strawColor)}${u('gl', 0, 0, { c: liquid })}</g>`;
const cola = (x: number, y: number, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${u('bt', 0, 0, { c: '#3a1708' })}${cap(0, -96, RED)}${label(0, -4, 40, 40, RED, '#fff')}</g>`;

type Recipe = () => string;

/** Scales content about a point (default: plate centre). */
const zoom = (k: number, content: string, cx = 200, cy = 200) =>
  `<g transform="translate(${cx} ${cy}) scale(${k}) translate(${-cx} ${-cy})">${content}</g>`;

const roastChicken = (color = ROAST, x = 200, y = 168, s = 1) => u('ck', x, y, { c: color, s }) + u('sp', x, y, { s });
const halfChicken = (x: number, y: number, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><g clip-path="url(#hc)">${u('ck', 0, 0, { c: ROAST })}${u('sp', 0, 0)}</g><path d="M1-54C-5-20-5 20 1 60" stroke="#f2cfa4" stroke-width="6" fill="none"/></g>`;
const legQuarter = (x: number, y: number, r = -60, c = ROAST) =>
  `<g transform="translate(${x} ${y}) rotate(${r})"><ellipse cx="0" cy="34" rx="40" ry="32" fill="${c}"/><path d="M-20 20c10-10 30-10 40 0" ${SHINE} stroke-width="5"/>${u('lg', 0, -10, { c })}</g>`;
const arepaQueso = (x: number, y: number, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${u('ar', 0, 0)}<path d="M-24 10c8 4 36 4 46-2 2 8-4 12-9 10-2 7-8 7-10 1-8 3-12 1-14-2-6 4-14 2-13-7z" fill="#fffbe8"/></g>`;
const arepaChocolo = (x: number, y: number, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cy="5" rx="38" ry="16" fill="#d9901a"/><ellipse rx="38" ry="15" fill="#fbc53b"/><g fill="#e9a516"><circle cx="-20" cy="-2" r="3"/><circle cx="22" cy="4" r="3"/><circle cx="-8" cy="8" r="3"/></g><path d="M-16-10h30l6 10h-30z" fill="#fffbe8"/><path d="M4 -2h8" stroke="#ffe9a0" stroke-width="3"/></g>`;
const bucket = (x: number, y: number, pieces: string) =>
  `<g transform="translate(${x} ${y})"><ellipse rx="72" ry="12" fill="#7a0a1c"/>${pieces}${u('bk', 0, 0)}</g>`;

const recipes: Record<string, Recipe> = {
  // Pollo asado
  P1001: () =>
    BOARD +
    roastChicken() +
    u('ar', 80, 222, { s: 0.7 }) +
    u('ps', 322, 220) +
    u('ps', 300, 232) +
    u('lm', 118, 190) +
    herbs([
      [300, 190, -20],
      [96, 170, 30],
      [260, 230, 10],
    ]),
  P1002: () =>
    PLATE +
    halfChicken(196, 176, 1.1) +
    u('ar', 290, 204, { s: 0.75 }) +
    u('ps', 276, 230) +
    u('ps', 306, 236, { s: 0.9 }) +
    u('rm', 112, 226, { c: '#5aa23a' }),
  P1003: () =>
    PLATE +
    zoom(
      1.2,
      legQuarter(170, 196, -60) +
        u('sp', 160, 206) +
        u('ar', 290, 196, { s: 0.7 }) +
        u('ps', 290, 232) +
        u('rm', 110, 222, { c: '#5aa23a' }),
    ),
  P1004: () =>
    PLATE +
    friesPile(300, 200, 11) +
    roastChicken(ROAST, 172, 170, 0.85) +
    u('rm', 96, 226, { c: RED }) +
    u('rm', 140, 240, { c: MUSTARD }),
  P1005: () =>
    PLATE +
    zoom(
      1.25,
      u('pb', 170, 196) +
        `<g fill="#5aa836"><ellipse cx="276" cy="196" rx="34" ry="14"/><ellipse cx="300" cy="212" rx="26" ry="10" fill="#7bc44a"/></g><g fill="#e0352b"><circle cx="270" cy="192" r="7"/><circle cx="296" cy="206" r="6"/></g>` +
        u('lm', 236, 230) +
        u('ar', 116, 232, { s: 0.55 }),
    ),
  P1006: () =>
    BOARD +
    roastChicken(HONEY) +
    `<path d="M-40-40C-20-50 20-50 40-40" transform="translate(200 168)" stroke="#ffd36b" stroke-width="6" fill="none" stroke-linecap="round" opacity=".8"/>` +
    `<g fill="#f08a1c"><circle cx="86" cy="212" r="18"/><circle cx="318" cy="222" r="18"/></g><g fill="#ffc866"><circle cx="86" cy="212" r="13"/><circle cx="318" cy="222" r="13"/></g>` +
    herbs([
      [104, 178, 20],
      [292, 188, -30],
    ]),

  // Pollo broaster
  P1101: () =>
    PLATE +
    [
      [-96, 10, -30],
      [-44, -12, 10],
      [10, -16, -10],
      [64, -8, 25],
      [108, 12, 40],
    ]
      .map(([x, y, r]) => u('lb', 200 + x!, 210 + y!, { r, s: 0.85 }))
      .join('') +
    u('bb', 140, 226, { s: 0.85 }) +
    u('bb', 214, 230, { s: 0.9 }) +
    u('bb', 280, 226, { s: 0.8 }),
  P1102: () =>
    PLATE +
    friesPile(290, 196, 9) +
    u('lb', 120, 200, { r: -25, s: 0.9 }) +
    u('lb', 176, 196, { r: 15, s: 0.9 }) +
    u('bb', 150, 230, { s: 0.85 }) +
    u('bb', 226, 232, { s: 0.8 }) +
    u('rm', 320, 240, { c: '#fff8e8' }),
  P1103: () =>
    PLATE +
    u('fx', 290, 170, { s: 0.9 }) +
    u('lb', 150, 206, { r: -30 }) +
    u('lb', 206, 214, { r: 20 }) +
    u('rm', 110, 236, { c: RED }),
  P1104: () =>
    PLATE +
    u('fx', 306, 170, { s: 0.85 }) +
    u('lb', 120, 206, { r: -30, s: 0.9 }) +
    u('lb', 174, 200, { r: 12, s: 0.9 }) +
    u('bb', 200, 234, { s: 0.85 }) +
    u('ar', 112, 240, { s: 0.55 }),
  P1105: () =>
    PLATE +
    [
      [-96, 4],
      [-58, -16],
      [-16, -22],
      [26, -16],
      [66, -4],
      [-76, 26],
      [-34, 12],
      [8, 12],
      [48, 22],
      [-10, 38],
    ]
      .map(([x, y], i) => u('n', 186 + x!, 198 + y!, { r: i * 33, s: 1.35 }))
      .join('') +
    u('rm', 306, 214, { c: MUSTARD }),
  P1106: () =>
    PLATE +
    [
      [-30, -14, -16],
      [10, -6, -8],
      [-40, 12, 4],
      [6, 20, 10],
      [-16, 36, -4],
      [36, 36, 14],
    ]
      .map(([x, y, r]) => u('t', 190 + x!, 190 + y!, { r }))
      .join('') +
    u('rm', 300, 216, { c: BBQ }),
  P1107: () => PLATE + friesPile(300, 210, 8) + u('sw', 180, 190),

  // Alitas
  P1201: () =>
    PLATE +
    wingsPile(180, 194, 8, BBQ, 'ss') +
    u('rm', 316, 228, { c: '#fffaf0' }) +
    `<path d="M96 236l40-6M92 222l40-8" stroke="#7cc24a" stroke-width="8" stroke-linecap="round"/>`,
  P1202: () => PLATE + wingsPile(194, 196, 16, BBQ, 'ss', 0.72) + u('rm', 330, 230, { c: '#fffaf0' }),
  P1203: () =>
    PLATE +
    wingsPile(180, 194, 8, HOT, 'ch') +
    u('rm', 316, 228, { c: '#e8f0f4' }) +
    `<path d="M96 236l40-6M92 222l40-8" stroke="#7cc24a" stroke-width="8" stroke-linecap="round"/>`,
  P1204: () =>
    PLATE +
    wingsPile(184, 194, 8, MUSTARD) +
    herbs([
      [150, 180, 10],
      [200, 206, -30],
      [250, 182, 50],
    ]) +
    u('rm', 318, 228, { c: '#f5c542' }),
  P1205: () =>
    PLATE +
    wingsPile(112, 204, 4, BBQ, 'ss', 0.8) +
    wingsPile(290, 204, 4, MUSTARD, '', 0.8) +
    wingsPile(200, 186, 4, HOT, 'ch', 0.8),
  P1206: () => PLATE + wingsPile(184, 194, 8, '', '', 1, ['wb']) + u('rm', 322, 228, { c: '#fff8e8' }),

  // Combos
  P1301: () =>
    TRAY +
    u('cp', 318, 172) +
    u('fx', 240, 178, { s: 0.85 }) +
    u('lb', 112, 204, { r: -24, s: 0.85 }) +
    u('lb', 160, 214, { r: 18, s: 0.85 }) +
    u('ar', 150, 244, { s: 0.5 }),
  P1302: () =>
    TRAY + u('cp', 320, 172) + legQuarter(150, 206, -62) + u('ps', 236, 222) + u('ps', 260, 236) + u('ar', 250, 196, { s: 0.6 }),
  P1303: () =>
    TRAY + u('cp', 300, 168) + u('cp', 348, 186, { s: 0.9 }) + halfChicken(140, 200, 0.75) + u('fx', 238, 188, { s: 0.75 }),
  P1304: () => TRAY + u('cp', 322, 172) + u('fx', 250, 180, { s: 0.8 }) + wingsPile(130, 212, 6, BBQ, 'ss', 0.75),
  P1305: () =>
    TRAY +
    `<rect x="290" y="140" width="50" height="80" rx="4" fill="#7cc24a"/><rect x="290" y="140" width="50" height="14" fill="#5aa236"/><path d="M326 140l8-28" stroke="${YEL}" stroke-width="5" stroke-linecap="round"/><circle cx="315" cy="186" r="14" fill="#ff8a2a"/>` +
    u('fx', 230, 190, { s: 0.65 }) +
    [
      [-40, 0],
      [-6, -8],
      [26, 2],
      [-24, 22],
      [10, 20],
    ]
      .map(([x, y], i) => u('n', 120 + x!, 220 + y!, { r: i * 50 }))
      .join('') +
    `<path d="M352 214l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill="${YEL}" stroke="#e39a00" stroke-width="2"/>`,
  P1306: () => TRAY + u('cp', 322, 172) + u('fx', 248, 186, { s: 0.75 }) + u('sw', 132, 204, { s: 0.8 }),

  // Para compartir
  P1401: () =>
    BOARD +
    cola(338, 176, 0.8) +
    roastChicken(ROAST, 176, 170, 0.8) +
    u('fx', 276, 204, { s: 0.7 }) +
    `<ellipse cx="96" cy="226" rx="30" ry="14" fill="#fffdf6" stroke="#e8dcc4" stroke-width="2"/>` +
    u('ar', 170, 242, { s: 0.5 }) +
    u('ar', 210, 246, { s: 0.5 }),
  P1402: () =>
    BUCKET_SHADOW +
    bucket(
      200,
      138,
      u('lb', -44, -20, { r: -24 }) +
        u('bb', 0, -38) +
        u('lb', 44, -22, { r: 24 }) +
        u('bb', -24, -8, { s: 0.9 }) +
        u('bb', 28, -6, { s: 0.9 }),
    ) +
    u('rm', 74, 236, { c: RED }) +
    u('rm', 326, 236, { c: '#fff8e8' }),
  P1403: () =>
    BUCKET_SHADOW +
    bucket(
      200,
      138,
      u('lb', -44, -20, { r: -24 }) +
        u('wd', 10, -44, { r: -30, c: BBQ }) +
        u('bb', 36, -18, { s: 0.9 }) +
        u('w', -14, -14, { r: 10, c: BBQ }) +
        u('w', 52, -38, { r: 40, c: BBQ }) +
        u('ss', -14, -16) +
        u('ss', 52, -40),
    ) +
    wingsPile(72, 232, 2, BBQ, 'ss', 0.8) +
    u('lb', 328, 222, { r: 70, s: 0.75 }),
  P1404: () =>
    BOARD +
    [
      [100, 164, -12],
      [92, 192, 6],
    ]
      .map(
        ([x, y, r]) =>
          `<g transform="translate(${x} ${y}) rotate(${r})"><rect x="-40" y="-13" width="80" height="26" rx="13" fill="#9c2a18"/><path d="M-28-5h50" stroke="#c8553c" stroke-width="4" stroke-linecap="round"/><circle cx="-42" r="4" fill="#6e1a0c"/><circle cx="42" r="4" fill="#6e1a0c"/></g>`,
      )
      .join('') +
    [
      [176, 160, 0],
      [212, 152, 60],
      [246, 164, 120],
      [204, 182, 200],
    ]
      .map(([x, y, r]) => u('pk', x!, y!, { r }))
      .join('') +
    [
      [290, 170],
      [326, 184],
      [300, 196],
    ]
      .map(
        ([x, y]) =>
          `<g transform="translate(${x} ${y}) rotate(-20)"><ellipse rx="22" ry="11" fill="#a5561a"/><ellipse rx="19" ry="8.5" fill="#e8911f"/></g>`,
      )
      .join('') +
    u('yc', 116, 224, { r: 84, s: 0.8 }) +
    u('yc', 124, 238, { r: 96, s: 0.8 }) +
    u('yc', 108, 212, { r: 100, s: 0.8 }) +
    [
      [176, 224],
      [198, 232],
      [188, 212],
      [214, 216],
      [166, 240],
    ]
      .map(([x, y]) => u('pc', x!, y!))
      .join('') +
    u('ar', 262, 230, { s: 0.55 }) +
    u('ar', 272, 220, { s: 0.55 }) +
    u('rm', 330, 224, { c: '#7ab33c' }) +
    u('rm', 244, 192, { s: 0.8, c: '#e8412a' }),
  P1405: () =>
    BOARD +
    cola(56, 160, 0.65) +
    cola(344, 160, 0.65) +
    roastChicken(ROAST, 146, 176, 0.62) +
    roastChicken(ROAST, 254, 176, 0.62) +
    u('lm', 200, 232) +
    herbs([
      [120, 226, 10],
      [270, 226, -20],
    ]),

  // Pollo por libra (raw, by weight)
  P1501: () =>
    BOARD +
    zoom(
      1.25,
      u('rb', 160, 190) +
        u('rb', 244, 210, { r: 10, s: 0.9 }) +
        herbs([
          [100, 220, 10],
          [300, 180, -20],
          [112, 232, 60],
        ]) +
        `<circle cx="300" cy="232" r="9" fill="#fff"/><circle cx="316" cy="236" r="7" fill="#f4efe2"/>`,
    ),
  P1502: () =>
    BOARD +
    legQuarter(146, 196, -60, RAW) +
    legQuarter(250, 200, -110, RAW) +
    herbs([
      [100, 236, 10],
      [320, 176, -20],
    ]),
  P1503: () =>
    BOARD +
    wingsPile(200, 194, 8, RAW) +
    herbs([
      [70, 210, 10],
      [330, 184, -30],
    ]),
  P1504: () =>
    BOARD +
    u('ck', 200, 172, { c: RAW }) +
    herbs([
      [90, 220, 10],
      [316, 226, -30],
      [300, 210, 40],
    ]) +
    `<circle cx="104" cy="236" r="9" fill="#fff"/>`,
  P1505: () =>
    BOARD +
    zoom(
      1.15,
      [
        [-50, -10, -8],
        [20, -16, 6],
        [-20, 16, 4],
        [50, 14, -6],
      ]
        .map(
          ([x, y, r]) =>
            `<path transform="translate(${200 + x!} ${196 + y!}) rotate(${r})" fill="${RAW}" stroke="#e89886" stroke-width="3" d="M-54 0C-50-14-20-18 10-16S56-8 54 2 26 16 0 14-56 12-54 0z"/>`,
        )
        .join('') +
        herbs([
          [96, 226, 10],
          [318, 220, -30],
        ]),
    ),
  P1506: () =>
    PLATE +
    u('bw', 200, 160, { s: 1.4 }) +
    `<g transform="translate(200 160) scale(1.4)"><path d="M-56 0c6-26 106-26 112 0z" fill="#c98a4b"/><g stroke-linecap="round" stroke-width="4" fill="none"><path d="M-44-2c10-8 20-6 30-12M-22-4c8-10 24-8 34-16M8-4c10-6 20-4 30-12M-30-12c10-4 20 0 28-8M0-16c8-4 16-2 24-6M24 0c8-4 16-2 24-8" stroke="#8c4a1a"/><path d="M-36 -2c8-6 16-2 24-8M6-2c8-6 18-4 26-10M-14-18c6-2 14 0 20-4M-50 0l14-8" stroke="#f0c48a"/></g></g>` +
    herbs([
      [186, 136, 20],
      [214, 132, -30],
    ]),

  // Acompañamientos
  P1601: () => PLATE + u('fx', 200, 160, { s: 1.3 }) + u('rm', 306, 220, { c: RED }) + u('rm', 96, 220, { c: YEL }),
  P1602: () =>
    PLATE + friesPile(268, 210, 9) + u('fx', 176, 160, { s: 1.3 }) + friesPile(110, 214, 5) + u('rm', 320, 232, { c: RED }),
  P1603: () => PLATE + arepaQueso(144, 192, 1.45) + arepaQueso(258, 212, 1.45),
  P1604: () => PLATE + arepaChocolo(144, 192, 1.45) + arepaChocolo(258, 212, 1.45),
  P1605: () =>
    PLATE +
    [
      [-70, -10, 70],
      [-36, 0, 96],
      [0, -6, 80],
      [36, 4, 100],
      [70, -4, 84],
      [-50, 22, 90],
      [14, 24, 76],
      [50, 26, 104],
    ]
      .map(([x, y, r]) => u('yc', 190 + x!, 200 + y!, { r }))
      .join('') +
    u('rm', 318, 232, { c: '#fffaf0' }),
  P1606: () =>
    PLATE +
    [
      [-80, 0],
      [-46, -16],
      [-8, -22],
      [30, -16],
      [66, -4],
      [-62, 22],
      [-24, 10],
      [14, 12],
      [50, 20],
      [-4, 34],
      [92, 16],
      [-98, 22],
    ]
      .map(([x, y]) => u('pc', 200 + x!, 200 + y!, { s: 1.35 }))
      .join('') +
    herbs([
      [176, 182, 10],
      [226, 196, -40],
    ]),
  P1607: () =>
    PLATE +
    u('bw', 200, 164, { s: 1.4 }) +
    `<path d="M-56 0C-50-40 50-40 56 0z" transform="translate(200 164) scale(1.4)" fill="#fffdf6"/><g fill="#e6dcc6" transform="translate(200 150) scale(1.4)"><ellipse cx="-20" cy="-8" rx="3" ry="1.5"/><ellipse cx="10" cy="-14" rx="3" ry="1.5"/><ellipse cx="24" cy="-4" rx="3" ry="1.5"/><ellipse cx="-4" cy="-2" rx="3" ry="1.5"/><ellipse cx="-34" cy="2" rx="3" ry="1.5"/></g>` +
    herbs([[196, 118, -20]]),
  P1608: () =>
    PLATE +
    zoom(
      1.25,
      [
        [-60, -6],
        [-10, -12],
        [40, -6],
        [-36, 18],
        [14, 18],
      ]
        .map(
          ([x, y]) =>
            `<g transform="translate(${200 + x!} ${200 + y!}) rotate(-18)"><ellipse rx="34" ry="15" fill="#a5561a"/><ellipse rx="30" ry="12" fill="#e8911f"/><path d="M-14-4c8 6 20 6 28 0" stroke="#fff6d8" stroke-width="7" stroke-linecap="round" fill="none"/></g>`,
        )
        .join(''),
    ),
  P1609: () =>
    PLATE +
    u('bw', 200, 164, { s: 1.4 }) +
    `<g transform="translate(200 156) scale(1.4)"><path d="M-56 8C-50-24 50-24 56 8z" fill="#e4f1c4"/><g stroke-linecap="round" stroke-width="4"><path d="M-44 6l14-6M-20 2l16-8M6 4l14-8M28 4l14-6M-34-6l12-4M16-8l14-2M-6-14l12 2" stroke="#8c3a8f"/><path d="M-40-2l14 4M-8-6l14 6M20-2l14 4M-24 8l12-2M4 10l14-2M30-12l10 4" stroke="#b8dc7a"/><path d="M-16-4l10 6M30 10l8-6M-44 10l8-4M0-12l8 4" stroke="#f08a24"/></g><g fill="#ffc72c"><circle cx="-4" cy="-2" r="3"/><circle cx="12" cy="2" r="3"/><circle cx="-28" cy="4" r="3"/><circle cx="22" cy="-8" r="3"/></g></g>`,
  P1610: () =>
    PLATE +
    zoom(
      1.3,
      [
        [-54, 0],
        [-20, -10],
        [16, -8],
        [50, 2],
        [-36, 20],
        [2, 16],
        [38, 22],
      ]
        .map(([x, y]) => u('ps', 200 + x!, 200 + y!, { s: 1.2 }))
        .join('') + u('rm', 310, 230, { c: '#5aa23a' }),
    ),

  // Bebidas
  P1701: () =>
    PLATE +
    `<g transform="translate(160 160)">${u('bt', 0, 0, { c: '#3a1708', s: 0.85 })}</g>` +
    cap(160, 80, RED, 19) +
    label(160, 156, 34, 34, RED, '#fff') +
    glassDrink(256, 176, '#4a1c0a', 0.8),
  P1702: () =>
    PLATE +
    `<g transform="translate(170 120) scale(1.15 1.1)">${u('bt', 0, 0, { c: '#3a1708' })}${cap(0, -96, RED)}${label(0, -4, 40, 44, RED, '#fff')}</g>` +
    glassDrink(272, 180, '#4a1c0a', 0.75),
  P1703: () =>
    PLATE +
    glassDrink(200, 150, '#e4f2a6', 1.25) +
    u('lm', 166, 72, { s: 1.3 }) +
    u('lm', 300, 226) +
    herbs([
      [224, 70, -30],
      [236, 76, 20],
    ]),
  P1704: () =>
    PLATE +
    glassDrink(200, 150, '#f7f3e6', 1.25, '#7ab83a') +
    `<g transform="translate(298 222)"><path d="M-30 0a30 24 0 0 0 60 0z" fill="#6b3f1d"/><ellipse rx="30" ry="10" fill="#6b3f1d"/><ellipse rx="25" ry="7" fill="#fffdf5"/></g>` +
    u('lm', 110, 226),
  P1705: () =>
    PLATE +
    glassDrink(200, 150, '#7b1f52', 1.25) +
    `<g fill="#3d0c2c"><circle cx="294" cy="226" r="9"/><circle cx="310" cy="230" r="9"/><circle cx="302" cy="214" r="9"/><circle cx="106" cy="226" r="9"/></g><g fill="#a64883"><circle cx="292" cy="223" r="2.5"/><circle cx="308" cy="227" r="2.5"/><circle cx="300" cy="211" r="2.5"/><circle cx="104" cy="223" r="2.5"/></g>`,
  P1706: () =>
    PLATE +
    glassDrink(200, 150, '#d7c94a', 1.25, YEL) +
    `<circle cx="300" cy="220" r="24" fill="#f29d1d"/><circle cx="300" cy="220" r="18" fill="#b9d15a"/><g fill="#f4e7a0"><circle cx="294" cy="216" r="2"/><circle cx="304" cy="224" r="2"/><circle cx="306" cy="214" r="2"/><circle cx="296" cy="226" r="2"/></g>`,
  P1707: () =>
    PLATE +
    `<g transform="translate(200 150)">${u('bt', 0, 0, { c: '#bfe3f5' })}</g>` +
    cap(200, 54, '#1f6fb8') +
    label(200, 140, 40, 30, '#2b8fd6', '#fff') +
    `<path d="M186 120c4 6 4 10 0 12" stroke="#fff" stroke-width="3" fill="none" opacity=".7"/>`,
  P1708: () =>
    PLATE +
    `<g transform="translate(170 150)">${u('bt', 0, 0, { c: '#b35a12' })}</g>` +
    cap(170, 54, '#f07b1a') +
    label(170, 140, 40, 34, '#ff9f45', '#fff2df') +
    glassDrink(270, 188, '#c8691a', 0.7, YEL) +
    `<circle cx="112" cy="226" r="18" fill="#ff9e52"/><path d="M112 208c-3 10-3 26 0 36" stroke="#e57830" stroke-width="2" fill="none"/><path d="M112 208c6-8 14-8 18-4" stroke="#4c9a2a" stroke-width="4" fill="none"/>`,
  P1709: () =>
    PLATE +
    `<g transform="translate(180 160) scale(.9)">${u('bt', 0, 0, { c: '#2a1206' })}${cap(0, -96, YEL)}${label(0, -10, 40, 44, YEL, RED)}</g>` +
    glassDrink(268, 180, '#3a1a0a', 0.75, YEL) +
    `<ellipse cx="268" cy="134" rx="22" ry="6" fill="#e9c99a"/>`,

  // Postres
  P1801: () =>
    PLATE +
    u('bw', 200, 160, { s: 1.4 }) +
    `<g transform="translate(200 160) scale(1.4)"><path d="M-56 0C-48-26 48-26 56 0z" fill="#fff6df"/><g fill="#a5561a" opacity=".7"><circle cx="-18" cy="-10" r="2"/><circle cx="6" cy="-16" r="2"/><circle cx="20" cy="-8" r="2"/><circle cx="-4" cy="-6" r="2"/><circle cx="-30" cy="-4" r="2"/><circle cx="34" cy="-4" r="2"/></g><g fill="#5b2a3e"><ellipse cx="-10" cy="-12" rx="4" ry="3"/><ellipse cx="14" cy="-6" rx="4" ry="3"/></g></g><path d="M236 134l70-40" stroke="#8a4a1e" stroke-width="9" stroke-linecap="round"/><path d="M236 134l70-40" stroke="#b76a2e" stroke-width="3" stroke-linecap="round"/>`,
  P1802: () =>
    PLATE +
    zoom(
      1.35,
      `<path d="M140 196l60-22 64 22-60 24z" fill="#6b3a1e"/><path d="M140 196v30l64 24v-30zM204 220v30l60-24v-30z" fill="#4a2412"/><path d="M204 220v30l60-24v-30z" opacity=".25"/><circle cx="202" cy="172" r="30" fill="#fffaf0"/><path d="M174 180c8 6 18 4 28 8 10-4 20 0 28-8" fill="#fffaf0" stroke="#f1e6cf" stroke-width="2"/><path d="M180 160c10 10 16 0 24 12s18-6 24 6M160 200c20 10 40 0 60 14" stroke="#3a1a0a" stroke-width="5" fill="none" stroke-linecap="round"/><g fill="#a8743c"><circle cx="170" cy="194" r="3"/><circle cx="236" cy="200" r="3"/></g>`,
    ),
  P1803: () =>
    PLATE +
    zoom(
      1.15,
      `<ellipse cx="200" cy="220" rx="96" ry="24" fill="#8a3c0c"/><path d="M140 212l14-60h92l14 60c-10 12-110 12-120 0z" fill="#f6c453"/><ellipse cx="200" cy="152" rx="46" ry="12" fill="#a24a0e"/><path d="M156 154c2 16 6 22 10 8 4 16 10 14 12 2 6 12 10 10 14 0 6 12 12 12 16-2 4 12 12 12 14-6" fill="#a24a0e"/><path d="M152 200c20 6 56 6 74 2" ${SHINE} stroke-width="5"/>`,
    ),
  P1804: () =>
    PLATE +
    zoom(
      1.2,
      `<path d="M130 180l60-26 90 20-62 30z" fill="#fff"/><path d="M130 180v42l88 24v-42zM218 204v42l62-26v-46z" fill="#f5d98a"/><path d="M218 204v42l62-26v-46z" fill="#000" opacity=".08"/><path d="M130 180l88 24 62-30v8l-62 30-88-24z" fill="#fffaf0"/><path d="M130 200l88 24 62-28" stroke="#fff8ea" stroke-width="5" fill="none"/><circle cx="206" cy="166" r="11" fill="#d01c3c"/><path d="M206 156c4-10 10-14 16-14" stroke="#4c9a2a" stroke-width="3" fill="none"/><g fill="#a5561a" opacity=".6"><circle cx="170" cy="176" r="2"/><circle cx="236" cy="178" r="2"/><circle cx="190" cy="186" r="2"/></g><path d="M110 232c30 14 130 16 184-4" stroke="#fff8e6" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    ),
  P1805: () =>
    PLATE +
    `<path d="M172 140h56l-28 100z" fill="#e2a04a"/><path d="M178 150l40 20M184 170l28 14M176 164l46-22M186 190l30-16M190 206l18-10" stroke="#b5702a" stroke-width="3"/><circle cx="200" cy="128" r="30" fill="#fff7e6"/><circle cx="190" cy="104" r="22" fill="#f7a8bf"/><circle cx="212" cy="108" r="18" fill="#fff7e6"/><path d="M186 96c4-6 12-8 16-4" ${SHINE} stroke-width="4"/>` +
    u('rm', 300, 226, { c: '#f7a8bf' }),
};

mkdirSync(OUT_DIR, { recursive: true });

function collectDefs(body: string): string {
  const used = new Set<string>();
  const queue = [...body.matchAll(/(?:href="#|url\(#)(\w+)/g)].map((m) => m[1]!);
  while (queue.length) {
    const id = queue.pop()!;
    if (used.has(id)) continue;
    const def = DEFS[id];
    if (!def) throw new Error(`Unknown def #${id}`);
    used.add(id);
    for (const m of def.matchAll(/(?:href="#|url\(#)(\w+)/g)) queue.push(m[1]!);
  }
  return Object.keys(DEFS)
    .filter((id) => used.has(id))
    .map((id) => DEFS[id])
    .join('');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const sizes: [string, number][] = [];
for (const product of seedProducts) {
  const recipe = recipes[product.codigo_producto];
  if (!recipe) throw new Error(`No drawing for ${product.codigo_producto}`);
  const body = `${BG}<g transform="translate(0 -10)">${recipe()}</g>`;
  const defs = collectDefs(body);
  const css = Object.entries(CLASSES)
    .filter(([cls]) => (body + defs).includes(`class="${cls}"`))
    .map(([cls, rule]) => `.${cls}{${rule}}`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${escapeXml(product.descripcion_corta)}">` +
    (css ? `<style>${css}</style>` : '') +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>\n';
  // drop leading zeros of decimals: 0.72 -> .72
  const small = svg.replace(/([^\d.])0\.(\d)/g, '$1.$2');
  writeFileSync(join(OUT_DIR, `${product.codigo_producto}.svg`), small);
  sizes.push([product.codigo_producto, Buffer.byteLength(small)]);
}
sizes.sort((a, b) => b[1] - a[1]);
const total = sizes.reduce((s, [, n]) => s + n, 0);
console.log(`${sizes.length} images, total ${total} B, largest ${sizes[0]?.[0]} ${sizes[0]?.[1]} B`);
for (const [code, n] of sizes.filter(([, n]) => n > 3000)) console.log(`  over 3 KB: ${code} ${n} B`);
