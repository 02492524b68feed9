/** The page a waitlist link opens (apps/web route /waitlist/$token): the place in line, the offer. */
export function waitlistUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/waitlist/${token}`;
}
