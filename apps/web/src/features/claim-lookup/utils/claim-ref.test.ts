import { describe, expect, it } from 'vitest';
import { looksLikeEmail, readClaimRef } from './claim-ref';

const ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

describe('readClaimRef', () => {
  it('reads the number alone, in any case, with spaces around', () => {
    expect(readClaimRef(` ${ID.toUpperCase()} `)).toEqual({ id: ID });
  });

  it('reads it out of a link or a sentence', () => {
    expect(readClaimRef(`https://exchanger.example/en/claim/${ID}?x=1`)).toEqual({ id: ID });
    expect(readClaimRef(`Заявка № {${ID}} создана`)).toEqual({ id: ID });
  });

  it('reads a short number, with or without #, which the server opens only with the e-mail', () => {
    expect(readClaimRef(' #1B4E28BA ')).toEqual({ number: '1b4e28ba' });
    expect(readClaimRef('1b4e28ba')).toEqual({ number: '1b4e28ba' });
  });

  it('says what is wrong with anything else', () => {
    expect(readClaimRef('   ')).toEqual({ error: 'empty' });
    expect(readClaimRef('12345')).toEqual({ error: 'invalid' });
    expect(readClaimRef(ID.slice(0, 30))).toEqual({ error: 'invalid' });
    expect(readClaimRef(`${ID} 00000000-0000-4000-8000-000000000000`)).toEqual({ error: 'invalid' });
  });

  it('asks the server only about something shaped like an e-mail', () => {
    expect(looksLikeEmail(' a@b.c ')).toBe(true);
    expect(looksLikeEmail('a b@c')).toBe(false);
    expect(looksLikeEmail('abc')).toBe(false);
  });
});
