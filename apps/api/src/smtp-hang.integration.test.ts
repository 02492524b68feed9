import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acknowledged,
  type DrillServer,
  expectMailOnceEach,
  startDrillServer,
  storedRsvpEmails,
  watchUnhandled,
} from './testing/drill-server.js';
import { startSteadyLoad } from './testing/steady-load.js';
import { waitFor } from './testing/wait.js';

/*
 * The SMTP hang drill (issue 25, item 11): under the same steady load of RSVPs and reads as the
 * database drill, the SMTP server stops answering for ~20 s in the middle of a delivery, then
 * recovers. Requests never wait on mail, and every confirmation arrives exactly once.
 */

const HANG_MS = 20_000;
const unhandled = watchUnhandled();
let drill: DrillServer;

beforeAll(async () => {
  drill = await startDrillServer();
}, 120_000);

afterAll(async () => {
  unhandled.stop();
  await drill?.close();
}, 60_000);

describe('an SMTP server that hangs under load', () => {
  it('is weathered: every request answered, every confirmation sent exactly once', async () => {
    const load = startSteadyLoad({
      baseUrl: drill.baseUrl,
      eventId: drill.eventId,
      perSecond: 5,
      tag: `smtp-${Date.now()}`,
    });
    await waitFor('RSVPs before the hang', () => load.outcomes.filter(acknowledged).length >= 10);

    const hang = drill.smtp.holdMessages();
    await hang.arrived;
    const hungAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, HANG_MS));
    hang.release();
    const releasedAt = Date.now();
    await waitFor(
      'RSVPs after the hang',
      () => load.outcomes.filter((o) => acknowledged(o) && o.startedAt > releasedAt).length >= 10,
    );
    const outcomes = await load.stop();

    // Mail is sent in the background: the hang shows in no answer.
    expect.soft(outcomes.filter((o) => o.status === 0 || o.status >= 500)).toEqual([]);
    expect.soft(outcomes.filter((o) => o.kind === 'rsvp' && !acknowledged(o))).toEqual([]);
    const during = outcomes.filter((o) => o.startedAt > hungAt && o.startedAt < releasedAt);
    expect.soft(during.filter(acknowledged).length).toBeGreaterThan(0);

    const ackedEmails = outcomes.filter(acknowledged).map((o) => o.email ?? '');
    const storedEmails = await storedRsvpEmails(drill);
    expect.soft(ackedEmails.filter((email) => !storedEmails.includes(email))).toEqual([]);

    const mail = await expectMailOnceEach(drill, storedEmails);
    expect(unhandled.seen).toEqual([]);
    console.info(
      `SMTP drill: ${outcomes.length} requests, ${during.length} while the SMTP server hung, ` +
        `${ackedEmails.length} RSVPs acknowledged, ${mail.receivedCount} mails sent once each`,
    );
  }, 600_000);
});
