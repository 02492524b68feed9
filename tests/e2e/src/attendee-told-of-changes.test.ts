import { localToInstant, recurrenceEndInstant } from '@huddle/domain';
import { expect, it } from 'vitest';
import { demoChurchId } from './app.js';
import { expectAccessible } from './axe.js';
import { newPage } from './browser.js';
import { useJourney } from './journey.js';
import { startAppWithMail } from './mail-app.js';
import { signIn } from './steps.js';

// Changes are told at the next sweep: the journey is about what arrives, not the quiet window.
const journey = useJourney(() => startAppWithMail({ changeQuietMs: 0 }));

const CHICAGO = 'America/Chicago';
const TITLE = 'Sunday Afternoon Watch Party';

/** A weekly series of the demo church user's church: Sundays at noon in Chicago, March–April 2031. */
async function sundaySeries() {
  const { db } = journey.app;
  const churchId = await demoChurchId(db);
  const row = await db
    .insertInto('events')
    .values({
      title: TITLE,
      description: 'The early game on the big screen, every Sunday.',
      game_details: 'The noon kickoff, on the big screen in the fellowship hall',
      sport: 'NFL',
      datetime: localToInstant('2031-03-02', '12:00', CHICAGO),
      timezone: CHICAGO,
      church_id: churchId,
      max_attendees: 40,
      is_recurring: true,
      recurrence_pattern: 'weekly',
      recurrence_days_of_week: ['sunday'],
      recurrence_end_date: recurrenceEndInstant('2031-04-27', CHICAGO),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

it('a visitor RSVPs for the second date; the church moves it, then cancels it; she hears of both', async () => {
  const id = await sundaySeries();
  const email = 'sam.sundays@example.com';
  const visitor = await newPage(journey.browser, journey.app.baseURL);

  // The visitor picks the second Sunday, with its own seats, and RSVPs for two.
  await visitor.goto(`/events/${id}`);
  await visitor.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
  // Picked as soon as the page shows, alive yet or not: the choice must hold either way.
  const date = visitor.getByLabel('Date');
  await date.selectOption('2031-03-09');
  await expect.poll(() => date.inputValue()).toBe('2031-03-09');
  await visitor.getByRole('button', { name: 'RSVP Now' }).click();
  await visitor.getByLabel('Full Name').fill('Sam Sundays');
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('How many people').fill('2');
  await visitor.getByRole('button', { name: 'Confirm RSVP' }).click();
  await visitor
    .getByText('Sam Sundays, your spot is saved for Sunday, March 9, 2031 at 12:00 PM Central', {
      exact: false,
    })
    .waitFor();
  const confirmation = await journey.app.mailTo(email, `You're going: ${TITLE}`);
  expect(confirmation.mail.text).toContain(`Your RSVP for ${TITLE} on Mar 9, 2031 is confirmed`);
  const link = /Change or cancel your RSVP: (\S+)/.exec(confirmation.mail.text ?? '')?.[1];
  expect(link).toBeDefined();

  // The church moves the series an hour later; before saving, it sees who will be told.
  const church = await newPage(journey.browser, journey.app.baseURL);
  await signIn(church);
  await church.goto(`/events/${id}`);
  await church.getByRole('button', { name: 'Event actions' }).click();
  await church.getByRole('menuitem', { name: 'Edit Event' }).click();
  const edit = church.getByRole('dialog', { name: 'Edit Event' });
  await edit.getByLabel(/^Time( \*)?$/).fill('13:00');
  await edit
    .getByText("The 1 attendee who RSVP'd will be told of the change by e-mail", { exact: false })
    .waitFor();
  await expectAccessible(church, 'the edit dialog telling who will hear of the change');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await church.getByText('Event Updated!').waitFor();

  const changed = await journey.app.mailTo(email, `Changed: ${TITLE} on Sun, Mar 9, 2031`);
  expect(changed.mail.text).toContain(
    'When: Sunday, March 9, 2031 at 1:00 PM Central (was Sunday, March 9, 2031 at 12:00 PM Central)',
  );
  expect(changed.mail.attachments.map((file) => file.contentType)).toEqual(['text/calendar']);

  // The church cancels the next date (nobody RSVP'd for it), then the visitor's.
  for (const [day, told] of [
    ['Sunday, March 2, 2031', ''],
    ['Sunday, March 9, 2031', ' 1 attendee was told.'],
  ] as const) {
    await church.getByRole('button', { name: 'Event actions' }).click();
    await church.getByRole('menuitem', { name: 'Delete Event' }).click();
    const dialog = church.getByRole('dialog', { name: 'Delete Event' });
    await dialog.getByText(`will not take place on ${day}`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Delete This Date' }).click();
    await church.getByText(`${TITLE} will not take place on ${day}.${told}`).first().waitFor();
  }

  const cancelled = await journey.app.mailTo(email, `Cancelled: ${TITLE} on Sun, Mar 9, 2031`);
  expect(cancelled.mail.text).toContain('The other dates go ahead as planned.');

  // Her link says plainly what happened.
  await visitor.goto(link!);
  await visitor.getByRole('heading', { name: 'The Church Cancelled This Date' }).waitFor();
  await visitor
    .getByText(
      `The church cancelled ${TITLE} on Sun, Mar 9, 2031, so this RSVP is cancelled too.`,
      {
        exact: false,
      },
    )
    .waitFor();
  await expectAccessible(visitor, 'a link whose date the church cancelled');
});
