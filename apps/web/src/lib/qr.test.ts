import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrDrawing, qrSvgFile } from './qr';

/** Paints the drawing's path (unit squares) as black on white pixels, `scale` per module. */
function paint({ size, path }: { size: number; path: string }, scale = 4) {
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const offset = ((Number(y) * scale + dy) * side + Number(x) * scale + dx) * 4;
        pixels.fill(0, offset, offset + 3);
      }
    }
  }
  return { pixels, side };
}

describe('QR code', () => {
  it.each(['https://huddle.example/events/12', 'http://localhost:3000/events/123456'])(
    'reads back as %s with a scanner',
    (url) => {
      const { pixels, side } = paint(qrDrawing(url));
      expect(jsQR(pixels, side, side)?.data).toBe(url);
    },
  );

  it('is one path of unit squares inside a quiet zone', () => {
    const drawing = qrDrawing('https://huddle.example/events/12');
    expect(drawing.path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    const xs = [...drawing.path.matchAll(/M(\d+) (\d+)/g)].flatMap(([, x, y]) => [
      Number(x),
      Number(y),
    ]);
    expect(Math.min(...xs)).toBe(2);
    expect(Math.max(...xs)).toBe(drawing.size - 3);
  });

  it('makes a standalone SVG file on a white background', () => {
    const file = qrSvgFile(qrDrawing('https://huddle.example/events/12'));
    expect(file).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    expect(file).toContain('<rect width=');
    expect(file).toContain('fill="#000"');
  });
});
