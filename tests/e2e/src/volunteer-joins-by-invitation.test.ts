import { expect, it } from 'vitest';
import { demoChurchId } from './app.js';
import { expectAccessible } from './axe.js';
import { newPage, PHONE } from './browser.js';
import { useJourney } from './journey.js';
import { startAppWithMail } from './mail-app.js';
import { fitsWidth, signIn } from './steps.js';

const journey = useJourney(startAppWithMail);

/** 'YYYY-MM-DD' some days from today, as a date input takes it. */
function dateInDays(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

it('an owner invites a volunteer, who joins from the mailed link, hosts an event, and is removed', async () => {
  const churchId = await demoChurchId(journey.app.db);
  const church = await journey.app.db
    .selectFrom('churches')
    .select(['name', 'email'])
    .where('id', '=', churchId)
    .executeTakeFirstOrThrow();
  const volunteer = { email: 'cal.volunteer@example.org', username: 'cal_volunteer' };

  // The owner (the demo church user) invites from the team page, reached from the dashboard.
  const owner = await newPage(journey.browser, journey.app.baseURL);
  await signIn(owner);
  await owner.goto('/analytics');
  await owner.getByRole('link', { name: 'Team' }).click();
  await owner.waitForURL((url) => url.pathname === '/church-team');
  await owner.getByRole('list', { name: 'People with access' }).waitFor();
  expect(await owner.title()).toBe('Church Team · Huddle');
  const invite = owner.getByRole('form', { name: 'Invite someone' });
  await invite.getByLabel(/^Their email/).fill(volunteer.email);
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await owner.getByText(`${volunteer.email} will get a link to join.`).waitFor();
  await owner
    .getByRole('list', { name: 'Invitations' })
    .getByText(volunteer.email, { exact: true })
    .waitFor();
  await expectAccessible(owner, 'the team page with an invitation');

  // The mail really left, speaking for the church; its link carries the token.
  const delivered = await journey.app.mailTo(volunteer.email, `Join ${church.name} on Huddle`);
  expect(delivered.mail.replyTo?.value[0]?.address).toBe(church.email);
  expect(delivered.mail.text).toContain('Role: Member');
  const link = /Accept the invitation: (\S+)/.exec(delivered.mail.text ?? '')?.[1];
  expect(link?.startsWith(`${journey.app.baseURL}/join?token=`)).toBe(true);

  // The volunteer, on a phone, opens it: the page that carries the token sends no Referer.
  const phone = await newPage(journey.browser, journey.app.baseURL, PHONE);
  const opened = await phone.goto(link!);
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  await phone.getByRole('heading', { name: 'Join Your Church', level: 1 }).waitFor();
  await phone.getByText(`${church.name} invited you to help on Huddle as a member.`).waitFor();
  expect(await fitsWidth(phone)).toBe(true);
  await expectAccessible(phone, 'the join page');
  const join = phone.getByRole('form', { name: 'Create your account' });
  await join.getByLabel(/^Username/).fill(volunteer.username);
  await join.getByLabel(/^Password/).fill('volunteer secret');
  await join.getByLabel(/^Confirm Password/).fill('volunteer secret');
  await join.getByRole('button', { name: 'Create Account and Join' }).click();
  await phone
    .getByRole('status')
    .getByText('Your account is ready and you are signed in.')
    .waitFor();
  await expectAccessible(phone, 'the joined notice');

  // Signed in as a member of the church, they host an event at once.
  await phone.getByRole('link', { name: 'Host an Event' }).last().click();
  await phone.waitForURL((url) => url.pathname === '/host-event');
  await phone.getByLabel('Title').fill('Volunteer Night: Monday Football');
  await phone.getByLabel('Sport').selectOption('NFL');
  await phone
    .getByLabel('Description')
    .fill('Snacks and the big screen, hosted by our volunteers.');
  await phone.getByLabel('Event Details').fill('Kickoff at 8:15 PM');
  await phone.getByLabel(/^Date( \*)?$/).fill(dateInDays(9));
  await phone.getByLabel(/^Time( \*)?$/).fill('19:45');
  await phone.getByRole('button', { name: 'Create Event' }).click();
  await phone.getByRole('button', { name: 'Skip' }).click();
  await phone.waitForURL(/\/events\/\d+$/);
  const eventId = Number(new URL(phone.url()).pathname.split('/').at(-1));
  const hosted = await journey.app.db
    .selectFrom('events')
    .select(['church_id', 'title'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  expect(hosted).toEqual({ church_id: churchId, title: 'Volunteer Night: Monday Football' });

  // The link has done its work.
  const again = await newPage(journey.browser, journey.app.baseURL);
  await again.goto(link!);
  await again.getByRole('alert').getByText('This invitation is no longer valid').waitFor();

  // The owner sees the volunteer as a member, and removes them: their session ends at once.
  await owner.reload();
  const people = owner.getByRole('list', { name: 'People with access' });
  await people.getByText(volunteer.username, { exact: true }).waitFor();
  expect(await owner.getByLabel(`Role of ${volunteer.username}`).inputValue()).toBe('member');
  await owner.getByRole('button', { name: `Remove access of ${volunteer.username}` }).click();
  const dialog = owner.getByRole('dialog');
  await expectAccessible(owner, 'the remove dialog');
  await dialog.getByRole('button', { name: 'Remove access' }).click();
  await owner.getByText(`${volunteer.username} can no longer sign in for your church.`).waitFor();
  await phone.goto('/host-event');
  await phone.waitForURL((url) => url.pathname === '/login');
});
