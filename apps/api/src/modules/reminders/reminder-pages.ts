import { formatDayAndDate } from '@huddle/domain';
import { plainPage } from '../../http/plain-page.js';
import { escapeHtml } from '../mail/html.js';
import type { ReminderTarget } from './reminders.repository.js';

/*
 * The pages of a reminder's links (plain HTML, no script, every string escaped). A GET only
 * asks; its button POSTs, so a mail scanner that follows links changes nothing.
 */

function what(target: ReminderTarget): string {
  return `${escapeHtml(target.title)} on ${escapeHtml(formatDayAndDate(target.occurrence_date))}`;
}

const seatsOf = (target: ReminderTarget) =>
  target.number_of_guests === 1 ? 'your seat' : `your ${target.number_of_guests} seats`;

function button(action: string, label: string): string {
  return `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`;
}

export function releasePage(target: ReminderTarget, action: string): string {
  return plainPage(
    "Can't make it?",
    `<h1>Can't make it?</h1>
<p>Release ${seatsOf(target)} for ${what(target)}: your RSVP is cancelled, the church is told, and the seats go to the next family on the waitlist.</p>
${button(action, `Release ${seatsOf(target)}`)}`,
  );
}

export function releasedPage(title: string): string {
  return plainPage(
    'Your seats are released',
    `<h1>Your seats are released</h1><p>Your RSVP for ${escapeHtml(title)} is cancelled and the church has been told. Thank you for letting someone else come.</p>`,
  );
}

export function stopPage(target: ReminderTarget, action: string): string {
  return plainPage(
    'Stop reminders?',
    `<h1>Stop reminders?</h1><p>Huddle will send no more reminders for your RSVP to ${what(target)}. Your RSVP stays as it is.</p>
${button(action, 'Stop reminders')}`,
  );
}

export function stoppedPage(target: ReminderTarget): string {
  return plainPage(
    'Reminders stopped',
    `<h1>Reminders stopped</h1><p>No more reminders for your RSVP to ${what(target)}. Your RSVP stays as it is.</p>`,
  );
}

export const REMINDER_LINK_INVALID =
  'This link does not work any more: the RSVP it was for is cancelled, or the link is incomplete.';

export function invalidReminderPage(): string {
  return plainPage(
    'This link does not work',
    `<h1>This link does not work</h1><p>${escapeHtml(REMINDER_LINK_INVALID)}</p>`,
  );
}
