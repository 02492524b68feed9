import { PRODUCT_NAME } from './brand';

/** "Find Games & Events" → "Find Games & Events · Huddle". */
export function pageTitle(page: string): string {
  return `${page} · ${PRODUCT_NAME}`;
}

/**
 * A route's `head` with only the document title (index.html carries the description and the
 * icon). Rendered by `<HeadContent />` in the root route.
 */
export function titleHead(title: string) {
  return { meta: [{ title }] };
}

/** The home page's title: the name first, then what Huddle is for. */
export const HOME_TITLE = `${PRODUCT_NAME} · Watch parties and church events near you`;
