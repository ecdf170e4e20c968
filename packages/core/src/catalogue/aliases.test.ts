import { describe, expect, it } from 'vitest';
import { currencyAliases } from './aliases.js';

describe('currencyAliases', () => {
  it('finds a coin by its code or by the ticker its code starts with', () => {
    expect(currencyAliases('USDTTRC20')).toContain('tether');
    expect(currencyAliases('USDTERC20')).toContain('тезер');
    expect(currencyAliases('btc')).toContain('биткоин');
    expect(currencyAliases('CARDRUB')).toContain('visa');
    expect(currencyAliases('CASHUSD')).toContain('наличные');
  });

  it('prefers a code of its own over a shorter ticker, and knows nothing of the unknown', () => {
    expect(currencyAliases('SBERRUB')).toContain('сбер');
    expect(currencyAliases('ZZZ')).toEqual([]);
  });
});
