import { useMemo } from 'react';
import { type QrDrawing, qrDrawing } from '../lib/qr';

type QrCodeProps = {
  value: string;
  /** What a screen reader hears, e.g. 'QR code for the event page'. */
  label: string;
  /** Width and height in CSS pixels. */
  size?: number;
  /** The drawing, when the caller already made it (e.g. to offer it as a file too). */
  drawing?: QrDrawing;
};

/** A QR code drawn as SVG (black on white, crisp at any size), named for assistive technology. */
export function QrCode({ value, label, size = 176, drawing }: QrCodeProps) {
  const made = useMemo(() => drawing ?? qrDrawing(value), [drawing, value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${made.size} ${made.size}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={made.size} height={made.size} fill="#fff" />
      <path d={made.path} fill="#000" />
    </svg>
  );
}
