import { spawnSync } from 'node:child_process';
import type * as Zlib from 'node:zlib';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { compress, COMPRESS_MIN_BYTES, encodedBody, precompressedBody } from './compression.js';

/** Every raw deflate the module makes, counted (zlib's own functions, called through). */
const deflates = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof Zlib>();
  return {
    ...zlib,
    deflateRaw: (...args: Parameters<typeof zlib.deflateRaw>) => {
      deflates.count += 1;
      zlib.deflateRaw(...args);
    },
    deflateRawSync: (...args: Parameters<typeof zlib.deflateRawSync>) => {
      deflates.count += 1;
      return zlib.deflateRawSync(...args);
    },
  };
});

const TEXT = JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ i, name: `строка ${i}` })) });

describe('encodedBody', () => {
  it('keeps the UTF-8 bytes and makes each coding once, decoding to the same bytes', () => {
    const body = encodedBody(TEXT);
    expect(body.identity.toString('utf8')).toBe(TEXT);
    expect(body.compressible).toBe(true);
    const br = body.coded('br');
    const gz = body.coded('gzip');
    expect(body.coded('br')).toBe(br);
    expect(body.coded('gzip')).toBe(gz);
    expect(brotliDecompressSync(br).equals(body.identity)).toBe(true);
    expect(gunzipSync(gz).equals(body.identity)).toBe(true);
    expect(br.length).toBeLessThan(body.identity.length / 3);
  });

  it('says a body under 1 KB is not worth compressing', () => {
    expect(encodedBody('x'.repeat(COMPRESS_MIN_BYTES - 1)).compressible).toBe(false);
    expect(encodedBody('x'.repeat(COMPRESS_MIN_BYTES)).compressible).toBe(true);
    // Bytes, not characters: 600 Cyrillic letters are 1 200 bytes.
    expect(encodedBody('я'.repeat(600)).compressible).toBe(true);
  });
});

describe('compress', () => {
  it('compresses a large body off the event loop, a small one at once', async () => {
    const large = Buffer.from(TEXT.repeat(20));
    const pending = compress(large, 'br');
    expect(pending).toBeInstanceOf(Promise);
    expect(brotliDecompressSync(await pending).equals(large)).toBe(true);
    const small = compress(Buffer.from(TEXT), 'gzip');
    expect(Buffer.isBuffer(small)).toBe(true);
    expect(gunzipSync(small as Buffer).toString()).toBe(TEXT);
  });
});

