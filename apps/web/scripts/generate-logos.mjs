/**
 * Writes the currency icons the calculator entries reference (`/logos/<name>.svg` and
 * `/logos/<name>-bg.svg`) into `public/logos/`. Original, deliberately plain artwork — a coloured
 * disc with a short glyph — so no trademarked logo is copied. Run: `node apps/web/scripts/generate-logos.mjs`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OUT = fileURLToPath(new URL('../public/logos/', import.meta.url));

/** name → colour, glyph, glyph colour, optional shape behind the glyph. */
const ICONS = [
  { name: 'btc', color: '#f7931a', glyph: '₿' },
  { name: 'eth', color: '#627eea', glyph: 'Ξ' },
  { name: 'usdt', color: '#26a17b', glyph: '₮' },
  { name: 'ltc', color: '#345d9d', glyph: 'Ł' },
  { name: 'ton', color: '#0098ea', glyph: '◆', size: 15 },
  { name: 'xmr', color: '#ff6600', glyph: 'ɱ' },
  { name: 'trx', color: '#e50915', glyph: 'T' },
  { name: 'sber', color: '#21a038', glyph: 'С' },
  { name: 'tbank', color: '#ffdd2d', glyph: 'Т', ink: '#1f2937' },
  { name: 'alfa', color: '#ef3124', glyph: 'А' },
  { name: 'card-rub', color: '#475569', glyph: '₽', shape: 'card' },
  { name: 'sbp', color: '#5b2d90', glyph: 'СБП', size: 10 },
  { name: 'yoomoney', color: '#8b3ffd', glyph: 'Ю' },
  { name: 'payeer', color: '#1f9cd8', glyph: 'P' },
  { name: 'card-usd', color: '#1e3a8a', glyph: '$', shape: 'card' },
  { name: 'card-eur', color: '#0f766e', glyph: '€', shape: 'card' },
  { name: 'cash-rub', color: '#15803d', glyph: '₽', shape: 'note' },
  { name: 'cash-usd', color: '#166534', glyph: '$', shape: 'note' },
];

const FONT = "font-family=\"'Noto Sans','DejaVu Sans',Arial,Helvetica,sans-serif\"";

function glyph({ glyph: text, ink = '#ffffff', size, shape }) {
  const fontSize = size ?? (shape ? 8.5 : text.length > 1 ? 12 : 18);
  const y = shape === 'note' ? 16.6 : shape ? 18.6 : 16;
  return `<text x="16" y="${y}" ${FONT} font-size="${fontSize}" font-weight="700" fill="${ink}" text-anchor="middle" dominant-baseline="central">${text}</text>`;
}

function shapeBehind({ shape, color }) {
  if (shape === 'card') {
    return [
      '<rect x="6.5" y="9.5" width="19" height="13" rx="2.5" fill="#ffffff" fill-opacity="0.22" stroke="#ffffff" stroke-width="1.4"/>',
      '<rect x="6.5" y="12" width="19" height="1.8" fill="#ffffff" fill-opacity="0.85"/>',
    ].join('');
  }
  if (shape === 'note') {
    return `<rect x="6" y="10" width="20" height="13" rx="2" fill="${color}" stroke="#ffffff" stroke-width="1.4"/><circle cx="9.5" cy="16.5" r="1" fill="#ffffff" fill-opacity="0.6"/><circle cx="22.5" cy="16.5" r="1" fill="#ffffff" fill-opacity="0.6"/>`;
  }
  return '';
}

function content(icon) {
  const inner = `${shapeBehind(icon)}${glyph(icon)}`;
  return inner;
}

function simple(icon) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32" role="img" aria-hidden="true"><circle cx="16" cy="16" r="16" fill="${icon.color}"/>${content(icon)}</svg>\n`;
}

function withBackground(icon) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40" role="img" aria-hidden="true"><rect width="40" height="40" rx="10" fill="#eef2f6"/><g transform="translate(4 4)"><circle cx="16" cy="16" r="16" fill="${icon.color}"/>${content(icon)}</g></svg>\n`;
}

mkdirSync(OUT, { recursive: true });
for (const icon of ICONS) {
  writeFileSync(`${OUT}${icon.name}.svg`, simple(icon));
  writeFileSync(`${OUT}${icon.name}-bg.svg`, withBackground(icon));
}
console.log(`${ICONS.length * 2} icons written to ${OUT}`);
