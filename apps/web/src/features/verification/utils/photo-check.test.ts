import { describe, expect, it } from 'vitest';
import { checkPhoto, formatFileSize, MAX_PHOTO_BYTES } from './photo-check';

describe('checkPhoto', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(checkPhoto({ name: 'a.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkPhoto({ name: 'a', type: 'image/png', size: MAX_PHOTO_BYTES })).toBeNull();
    expect(checkPhoto({ name: 'a.webp', type: 'image/webp', size: 10 })).toBeNull();
    // Some browsers give no type: the name decides.
    expect(checkPhoto({ name: 'IMG_1.JPEG', type: '', size: 10 })).toBeNull();
  });

  it('refuses other types, empty files and files over 5 MB', () => {
    expect(checkPhoto({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBe('type');
    expect(checkPhoto({ name: 'a.heic', type: 'image/heic', size: 10 })).toBe('type');
    expect(checkPhoto({ name: 'a.gif', type: '', size: 10 })).toBe('type');
    expect(checkPhoto({ name: 'a.png', type: 'image/png', size: 0 })).toBe('empty');
    expect(checkPhoto({ name: 'a.png', type: 'image/png', size: MAX_PHOTO_BYTES + 1 })).toBe('size');
  });
});

describe('formatFileSize', () => {
  it('uses bytes, KB and MB in the page language', () => {
    expect(formatFileSize(740, 'ru')).toBe('740\u00a0Б');
    expect(formatFileSize(12_800, 'ru')).toBe('12,5\u00a0КБ');
    expect(formatFileSize(1_258_291, 'en')).toBe('1.2\u00a0MB');
    expect(formatFileSize(6 * 1024 * 1024, 'en')).toBe('6\u00a0MB');
  });
});
