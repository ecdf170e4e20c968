/**
 * A QR code drawn as one SVG path (uqr computes the modules; no canvas, crisp at any size, dark
 * modules on white in both colour modes so every scanner reads it).
 */
import { useMemo } from 'react';
import { encode } from 'uqr';

export interface TQrCodeProps {
  value: string;
  /** Accessible name, e.g. "QR code of the address". */
  label: string;
  size?: number;
  testId?: string;
}

/** The path of the dark modules, one `h1v1h-1z` square each, with a 4-module quiet zone. */
export function qrPath(value: string): { path: string; size: number } {
  const { data, size } = encode(value, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { path, size };
}

export function QrCode({ value, label, size = 184, testId }: TQrCodeProps) {
  const { path, size: modules } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      data-testid={testId}
      data-value={value}
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
