/** Tiny document.cookie helpers (the app only reads and writes a couple of plain cookies). */

export function readCookie(name: string, cookieString: string = document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

export interface TCookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

export function serializeCookie(
  name: string,
  value: string,
  options: TCookieOptions = {},
  secure = false,
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function writeCookie(name: string, value: string, options: TCookieOptions = {}): void {
  document.cookie = serializeCookie(name, value, options, window.location.protocol === 'https:');
}
