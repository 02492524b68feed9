/**
 * The illustration shown for an event without a photo of its own, by sport or church-event type
 * (files under the web app's public/images/events/). The demo seed uses the same pictures.
 */
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

export function eventIllustrationUrl(sport: string): string {
  return `/images/events/${EVENT_IMAGES[sport] ?? 'generic'}.svg`;
}
