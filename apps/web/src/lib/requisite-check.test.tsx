import { VALIDATORS, validateRequisite } from '@exchanger/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: the addresses' check not loaded yet. */
async function freshModule() {
  vi.resetModules();
  return import('./requisite-check');
}

const SAMPLES = [
  '',
  ' ',
  'x'.repeat(600),
  'nope',
  '4111 1111 1111 1111',
  '4111 1111 1111 1112',
  'Ivan Ivanov',
  'a@b.co',
  '+7 900 123-45-67',
  '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
  '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb',
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x52908400098527886E0F7030069857D2E4169Ee7',
  'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
];

describe('checkRequisite', () => {
  it('gives core’s answer at once where no address checksum is involved, `pending` for an address until its check has loaded', async () => {
    const { checkRequisite, loadAddressCheck } = await freshModule();
    for (const validator of VALIDATORS) {
      for (const value of SAMPLES) {
        const expected = validateRequisite(validator, value);
        const early = checkRequisite(validator, value);
        const needsAddressCheck =
          validator.endsWith('-address') && value.trim() !== '' && value.trim().length <= 512;
        expect(early, `${validator} ${value}`).toEqual(
          needsAddressCheck ? { ok: false, problem: 'pending' } : expected,
        );
      }
    }
    await loadAddressCheck();
    for (const validator of VALIDATORS) {
      for (const value of SAMPLES) {
        expect(checkRequisite(validator, value), `${validator} ${value}`).toEqual(
          validateRequisite(validator, value),
        );
      }
    }
  });

  it('draws a component again when the check arrives', async () => {
    const { checkRequisite, loadAddressCheck, useAddressCheckArrival } = await freshModule();
    function Probe() {
      useAddressCheckArrival();
      const result = checkRequisite('btc-address', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb');
      return <p data-testid="probe">{result.ok ? 'ok' : result.problem}</p>;
    }
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('pending');
    await act(() => loadAddressCheck());
    expect(screen.getByTestId('probe').textContent).toBe('invalid_checksum');
  });
});
