import { useMatches } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Shown without the site's header and footer: a page framed on another site (/embed/...),
     * where they would be a second site inside the first.
     */
    bare?: boolean;
  }
}

/** Whether the page shown asked to be bare (its route's `staticData`). */
export function useBarePage(): boolean {
  return useMatches({ select: (matches) => matches.some((match) => match.staticData.bare) });
}
