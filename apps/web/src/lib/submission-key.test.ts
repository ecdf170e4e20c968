import { describe, expect, it } from 'vitest';
import { createSubmissionKey, randomKey } from './submission-key';

describe('submission key', () => {
  it('keeps the key while the same content is sent again, and changes it with the content', () => {
    let n = 0;
    const keys = createSubmissionKey(() => `key-${(n += 1)}`);
    expect(keys.keyFor({ amount: '10' })).toBe('key-1');
    expect(keys.keyFor({ amount: '10' })).toBe('key-1');
    expect(keys.keyFor({ amount: '11' })).toBe('key-2');
    expect(keys.keyFor({ amount: '10' })).toBe('key-3');
  });

  it('forgets the key once the submission succeeded', () => {
    let n = 0;
    const keys = createSubmissionKey(() => `key-${(n += 1)}`);
    expect(keys.keyFor({ amount: '10' })).toBe('key-1');
    keys.forget();
    expect(keys.keyFor({ amount: '10' })).toBe('key-2');
  });

  it('makes random UUID v4 keys', () => {
    const a = randomKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(randomKey()).not.toBe(a);
  });
});
