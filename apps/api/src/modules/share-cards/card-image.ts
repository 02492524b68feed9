import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ShareCard } from '@huddle/domain';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** An element as satori reads it: React's shape, without React. */
type CardNode = {
  type: string;
  key: null;
  props: {
    style?: Record<string, string | number>;
    children?: string | CardNode | (string | CardNode)[];
    src?: string;
    width?: number;
    height?: number;
  };
};

const PADDING_X = 72;
const PADDING_Y = 64;
const TEXT_WIDTH = CARD_WIDTH - 2 * PADDING_X;

const CLAMPED = { display: 'block', lineClamp: 2, maxWidth: TEXT_WIDTH } as const;

const node = (
  type: string,
  style: Record<string, string | number>,
  children?: CardNode['props']['children'],
): CardNode => ({ type, key: null, props: { style, children } });

const require = createRequire(import.meta.url);
const FONT_FILES = { 500: 'latin-500-normal', 800: 'latin-800-normal' } as const;

let fonts: Promise<Font[]> | undefined;

/** The web app's own typeface, from the installed package: nothing is fetched at run time. */
function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    Object.entries(FONT_FILES).map(async ([weight, file]) => ({
      name: 'Plus Jakarta Sans',
      weight: Number(weight) as Font['weight'],
      style: 'normal' as const,
      data: await readFile(
        require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-${file}.woff`),
      ),
    })),
  );
  return fonts;
}

function layout(card: ShareCard, art: string | undefined): CardNode {
  const background: CardNode[] = art
    ? [
        {
          type: 'img',
          key: null,
          props: {
            src: `data:image/svg+xml;base64,${Buffer.from(art).toString('base64')}`,
            width: CARD_WIDTH,
            height: CARD_HEIGHT,
            style: { position: 'absolute', top: 0, left: 0, objectFit: 'cover' },
          },
        },
      ]
    : [];
  // The art is bright in places: the text sits on a dark veil so it reads on every sport.
  const veil = node('div', {
    position: 'absolute',
    top: 0,
    left: 0,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    backgroundImage: 'linear-gradient(90deg, rgba(10,20,40,0.92) 0%, rgba(10,20,40,0.55) 100%)',
  });
  const text = node(
    'div',
    {
      // Positioned like the layers under it, or it would be painted beneath them (as in CSS).
      position: 'absolute',
      top: 0,
      left: 0,
      right: 0,
      bottom: 0,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: `${PADDING_Y}px ${PADDING_X}px`,
      color: '#ffffff',
    },
    [
      node('div', { fontSize: 30, fontWeight: 800, letterSpacing: 1, color: '#ffd166' }, 'HUDDLE'),
      node('div', { display: 'flex', flexDirection: 'column', gap: 18, width: TEXT_WIDTH }, [
        node(
          'div',
          {
            fontSize: card.title.length > 40 ? 60 : 72,
            fontWeight: 800,
            lineHeight: 1.1,
            maxWidth: TEXT_WIDTH,
            // A title of the longest kind allowed ends in an ellipsis rather than off the card.
            display: 'block',
            lineClamp: 3,
          },
          card.title,
        ),
        node('div', { fontSize: 36, fontWeight: 500, ...CLAMPED }, card.when),
        node(
          'div',
          { fontSize: 32, fontWeight: 500, opacity: 0.9, ...CLAMPED },
          `${card.church} · ${card.place}`,
        ),
      ]),
      node(
        'div',
        {
          display: 'flex',
          alignSelf: 'flex-start',
          padding: '12px 28px',
          borderRadius: 32,
          backgroundColor: '#ffd166',
          color: '#0a1428',
          fontSize: 30,
          fontWeight: 800,
        },
        card.badge,
      ),
    ],
  );
  return node(
    'div',
    {
      display: 'flex',
      position: 'relative',
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      backgroundColor: '#0a1428',
      fontFamily: 'Plus Jakarta Sans',
    },
    [...background, veil, text],
  );
}

/** The card as a PNG. `art` is the illustration's SVG text, or nothing for a plain card. */
export async function renderCardPng(card: ShareCard, art: string | undefined): Promise<Buffer> {
  const svg = await satori(layout(card, art), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: await loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render().asPng();
}
