/**
 * Words for the two numbers an event has, so they are never confused: RSVPs (sign-ups, each one
 * person with their party) and people (everyone coming, the seats taken). "1 GOING" beside
 * "3 / 60" read as a contradiction when one RSVP brought three people.
 */
export function rsvpCountText(rsvps: number): string {
  return rsvps === 1 ? '1 RSVP' : `${rsvps} RSVPs`;
}

export function peopleCountText(people: number): string {
  return people === 1 ? '1 person' : `${people} people`;
}

/**
 * The field for the spec's numberOfGuests, which counts the person RSVPing: "Number of Guests"
 * = 3 read as three besides them. Every form that asks it, and every text that shows it, speaks
 * of people (issue 29).
 */
export const PARTY_SIZE_LABEL = 'How many people (including you)?';

/** The hosting church's line: '1 RSVP · 3 people going'. */
export function ownerCountsText(rsvps: number, people: number): string {
  return `${rsvpCountText(rsvps)} · ${peopleCountText(people)} going`;
}

/**
 * What a past event or date says in place of its seats and its RSVP button: "10 spots left" under
 * a game played last week read as an invitation.
 */
export const EVENT_ENDED_TEXT = 'This event has ended';

/** '1 spot left', '12 spots left': the seats still free. */
export function spotsLeftText(left: number): string {
  return left === 1 ? '1 spot left' : `${left} spots left`;
}
