import { describe, expect, it } from 'vitest';
import { VALIDATORS } from '../contracts/calculator.js';
import {
  maskCard,
  maskClaimEmail,
  maskName,
  maskPhone,
  maskRequisite,
  maskRequisites,
  maskText,
} from './mask.js';

describe('masking of clients’ data', () => {
  it('shows a card by its first and last four digits, whatever its length', () => {
    expect(maskCard('4111111111111111')).toBe('4111 •••• •••• 1111');
    expect(maskCard('378282246310005')).toBe('3782 •••• •••• 0005');
    expect(maskCard('2200000000000000004')).toBe('2200 •••• •••• 0004');
    expect(maskCard('1234567')).toBe('•••• ••••');
  });

  it('shows a name by its first word and the initials of the rest', () => {
    expect(maskName('IVAN IVANOV')).toBe('IVAN I.');
    expect(maskName('Anna Maria Smith')).toBe('Anna M. S.');
    expect(maskName('ИВАН ПЕТРОВ')).toBe('ИВАН П.');
    expect(maskName('  Cher ')).toBe('Cher');
  });

  it('shows an e-mail by its first character and its domain', () => {
    expect(maskClaimEmail('ivan@example.com')).toBe('i***@example.com');
    expect(maskClaimEmail('a@b.c')).toBe('a***@b.c');
    expect(maskClaimEmail('"odd@local"@example.com')).toBe('"***@example.com');
    expect(maskClaimEmail('not-an-email')).toBe('***');
    expect(maskClaimEmail('@example.com')).toBe('***');
  });

  it('shows a phone by its first and last two digits', () => {
    expect(maskPhone('+79001234567')).toBe('+7••••••••67');
    expect(maskPhone('79001234567')).toBe('7••••••••67');
    expect(maskPhone('+123')).toBe('••••');
  });

  it('shows other text by its last four characters, a short one not at all', () => {
    expect(maskText('P1234567890')).toBe('••••7890');
    expect(maskText('410011')).toBe('••••');
  });

  it('leaves public addresses whole and masks every other kind', () => {
    // Two words, so that even a name shows less of it than whole.
    const address = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf 0x52908400098527886E0F7030069857D2E4169EE7';
    for (const kind of VALIDATORS) {
      const masked = maskRequisite(kind, address);
      if (kind.endsWith('-address')) expect(masked).toBe(address);
      else expect(masked).not.toBe(address);
    }
    expect(maskRequisite(undefined, 'P1234567890')).toBe('••••7890');
  });

  it('masks a side field by field and keeps a cash side’s city', () => {
    const kinds: Record<string, (typeof VALIDATORS)[number]> = { card: 'card', cardholder: 'name' };
    expect(
      maskRequisites(
        { card: '4111111111111111', cardholder: 'IVAN IVANOV', city: '3', extra: 'secret value' },
        (field) => kinds[field],
      ),
    ).toEqual({ card: '4111 •••• •••• 1111', cardholder: 'IVAN I.', city: '3', extra: '••••alue' });
  });
});
