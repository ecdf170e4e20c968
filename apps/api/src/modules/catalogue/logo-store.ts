/**
 * Logos operators upload for currencies (decision 014): checked by their content — PNG and WebP by
 * their signature, SVG by reading it as an SVG document — never by the name or the declared type,
 * and kept under `DATA_DIR/logos` by their SHA-256, so the same image is stored once and its
 * address never changes (it is served with a year-long cache).
 */
import { createHash } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isUploadedLogo, MAX_LOGO_BYTES, type TLogoUploadType } from '@exchanger/core';
import { AppError } from '../../lib/app-error.js';
import { sniffImage } from '../../lib/uploads.js';

export const LOGO_MIME: Record<TLogoUploadType, string> = {
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

const SVG_NS = /\sxmlns\s*=\s*(["'])http:\/\/www\.w3\.org\/2000\/svg\1/;

/**
 * Whether `bytes` read as an SVG document: UTF-8 text whose root element (after an XML
 * declaration, comments and blanks) is an `<svg>` of the SVG namespace, closed at the end, with
 * no document type (entity expansion is refused outright rather than limited).
 */
export function isSvgDocument(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return false;
  const body = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  const root = /^<svg(?=[\s>/])[^>]*>/.exec(body);
  if (!root || !SVG_NS.test(root[0])) return false;
  return /<\/svg\s*>$/.test(body) || /\/>$/.test(root[0]);
}

/** The logo type of `bytes` by its content, or null. */
export function sniffLogo(bytes: Buffer): TLogoUploadType | null {
  const image = sniffImage(bytes);
  if (image?.ext === 'png' || image?.ext === 'webp') return image.ext;
  return isSvgDocument(bytes) ? 'svg' : null;
}

const fail = (key: 'logo_file_required' | 'logo_file_type' | 'logo_file_too_large') =>
  new AppError('validation_error', 'validation_error', {
    fields: { file: [key] },
    ...(key === 'logo_file_too_large' ? { params: { max: MAX_LOGO_BYTES / 1024 } } : {}),
  });

export function createLogoStore(dir: string) {
  const fileOf = (logo: string) => path.join(dir, logo);
  return {
    /** Checks and keeps an uploaded image; answers its reference (`{sha256}.{ext}`). */
    async save(bytes: Buffer): Promise<string> {
      if (bytes.length === 0) throw fail('logo_file_required');
      if (bytes.length > MAX_LOGO_BYTES) throw fail('logo_file_too_large');
      const type = sniffLogo(bytes);
      if (!type) throw fail('logo_file_type');
      const logo = `${createHash('sha256').update(bytes).digest('hex')}.${type}`;
      await mkdir(dir, { recursive: true });
      try {
        await writeFile(fileOf(logo), bytes, { flag: 'wx', mode: 0o644 });
      } catch (error) {
        // The same image uploaded before: it is already there, under the same name.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      return logo;
    },

    /** Whether an uploaded logo's file is kept here. */
    async has(logo: string): Promise<boolean> {
      if (!isUploadedLogo(logo)) return false;
      try {
        await access(fileOf(logo));
        return true;
      } catch {
        return false;
      }
    },

    /** The file and type of an uploaded logo, or null for anything that cannot be one. */
    fileOf(logo: string): { file: string; type: TLogoUploadType } | null {
      if (!isUploadedLogo(logo)) return null;
      return { file: fileOf(logo), type: logo.slice(logo.lastIndexOf('.') + 1) as TLogoUploadType };
    },
  };
}

export type TLogoStore = ReturnType<typeof createLogoStore>;
