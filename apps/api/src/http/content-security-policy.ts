/**
 * The Content-Security-Policy of every response, and the wider one of the checkout page, the only
 * page that runs Stripe.js (its script, its card and 3-D Secure frames, its API). Stripe's hosts
 * are those its CSP guide lists; no other page may load them.
 */
type Directives = Record<string, readonly string[]>;

const BASE: Directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'font-src': ["'self'", 'https:', 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", 'https:', "'unsafe-inline'"],
  'connect-src': ["'self'"],
  'upgrade-insecure-requests': [],
};

const STRIPE_JS = ['https://js.stripe.com', 'https://*.js.stripe.com'];

const CHECKOUT: Directives = {
  ...BASE,
  'script-src': [...(BASE['script-src'] ?? []), ...STRIPE_JS],
  'frame-src': [...STRIPE_JS, 'https://hooks.stripe.com'],
  'connect-src': [...(BASE['connect-src'] ?? []), 'https://api.stripe.com'],
};

/** The paths whose page loads Stripe.js. */
export const STRIPE_PAGES = new Set(['/church-checkout']);

/** For helmet, whose headers every response carries (security-headers.ts). */
export const baseDirectives = BASE;

export const checkoutPolicy = serialize(CHECKOUT);

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
