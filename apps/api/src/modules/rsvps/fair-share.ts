import type { Db } from '@huddle/db';
import { fairShare, type OpenDate, type RsvpCreateInput } from '@huddle/domain';
import { appError } from '../../errors/app-error.js';
import { currentHits, hit } from '../rate-limits/rate-limits.repository.js';
import { tryTake } from '../rate-limits/rate-limits.service.js';
import {
  CHALLENGE_LIFETIME_MS,
  checkSolution,
  issueChallenge,
  TOP_LEVEL,
} from '../shared/proof-of-work.js';

/*
 * No squatting (docs/adr/0078-no-squatting.md): what one client address holds of one date, in
 * people and parties, is counted in the rate-limit counters until a day after the date; past its
 * fair share (domain `fairShare`) a further party needs a solved proof of work, and past half the
 * date it is refused. Counted in the RSVP's own transaction, under the event's lock: a refused or
 * failed RSVP counts nothing, and two at once from one address cannot both slip under the limit.
 */

export type SeatChallengeConfig = { hmacKey: string; maxAttempts: number };

/** Who is asking: the address rate limits count by (IPv6 by its /64), and any proof sent. */
export type SeatClient = {
  address: string;
  proofOfWork?: string | undefined;
  challenge: SeatChallengeConfig;
};

export const TOO_MANY_SEATS =
  'Many seats of this date are already reserved from your connection. If you are reserving for a group, please ask the church.';
export const PROOF_REQUIRED =
  'Many seats of this date are already reserved from your connection: please confirm you are a person (GET /api/events/{id}/rsvp-challenge).';
export const PROOF_INVALID = 'The check did not pass. Please try again.';

const DAY_MS = 86_400_000;

/** What a challenge for the seats of an event is bound to. */
const accountOf = (eventId: number) => `seats:${eventId}`;

/**
 * Counts `guests` (and, for a new RSVP or place in line, one party) against the client's share of
 * the date, or refuses: 429 TOO_MANY_SEATS past half the date, 428 CHALLENGE_REQUIRED past the
 * free share without a valid, unused proof of work.
 */
export async function takeFairShare(
  db: Db,
  hold: {
    eventId: number;
    date: string;
    startsAt: Date;
    maxAttendees: number;
    guests: number;
    newParty: boolean;
  },
  client: SeatClient,
  now: Date,
): Promise<void> {
  const key = `seats:${hold.eventId}:${hold.date}:${client.address}`;
  const held = {
    parties: hold.newParty ? await currentHits(db, `${key}:parties`) : 0,
    people: await currentHits(db, `${key}:people`),
  };
  const share = fairShare(held, hold.guests, hold.maxAttendees);
  if (share === 'refused') throw appError('TOO_MANY_REQUESTS', TOO_MANY_SEATS, 'TOO_MANY_SEATS');
  if (share === 'proof') await spendProof(db, hold.eventId, client);
  // Counted until a day after the date: then nothing it holds can be taken any more.
  const windowMs = Math.max(DAY_MS, hold.startsAt.getTime() + DAY_MS - now.getTime());
  if (hold.newParty) await hit(db, `${key}:parties`, windowMs);
  await hit(db, `${key}:people`, windowMs, hold.guests);
}

async function spendProof(db: Db, eventId: number, client: SeatClient): Promise<void> {
  if (!client.proofOfWork) {
    throw appError('PRECONDITION_REQUIRED', PROOF_REQUIRED, 'CHALLENGE_REQUIRED');
  }
  const checked = await checkSolution(
    client.challenge.hmacKey,
    client.proofOfWork,
    accountOf(eventId),
    TOP_LEVEL,
  );
  // Each solution holds one party; kept a minute past the challenge's life (clock skew).
  const firstUse =
    checked.ok &&
    (await tryTake(db, `seats-challenge:${checked.challengeId}`, {
      max: 1,
      windowMs: CHALLENGE_LIFETIME_MS + 60_000,
    }));
  if (!firstUse) throw appError('PRECONDITION_REQUIRED', PROOF_INVALID, 'CHALLENGE_REQUIRED');
}

/** A challenge for the seats of an event: about a second of a phone's time. */
export function seatChallenge(eventId: number, config: SeatChallengeConfig, now = new Date()) {
  return issueChallenge(config.hmacKey, config.maxAttempts, accountOf(eventId), TOP_LEVEL, now);
}

/**
 * A new party (an RSVP or a place in line) from `client` for `attended`, counted against its
 * fair share; nothing for internal callers, which name no client.
 */
export async function takeNewPartyShare(
  db: Db,
  event: { id: number; max_attendees: number },
  attended: OpenDate,
  input: Pick<RsvpCreateInput, 'numberOfGuests' | 'proofOfWork'>,
  client: SeatClient | undefined,
  now: Date,
): Promise<void> {
  if (!client) return;
  await takeFairShare(
    db,
    {
      eventId: event.id,
      date: attended.date,
      startsAt: attended.startsAt,
      maxAttendees: event.max_attendees,
      guests: input.numberOfGuests,
      newParty: true,
    },
    { ...client, proofOfWork: input.proofOfWork },
    now,
  );
}
