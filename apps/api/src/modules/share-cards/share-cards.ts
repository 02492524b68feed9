import { hash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ShareCard } from '@huddle/domain';
import { LRUCache } from 'lru-cache';

/** Raise when the card's layout changes: every card gets a new address, so caches let go. */
const LAYOUT_REVISION = 1;
/** About 200 kB a card: the cards of the events being shared right now, not all of them. */
const CACHED_BYTES = 24 * 1024 * 1024;

/** The card's version: part of its address, so an edited event's card is a new URL. */
export function cardVersion(card: ShareCard): string {
  return hash('sha256', JSON.stringify([LAYOUT_REVISION, card]), 'base64url').slice(0, 16);
}

export type ShareCards = {
  /** The card as a PNG, rendered once per version. */
  png(card: ShareCard): Promise<Buffer>;
};

/**
 * Share cards, drawn from the card's words and the sport's illustration (read from the web build's
 * `images/events/`; without a build, a plain card). Renders take a few hundred milliseconds of
 * CPU, so they run one at a time and each version is kept: a burst of previews for a shared link
 * costs one render, and a stranger asking for many cards waits in line rather than taking the
 * server's cores.
 */
export function createShareCards(webDistDir: string | undefined): ShareCards {
  const rendered = new LRUCache<string, Buffer>({
    maxSize: CACHED_BYTES,
    sizeCalculation: (png) => png.length,
  });
  const inFlight = new Map<string, Promise<Buffer>>();
  let queue: Promise<unknown> = Promise.resolve();

  const art = async (name: string) => {
    if (!webDistDir) return undefined;
    return readFile(join(webDistDir, 'images', 'events', `${name}.svg`), 'utf8').catch(
      () => undefined,
    );
  };

  return {
    async png(card) {
      const key = cardVersion(card);
      const cached = rendered.get(key);
      if (cached) return cached;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = queue.then(async () => {
          // Loaded on the first card: the renderer's fonts and WebAssembly stay out of a server
          // that is never asked for one.
          const { renderCardPng } = await import('./card-image.js');
          return renderCardPng(card, await art(card.art));
        });
        queue = pending.catch(() => undefined);
        inFlight.set(key, pending);
        pending
          .then((png) => rendered.set(key, png))
          .catch(() => undefined)
          .finally(() => inFlight.delete(key));
      }
      return pending;
    },
  };
}
