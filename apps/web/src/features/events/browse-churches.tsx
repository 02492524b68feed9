import { ChurchResults } from '../churches/church-results';

/** The Browse Churches tab: every partner church, in pages, each linking to its own events. */
export function BrowseChurches() {
  return <ChurchResults filter={{}} headingOrder={2} />;
}
