/** The illustration for a sport or church-event type, under assets/images/events/. */
const EVENT_IMAGES: Record<string, string> = {
  NFL: 'football',
  'College Football': 'football',
  Football: 'football',
  NBA: 'basketball',
  'College Basketball': 'basketball',
  Basketball: 'basketball',
  MLB: 'baseball',
  Baseball: 'baseball',
  NHL: 'hockey',
  Hockey: 'hockey',
  Soccer: 'soccer',
  Tennis: 'tennis',
  Golf: 'golf',
  Olympics: 'olympics',
  'Christmas Service': 'church-service',
  'New Year Service': 'church-service',
  'Cross-Over Service': 'church-service',
  'Special Service': 'church-service',
  'Church Anniversary': 'church-service',
  'Church Music Concert': 'concert',
  'Community Outreach': 'outreach',
};

export function eventImageUrl(sport: string): string {
  return `/images/events/${EVENT_IMAGES[sport] ?? 'generic'}.svg`;
}

export const CHURCH_IMAGE_COUNT = 6;

/** Church facades, reused in turn. */
export function churchImageUrl(index: number): string {
  return `/images/churches/church-${(index % CHURCH_IMAGE_COUNT) + 1}.svg`;
}