describe('precompressedBody', () => {
  it('compresses a body given in chunks as one, and puts it together only when sent as it is', async () => {
    const chunks = Array.from({ length: 40 }, (_, i) => Buffer.from(`<part n="${i}">${TEXT}</part>\n`));
    const whole = Buffer.concat(chunks);
    const body = await precompressedBody(chunks, ['br', 'gzip']);
    expect(body.compressible).toBe(true);
    expect(brotliDecompressSync(body.coded('br')).equals(whole)).toBe(true);
    expect(gunzipSync(body.coded('gzip')).equals(whole)).toBe(true);
    expect(body.identity.equals(whole)).toBe(true);
    expect(body.identity).toBe(body.identity);
  });

  it('puts gzip together from the chunks it has seen, one remade: still one valid member', async () => {
    const chunks = Array.from({ length: 30 }, (_, i) => Buffer.from(`<part n="${i}">${TEXT}</part>\n`));
    const first = await precompressedBody(chunks, ['gzip']);
    // One part remade (a change), an empty one, the others the same buffers as before.
    const next = [...chunks];
    next[7] = Buffer.from(`<part n="7" changed="yes">${TEXT}</part>\n`);
    next[12] = Buffer.alloc(0);
    const body = await precompressedBody(next, ['gzip']);
    const gz = body.coded('gzip');
    expect(gunzipSync(first.coded('gzip')).equals(Buffer.concat(chunks))).toBe(true);
    expect(gunzipSync(gz).equals(Buffer.concat(next))).toBe(true);
    // As another decoder sees it: gzip's own tool checks the CRC and the length.
    const out = spawnSync('gzip', ['-dc'], { input: gz });
    if (!out.error) {
      expect(out.status, out.stderr.toString()).toBe(0);
      expect(out.stdout.equals(Buffer.concat(next))).toBe(true);
    }
    expect(gz.length).toBeLessThan(Buffer.concat(next).length / 3);
  });

  it('gzips any sequence of kept chunks, in any order, as the body they make', async () => {
    // A pool of chunks as the export has them: parts of many sizes (some over deflate's 32 KB
    // window), one-byte separators, empties; bodies made of them in any order, one after another,
    // so that a chunk's kept deflate is met after other chunks than it was made after.
    const pool = [
      Buffer.from(','),
      Buffer.alloc(0),
      ...Array.from({ length: 6 }, (_, i) =>
        Buffer.from(`<p${i}>${TEXT.repeat(1 + ((i * 7) % 5))}</p${i}>\n`),
      ),
      Buffer.from(`<big>${TEXT.repeat(9)}</big>`),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.nat(pool.length - 1), { minLength: 1, maxLength: 12 }), {
          minLength: 1,
          maxLength: 5,
        }),
        async (bodies) => {
          for (const picks of bodies) {
            const chunks = picks.map((i) => pool[i] as Buffer);
            const body = await precompressedBody(chunks, ['gzip']);
            if (!body.compressible) continue;
            expect(gunzipSync(body.coded('gzip')).equals(Buffer.concat(chunks))).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('gzips two bodies sharing chunks at once, each as its own bytes', async () => {
    const shared = Array.from({ length: 8 }, (_, i) => Buffer.from(`<s${i}>${TEXT}</s${i}>`));
    const a = [shared[0], shared[1], shared[2], shared[3]] as Buffer[];
    const b = [shared[2], shared[0], shared[3], shared[1], shared[2]] as Buffer[];
    const [bodyA, bodyB] = await Promise.all([
      precompressedBody(a, ['gzip']),
      precompressedBody(b, ['gzip']),
    ]);
    expect(gunzipSync(bodyA.coded('gzip')).equals(Buffer.concat(a))).toBe(true);
    expect(gunzipSync(bodyB.coded('gzip')).equals(Buffer.concat(b))).toBe(true);
  });

  it('gzips chunks about as well as the whole body at once', async () => {
    // 210 KB of parts, deflated at level 6 (each alone would take 4.5 times as much).
    const chunks = Array.from({ length: 30 }, (_, i) => Buffer.from(`<part n="${i}">${TEXT}</part>\n`));
    const body = await precompressedBody(chunks, ['gzip']);
    expect(body.coded('gzip').length).toBeLessThan(gzipSync(Buffer.concat(chunks)).length * 1.25);
    // 420 KB all new: level 1, about twice as large, until its parts are remade.
    const more = Array.from({ length: 60 }, (_, i) => Buffer.from(`<more n="${i}">${TEXT}</more>\n`));
    const large = await precompressedBody(more, ['gzip']);
    const wholeFast = gzipSync(Buffer.concat(more), { level: 1 });
    expect(large.coded('gzip').length).toBeLessThan(wholeFast.length * 2.2);
  });

  describe('deflates kept from body to body', () => {
    beforeEach(() => {
      deflates.count = 0;
    });

    it('deflates a part again only when it, or what its window reaches back into, changed', async () => {
      // Parts of about 7 KB: a part's window (32 KB) reaches back into the four or five before it.
      const parts = Array.from({ length: 30 }, (_, i) => Buffer.from(`<part n="${i}">${TEXT}</part>\n`));
      const window = 32 * 1024;
      const first = await precompressedBody(parts, ['gzip']);
      expect(deflates.count).toBe(30);

      deflates.count = 0;
      const same = await precompressedBody([...parts], ['gzip']);
      expect(deflates.count).toBe(0);
      expect(same.coded('gzip').equals(first.coded('gzip'))).toBe(true);

      // Part 7 remade: it, and each later part whose 32 KB before it take in part 7.
      const next = [...parts];
      next[7] = Buffer.from(`<part n="7" changed="yes">${TEXT}</part>\n`);
      const reaching = next.filter((_, i) => {
        if (i < 7) return false;
        const between = next.slice(8, i).reduce((sum, part) => sum + part.length, 0);
        return i === 7 || between < window;
      }).length;
      deflates.count = 0;
      const changed = await precompressedBody(next, ['gzip']);
      expect(deflates.count).toBe(reaching);
      expect(reaching).toBeLessThan(10);
      expect(gunzipSync(changed.coded('gzip')).equals(Buffer.concat(next))).toBe(true);
      // Made once: asking again deflates nothing.
      changed.coded('gzip');
      expect(deflates.count).toBe(reaching);
    });

    it('deflates each part once when gzip is first asked for after the body was made', async () => {
      const parts = Array.from({ length: 12 }, (_, i) => Buffer.from(`<late n="${i}">${TEXT}</late>\n`));
      const body = await precompressedBody(parts, []);
      expect(deflates.count).toBe(0);
      const gz = body.coded('gzip');
      expect(deflates.count).toBe(12);
      expect(gunzipSync(gz).equals(Buffer.concat(parts))).toBe(true);
      expect(body.coded('gzip')).toBe(gz);
      expect(deflates.count).toBe(12);
    });
  });

  it('makes a coding not asked for beforehand on its first use', async () => {
    const body = await precompressedBody([Buffer.from(TEXT), Buffer.from(TEXT)], []);
    const gz = body.coded('gzip');
    expect(gunzipSync(gz).toString()).toBe(TEXT + TEXT);
    expect(body.coded('gzip')).toBe(gz);
  });
});
