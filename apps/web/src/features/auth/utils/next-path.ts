/**
 * Where to go after signing in: the `next` the auth guard put into the login link, when it is a
 * path of this site (never `//host` or an absolute URL, which would make the login page an open
 * redirect), else the fallback.
 */
export function safeNextPath(next: string | null, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
