/** What the server accepts (it checks the file's first bytes too). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

const EXTENSIONS = /\.(jpe?g|png|webp)$/i;

export type TPhotoProblem = 'type' | 'size' | 'empty';

/**
 * Why a chosen file cannot be sent, before it is sent: not a JPEG, PNG or WebP (by its type, or by
 * its name where the browser gives no type), empty, or over 5 MB.
 */
export function checkPhoto(file: Pick<File, 'name' | 'type' | 'size'>): TPhotoProblem | null {
  const typeOk = file.type
    ? (PHOTO_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : EXTENSIONS.test(file.name);
  if (!typeOk) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_PHOTO_BYTES) return 'size';
  return null;
}

/** A file size people read: "740 Б", "12,5 КБ", "1,2 МБ" / "740 B", "12.5 KB", "1.2 MB". */
export function formatFileSize(bytes: number, locale: string): string {
  const units = locale === 'en' ? ['B', 'KB', 'MB'] : ['Б', 'КБ', 'МБ'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'ru-RU', {
    maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1,
  }).format(value);
  return `${number}\u00a0${units[unit] ?? ''}`;
}
