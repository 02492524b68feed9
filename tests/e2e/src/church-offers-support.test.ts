import { DEMO_CREDENTIALS } from '@huddle/db';
import { expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { newPage, PHONE } from './browser.js';
import { useJourney } from './journey.js';
import { expectPagesFit, signIn } from './steps.js';

const journey = useJourney();

it('one church posts an offer that another church sees and answers by mail', async () => {
  // The demo church (a paying partner) offers chairs.
  const giver = await newPage(journey.browser, journey.app.baseURL);
  await signIn(giver);
  await giver.goto('/sports-mission');
  await giver.getByRole('article').first().waitFor();
  await expectAccessible(giver, '/sports-mission');
  await giver.getByRole('button', { name: 'Offer Support' }).click();
  const dialog = giver.getByRole('dialog', { name: 'Offer Support' });
  await dialog.getByLabel(/^Title/).waitFor();
  await expectAccessible(giver, 'the offer modal');
  await dialog.getByLabel(/^Title/).fill('Sixty folding chairs to lend');
  await dialog.getByLabel(/^Description/).fill('Pick them up any Saturday for your watch party.');
  await dialog.getByRole('checkbox', { name: 'Equipment' }).check();
  await dialog.getByLabel(/^Availability/).selectOption('weekends');
  await dialog.getByLabel(/^Contact Email/).fill('deacons@grace.example.org');
  await dialog.getByRole('button', { name: 'Post Offer' }).click();
  await giver.getByText('Support Offer Posted!').waitFor();
  const own = giver.getByRole('article', { name: 'Sixty folding chairs to lend' });
  // Its own post: no mail to itself, only whose it is.
  await own.getByText('Your post').waitFor();
  expect(await own.getByRole('link', { name: 'Contact Church' }).count()).toBe(0);

  const offer = await journey.app.db
    .selectFrom('support_offers')
    .innerJoin('churches', 'churches.id', 'support_offers.church_id')
    .select(['support_offers.id', 'churches.id as churchId', 'churches.name'])
    .where('title', '=', 'Sixty folding chairs to lend')
    .executeTakeFirstOrThrow();

  // A user of another church, registered and linked to it.
  const other = await journey.app.db
    .selectFrom('churches')
    .select(['id', 'name'])
    .where('id', '!=', offer.churchId)
    .where('subscription_status', '=', 'active')
    .executeTakeFirstOrThrow();
  const helper = await newPage(journey.browser, journey.app.baseURL);
  const registered = await helper.request.post('/api/register', {
    data: {
      username: 'riverside_deacon',
      password: 'shared-blessings',
      email: 'deacon@riverside.example',
    },
  });
  expect(registered.status()).toBe(201);
  const user = await registered.json();
  await journey.app.db
    .insertInto('church_users')
    .values({ user_id: user.id, church_id: other.id, role: 'official' })
    .execute();
  // Registering signed the context in; sign out to sign in through the page like a person.
  await helper.request.post('/api/logout');
  await signIn(helper, { username: 'riverside_deacon', password: 'shared-blessings' });

  await helper.goto('/sports-mission?tab=requests');
  await helper.getByRole('article').first().waitFor();
  await expectAccessible(helper, 'the support requests');
  await helper.goto('/sports-mission?supportType=equipment&availability=weekends');
  const card = helper.getByRole('article', { name: 'Sixty folding chairs to lend' });
  await card.waitFor();
  expect(await card.getByText(offer.name).count()).toBe(1);
  await expectAccessible(helper, 'the filtered offers of another church');
  // Not theirs to close.
  expect(await card.getByRole('button', { name: 'Close post' }).count()).toBe(0);

  const href = await card.getByRole('link', { name: 'Contact Church' }).getAttribute('href');
  const mail = new URL(href ?? '');
  expect(mail.protocol).toBe('mailto:');
  expect(decodeURIComponent(mail.pathname)).toBe('deacons@grace.example.org');
  expect(mail.searchParams.get('subject')).toBe(
    'Your Sports Mission offer: Sixty folding chairs to lend',
  );
  expect(mail.searchParams.get('body')).toContain(`Hello ${offer.name},`);
  expect(mail.searchParams.get('body')).toContain(other.name);

  // The giving church closes its offer once it is taken; it leaves the board.
  await giver
    .getByRole('article', { name: 'Sixty folding chairs to lend' })
    .getByRole('button', { name: 'Close post' })
    .click();
  await giver
    .getByRole('dialog', { name: 'Close this offer?' })
    .getByRole('button', { name: 'Close offer' })
    .click();
  await giver.getByText('Post Closed').waitFor();
  await helper.reload();
  await helper
    .getByText(/support offers?$/)
    .first()
    .waitFor();
  expect(await helper.getByRole('article', { name: 'Sixty folding chairs to lend' }).count()).toBe(
    0,
  );
});

it('the Sports Mission board and the edit page fit a phone', async () => {
  const page = await newPage(journey.browser, journey.app.baseURL, PHONE);
  await signIn(page);
  const church = await journey.app.db
    .selectFrom('church_users')
    .innerJoin('users', 'users.id', 'church_users.user_id')
    .select('church_users.church_id')
    .where('users.username', '=', DEMO_CREDENTIALS.churchUser.username)
    .executeTakeFirstOrThrow();
  await expectPagesFit(
    page,
    ['/sports-mission', '/sports-mission?tab=requests', `/edit-church/${church.church_id}`],
    'a phone',
  );
});
