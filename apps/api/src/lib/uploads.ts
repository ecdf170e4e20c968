/**
 * Uploaded files are judged by their content, never by their name or declared type: the first
 * bytes say what an image is. The card photos of verification and the logos of currencies both
 * use this; the HTTP side of an upload (reading the multipart body) is `http/upload.ts`.
 */
const KINDS = [
  { mime: 'image/jpeg', ext: 'jpg', test: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/png',
    ext: 'png',
    test: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mime: 'image/webp',
    ext: 'webp',
    test: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

export type TImageKind = (typeof KINDS)[number];

/** The image type of `bytes` from its signature, or null. */
export function sniffImage(bytes: Buffer): TImageKind | null {
  return KINDS.find((k) => k.test(bytes)) ?? null;
}
