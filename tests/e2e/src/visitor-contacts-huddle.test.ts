import { expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { newPage, PHONE } from './browser.js';
import { useJourney } from './journey.js';
import { expectPagesFit } from './steps.js';

const journey = useJourney();

it("a visitor sends a contact message and sees 'Message Sent!'", async () => {
  const page = await newPage(journey.browser, journey.app.baseURL);
  await page.goto('/churches');
  await page.getByRole('article').first().waitFor();
  await expectAccessible(page, '/churches for a visitor');
  await page.goto('/churches?tab=resources');
  await page.getByRole('region', { name: 'Testimonials from church leaders' }).waitFor();
  await expectAccessible(page, 'Resources & Tools');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await page.waitForURL('**/contact');
  await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
  await page.waitForFunction("document.title === 'Contact Us · Huddle'");
  await page.getByRole('link', { name: /^contact@/ }).waitFor();
  await expectAccessible(page, '/contact');

  // Too short first: the spec's message, and nothing sent.
  await page.getByLabel(/^Name/).fill('Ana Ruiz');
  await page.getByLabel(/^Email/).fill('ana@grace.example.org');
  await page.getByLabel(/^Subject/).fill('Hosting together');
  await page.getByLabel(/^Message/).fill('Hello there');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText('Message must be at least 20 characters').waitFor();
  await expectAccessible(page, '/contact with a field error');

  await page.getByLabel(/^Message/).fill('Can two churches co-host one watch party?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByRole('heading', { name: 'Message Sent!' }).waitFor();
  await page.getByText('Message sent successfully!').waitFor();
  await expectAccessible(page, "'Message Sent!'");

  const stored = await journey.app.db
    .selectFrom('contact_messages')
    .selectAll()
    .where('email', '=', 'ana@grace.example.org')
    .execute();
  expect(stored).toHaveLength(1);
  const mail = await journey.app.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('subject', '=', 'Contact form: Hosting together')
    .executeTakeFirstOrThrow();
  expect(mail.text_body).toContain('Can two churches co-host one watch party?');

  await page.getByRole('button', { name: 'Send Another Message' }).click();
  expect(await page.getByLabel(/^Name/).inputValue()).toBe('');
});

it('the church pages fit a phone: no sideways scrolling, and axe finds nothing serious', async () => {
  const page = await newPage(journey.browser, journey.app.baseURL, PHONE);
  await expectPagesFit(page, ['/churches', '/churches?tab=resources', '/contact'], 'a phone');
  // The sticky header is one row on a phone (the tagline moves into its menu): it took 150 px.
  const banner = page.getByRole('banner');
  expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(64);
  expect(
    await banner
      .getByText('Connecting churches and communities through sports, faith and fellowship.')
      .isVisible(),
  ).toBe(false);
});
