import { encode } from 'uqr';

/** A QR code as drawn: the side in modules (quiet zone included) and one SVG path of the dark ones. */
export type QrDrawing = { size: number; path: string };

/**
 * The QR code of `text` (error correction M: still reads from a creased or smudged bulletin),
 * with the 2-module quiet zone the smaller printers need. Encoding is uqr's; the drawing is one
 * path of unit squares, so it scales to any print size without blur.
 */
export function qrDrawing(text: string): QrDrawing {
  const { size, data } = encode(text, { ecc: 'M', border: 2 });
  const squares: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) squares.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { size, path: squares.join('') };
}

/** The same drawing as a standalone .svg file, for a bulletin or newsletter editor. */
export function qrSvgFile({ size, path }: QrDrawing, pixels = 512): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${pixels}" ` +
    `height="${pixels}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" ` +
    `fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}
