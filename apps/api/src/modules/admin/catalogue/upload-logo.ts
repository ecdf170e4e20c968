import { logoUrls, type TAdminLogoUpload } from '@exchanger/core';
import type { TAdminCatalogueDeps } from './catalogue-deps.js';

/** An uploaded logo, checked and kept; a currency then names it (audited with that change). */
export async function uploadLogo(
  deps: Pick<TAdminCatalogueDeps, 'logos'>,
  bytes: Buffer,
): Promise<TAdminLogoUpload> {
  const logo = await deps.logos.save(bytes);
  return { logo, url: logoUrls(logo).simple };
}
