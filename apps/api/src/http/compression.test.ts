import { describe, expect, it } from 'vitest';
import { isCompressibleType, negotiateCoding } from './compression.js';

describe('negotiateCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['BR', 'br'],
    ['x-gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.9', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['br ; q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', null],
    ['identity;q=1, gzip;q=0.5', null],
    ['identity;q=0.5, gzip', 'gzip'],
    ['deflate, zstd', null],
    ['br;q=nonsense, gzip', 'gzip'],
  ])('%j → %j', (header, coding) => {
    expect(negotiateCoding(header)).toBe(coding);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'gzip'],
    ['*', 'gzip'],
    ['br', 'br'],
    ['br;q=1, gzip;q=0.5', 'br'],
    ['gzip;q=0, br', 'br'],
    ['identity', null],
  ])('%j, gzip on a tie → %j', (header, coding) => {
    expect(negotiateCoding(header, 'gzip')).toBe(coding);
    // Each preference keeps its own answers: asking again with brotli's does not read gzip's.
    if (header === '*') expect(negotiateCoding(header)).toBe('br');
  });
});

describe('isCompressibleType', () => {
  it.each([
    ['text/html; charset=utf-8', true],
    ['application/json; charset=utf-8', true],
    ['application/problem+json', true],
    ['application/xml; charset=utf-8', true],
    ['text/plain; version=0.0.4; charset=utf-8', true],
    ['text/csv; charset=utf-8', true],
    ['image/svg+xml', true],
    ['text/event-stream', false],
    ['image/png', false],
    ['application/octet-stream', false],
    ['application/jsonp', false],
    [undefined, false],
  ])('%j → %j', (type, compressible) => {
    expect(isCompressibleType(type)).toBe(compressible);
  });
});
