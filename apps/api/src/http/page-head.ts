import {
  churchShareCard,
  eventShareCard,
  eventStructuredData,
  eventSummary,
  postalAddress,
  siteShareCard,
} from '@huddle/domain';
import type { Church } from '../modules/churches/church.schemas.js';
import type { Event } from '../modules/events/event.schemas.js';
import { escapeHtml } from '../modules/mail/html.js';
import {
  churchCardPath,
  eventCardPath,
  siteCardPath,
} from '../modules/share-cards/share-cards.routes.js';

/*
 * What a page tells machines in its head (issue 30, items 1-3): its own description and canonical
 * address, Open Graph and Twitter cards with the generated picture, and schema.org data. Written by
 * the API into the HTML it sends (the web app's bundle carries none of it): chat apps and search
 * engines read the HTML as sent, most without running its script.
 */

export type PageHead = {
  title: string;
  description: string;
  /** Absolute addresses. */
  canonical: string;
  image: string;
  imageAlt: string;
  jsonLd?: object[];
  /** For search engines: 'noindex' keeps the page out of their results. */
  robots?: string;
};

const SITE_NAME = 'Huddle';

export function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    // JSON, not script: no CSP objects, and every `<` escaped so it cannot end its element.
    ...(head.jsonLd ?? []).map(
      (data) =>
        `<script type="application/ld+json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`,
    ),
  ];
  return tags.join('');
}

const DESCRIPTION = /<meta\s+name="description"[^>]*>/;

/** The page's document with its head: the template's generic description gives way to its own. */
export function withHead(html: string, head: PageHead): string {
  const tags = headTags(head);
  const without = html.replace(DESCRIPTION, '');
  return without.replace('</head>', () => `${tags}</head>`);
}

export function eventHead(event: Event, publicUrl: string): PageHead {
  const card = eventShareCard(event);
  const page = `${publicUrl}/events/${event.id}`;
  const image = `${publicUrl}${eventCardPath(event.id, card)}`;
  return {
    title: `${event.title} · ${event.church.name}`,
    description: eventSummary(event),
    canonical: page,
    image,
    imageAlt: `${card.title}: ${card.when} at ${card.church}, ${card.place}`,
    jsonLd: eventStructuredData(
      event,
      { page, image, church: `${publicUrl}/churches/${event.church.id}` },
      new Date(),
    ),
  };
}

export function churchHead(church: Church, publicUrl: string): PageHead {
  const card = churchShareCard(church, church.eventCount);
  const page = `${publicUrl}/churches/${church.id}`;
  return {
    title: `${church.name} · ${church.city}, ${church.state}`,
    description:
      church.description ||
      `Watch parties and church events at ${church.name} in ${church.city}, ${church.state}.`,
    canonical: page,
    image: `${publicUrl}${churchCardPath(church.id, card)}`,
    imageAlt: `${church.name}, ${church.city}, ${church.state}`,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Church',
        name: church.name,
        description: church.description || undefined,
        url: page,
        sameAs: church.website ?? undefined,
        telephone: church.phone,
        address: postalAddress(church),
        maximumAttendeeCapacity: church.capacity,
      },
    ],
  };
}

/**
 * The church's events as its own website frames them (/embed/churches/{id}): the church page's
 * head, naming it as the canonical page, without its structured data, and out of search results.
 */
export function embedHead(church: Church, publicUrl: string): PageHead {
  const { jsonLd: _, ...head } = churchHead(church, publicUrl);
  return { ...head, title: `Upcoming events at ${church.name}`, robots: 'noindex' };
}

/** The pages without a subject of their own: the site's card, and their own words. */
const SITE_PAGES: Record<string, { title: string; description: string }> = {
  '/': {
    title: 'Huddle · Watch parties and church events near you',
    description:
      'Find sports watch parties and church events at churches near you, RSVP for free, and bring your family and friends.',
  },
  '/events': {
    title: 'Find watch parties and church events · Huddle',
    description:
      'Search watch parties and church events by place, sport and date. Free to attend; RSVP in a minute.',
  },
  '/churches': {
    title: 'Churches on Huddle',
    description: 'Churches that open their doors for game days and events: find one near you.',
  },
};

export function siteHead(path: string, publicUrl: string): PageHead | undefined {
  const page = SITE_PAGES[path];
  if (!page) return undefined;
  const card = siteShareCard();
  return {
    ...page,
    canonical: `${publicUrl}${path === '/' ? '/' : path}`,
    image: `${publicUrl}${siteCardPath()}`,
    imageAlt: card.title,
  };
}
