import { describe, expect, it } from 'vitest';
import {
  acknowledged,
  drillServerForFile,
  expectEveryRsvpMailedOnce,
  loadWithDeliveryHeld,
} from './testing/drill-server.js';

/*
 * The SMTP hang drill (issue 25, item 11): under the same steady load of RSVPs and reads as the
 * database drill, the SMTP server stops answering for ~20 s in the middle of a delivery, then
 * recovers. Requests never wait on mail, and every confirmation arrives exactly once.
 */

const HANG_MS = 20_000;
const setup = drillServerForFile();

describe('an SMTP server that hangs under load', () => {
  it('is weathered: every request answered, every confirmation sent exactly once', async () => {
    const drill = setup.server();
    const load = await loadWithDeliveryHeld(drill, 'smtp', 'hang');
    const hungAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, HANG_MS));
    load.release();
    const releasedAt = Date.now();
    const outcomes = await load.stopOnceTaking(releasedAt, 'RSVPs after the hang');

    // Mail is sent in the background: the hang shows in no answer.
    expect.soft(outcomes.filter((o) => o.status === 0 || o.status >= 500)).toEqual([]);
    expect.soft(outcomes.filter((o) => o.kind === 'rsvp' && !acknowledged(o))).toEqual([]);
    const during = outcomes.filter((o) => o.startedAt > hungAt && o.startedAt < releasedAt);
    expect.soft(during.filter(acknowledged).length).toBeGreaterThan(0);

    const { acked, mailed } = await expectEveryRsvpMailedOnce(drill, outcomes, setup.unhandled);
    console.info(
      `SMTP drill: ${outcomes.length} requests, ${during.length} while the SMTP server hung, ` +
        `${acked} RSVPs acknowledged, ${mailed} mails sent once each`,
    );
  }, 600_000);
});
