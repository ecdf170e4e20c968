import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode, qrPath } from './qr-code';

describe('QrCode', () => {
  it('draws the modules of the value as one path with a quiet zone', () => {
    const small = qrPath('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    // Version 3 (29 modules) at level M for 34 characters, plus 4 modules of border on each side.
    expect(small.size).toBe(37);
    expect(small.path.startsWith('M4 4h1v1h-1z')).toBe(true);
    expect(qrPath('other').path).not.toBe(small.path);
  });

  it('renders an accessible SVG', () => {
    render(<QrCode value="bc1qexample" label="QR-код: Адрес" testId="qr-address" />);
    const svg = screen.getByRole('img', { name: 'QR-код: Адрес' });
    expect(svg).toBe(screen.getByTestId('qr-address'));
    expect(svg.getAttribute('data-value')).toBe('bc1qexample');
    expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });
});
