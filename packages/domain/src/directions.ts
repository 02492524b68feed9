/**
 * Getting to a church: a maps link built from its address alone (nothing is looked up). Google's
 * universal Maps URL opens the Maps app on a phone and the website elsewhere.
 * https://developers.google.com/maps/documentation/urls/get-started#directions-action
 */
export function directionsUrl(address: string): string {
  const url = new URL('https://www.google.com/maps/dir/');
  url.searchParams.set('api', '1');
  url.searchParams.set('destination', address.replace(/\s+/g, ' ').trim());
  return url.toString();
}

/** 'Directions to Grace Chapel, 1 Main St, Austin, TX 78701': what the link says it does. */
export function directionsLabel(placeName: string, address: string): string {
  return `Directions to ${placeName}, ${address}`;
}
