import { expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { newPage } from './browser.js';
import { useJourney } from './journey.js';

const journey = useJourney();

it('a church registers, pays in demo billing mode and can then host events', async () => {
  const page = await newPage(journey.browser, journey.app.baseURL);

  // Signed out, hosting sends the user to log in first.
  await page.goto('/host-event');
  await page.waitForURL(/\/login/);

  await page.goto('/register-church');
  await page.getByLabel('Username').fill('gracepastor');
  await page.getByLabel(/^Password/).fill('amazing-grace');
  await page.getByLabel('Confirm Password').fill('amazing-grace');
  await page.getByLabel('Church Name').fill('Grace Harbor Church');
  await page.getByLabel('Description').fill('A neighborhood church that loves game day.');
  await page.getByLabel('Street Address').fill('12 Harbor Road');
  await page.getByLabel('City').fill('Annapolis');
  await page.getByLabel('State').selectOption('MD');
  await page.getByLabel('Zip Code').fill('21401');
  await page.getByLabel('Phone').fill('(410) 555-0142');
  await page.getByLabel(/^Email/).fill('hello@graceharbor.example.org');
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();

  await page.waitForURL(/\/church-checkout\?churchId=\d+/);
  const churchId = Number(new URL(page.url()).searchParams.get('churchId'));

  // Unpaid, hosting says so at the top, before any typing, with the way to checkout.
  await page.goto('/host-event');
  await page.getByText('Subscription Required').waitFor();
  expect(await page.getByRole('button', { name: 'Create Event' }).count()).toBe(0);
  await expectAccessible(page, '/host-event for an unpaid church');
  await page.getByRole('link', { name: 'Complete Registration' }).click();
  await page.waitForURL((url) => url.pathname === '/church-checkout');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByText('Demo billing — no card will be charged').waitFor();

  const before = await subscriptionStatus(churchId);
  expect(before).toBe('unpaid');
  await page.getByRole('button', { name: 'Complete demo payment' }).click();
  await page.waitForURL('**/churches');
  expect(await subscriptionStatus(churchId)).toBe('active');

  // The header now shows the signed-in items, and hosting opens instead of redirecting.
  await page.getByRole('banner').getByRole('link', { name: 'Watch Together' }).first().waitFor();
  await page.goto('/host-event');
  await page.getByRole('button', { name: 'Create Event' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/host-event');
});

async function subscriptionStatus(churchId: number) {
  const church = await journey.app.db
    .selectFrom('churches')
    .select('subscription_status')
    .where('id', '=', churchId)
    .executeTakeFirstOrThrow();
  return church.subscription_status;
}
