/**
 * A currency's logo (decision 014): either the key of a pair of SVGs bundled with the web app
 * (`/logos/{key}.svg` on a transparent ground, `/logos/{key}-bg.svg` on its own background), or an
 * image an operator uploaded, kept by its SHA-256 (`{sha256}.{png|webp|svg}`) and served at
 * `/media/logos/{file}` for both uses.
 */

/** The logos shipped in `apps/web/public/logos`. */
export const BUNDLED_LOGOS = [
  'btc',
  'eth',
  'usdt',
  'ltc',
  'ton',
  'xmr',
  'trx',
  'sber',
  'tbank',
  'alfa',
  'card-rub',
  'sbp',
  'yoomoney',
  'payeer',
  'card-usd',
  'card-eur',
  'cash-rub',
  'cash-usd',
] as const;
export type TBundledLogo = (typeof BUNDLED_LOGOS)[number];

/** The image types an operator may upload as a logo. */
export const LOGO_UPLOAD_TYPES = ['png', 'webp', 'svg'] as const;
export type TLogoUploadType = (typeof LOGO_UPLOAD_TYPES)[number];

/** At most this many bytes: a logo is shown at 24–48 px. */
export const MAX_LOGO_BYTES = 256 * 1024;

/** Where uploaded logos are served from (one path segment: the file's name). */
export const LOGO_MEDIA_PATH = '/media/logos/';

const UPLOADED = /^[0-9a-f]{64}\.(?:png|webp|svg)$/;

export function isBundledLogo(logo: string): logo is TBundledLogo {
  return (BUNDLED_LOGOS as readonly string[]).includes(logo);
}

/** An uploaded logo's reference: `{sha256}.{ext}`. */
export function isUploadedLogo(logo: string): boolean {
  return UPLOADED.test(logo);
}

export function isLogoRef(logo: string): boolean {
  return isBundledLogo(logo) || isUploadedLogo(logo);
}

/** The addresses of a logo: plain, and on a background (an uploaded image is both). */
export function logoUrls(logo: string): { simple: string; withBackground: string } {
  if (isUploadedLogo(logo)) {
    const url = `${LOGO_MEDIA_PATH}${logo}`;
    return { simple: url, withBackground: url };
  }
  return { simple: `/logos/${logo}.svg`, withBackground: `/logos/${logo}-bg.svg` };
}
