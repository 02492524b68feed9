import { expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { newPage } from './browser.js';
import { useJourney } from './journey.js';
import { fitsWidth, signIn } from './steps.js';

const journey = useJourney();

async function churchRow(id: number) {
  return journey.app.db
    .selectFrom('churches')
    .select([
      'id',
      'name',
      'description',
      'denomination',
      'image_url',
      'phone',
      'capacity',
      'amenities',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

it("a church user edits all of their own church, sees it on its page and events, and is refused another's", async () => {
  const page = await newPage(journey.browser, journey.app.baseURL);
  await signIn(page);

  // /churches greets a Church Partner with its next steps, one of them editing its details.
  await page.goto('/churches');
  await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
  await page.getByRole('article').first().waitFor();
  await expectAccessible(page, '/churches for a Church Partner');
  await page.getByRole('link', { name: 'Edit church details' }).click();
  await page.waitForURL(/\/edit-church\/\d+$/);
  const churchId = Number(new URL(page.url()).pathname.split('/').at(-1));
  await page.waitForFunction("document.title === 'Edit Church · Huddle'");
  await page.getByLabel(/^Phone/).waitFor();
  await expectAccessible(page, '/edit-church/{id}');

  // All of the church (issue 32): its name, words, denomination and photo, with a preview.
  const name = 'Harvest Point Church';
  await page.getByLabel(/^Church Name/).fill(name);
  await page.getByLabel(/^Description/).fill('Game nights in the fellowship hall. All welcome.');
  await page.getByLabel('Denomination').selectOption('Methodist');
  const photo = 'https://photos.huddle.invalid/front.jpg';
  const preview = page.getByRole('img', { name: "Your church's photo as visitors will see it" });
  await preview.evaluate((img) => {
    const seen: string[] = [];
    Object.assign(window, { previewSources: seen });
    new MutationObserver(() => seen.push(img.getAttribute('src') ?? '')).observe(img, {
      attributeFilter: ['src'],
    });
  });
  await page.getByLabel('Photo URL').fill(photo);
  // The photo is tried; it does not load, so the church's drawing shows, as on its card.
  await expect
    .poll(() => page.evaluate(() => (window as { previewSources?: string[] }).previewSources))
    .toEqual([photo, expect.stringMatching(/^\/images\/churches\/church-\d\.svg$/)]);
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await page.getByLabel(/^Phone/).fill('512 555 0777');
  await page.getByLabel(/^Capacity/).fill('480');
  await page.getByRole('checkbox', { name: 'Wheelchair Accessible' }).check();
  await page.getByLabel('Add your own').fill('Prayer Garden');
  await page.getByLabel('Add your own').press('Enter');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Church Updated!').waitFor();
  await page.waitForURL((url) => url.pathname === '/analytics');

  const saved = await churchRow(churchId);
  expect(saved).toMatchObject({
    name,
    description: 'Game nights in the fellowship hall. All welcome.',
    denomination: 'Methodist',
    image_url: photo,
    phone: '(512) 555-0777',
    capacity: 480,
  });
  expect(saved.amenities).toEqual(
    expect.arrayContaining(['Wheelchair Accessible', 'Prayer Garden']),
  );

  // The church's events show the new phone at once.
  const event = await journey.app.db
    .selectFrom('events')
    .select('id')
    .where('church_id', '=', churchId)
    .where('is_active', '=', true)
    .where('datetime', '>', new Date())
    .orderBy('datetime')
    .executeTakeFirstOrThrow();
  await page.goto(`/events/${event.id}`);
  await page.getByRole('link', { name: '(512) 555-0777' }).waitFor();

  // Its page and the directory name it anew.
  await page.goto(`/churches/${churchId}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.goto(`/churches?search=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name }).waitFor();

  // On a 360 px phone the whole form fits, and is still accessible.
  const phone = await newPage(journey.browser, journey.app.baseURL, {
    viewport: { width: 360, height: 740 },
    isMobile: true,
  });
  await phone.context().addCookies(await page.context().cookies());
  await phone.goto(`/edit-church/${churchId}`);
  await phone.getByLabel(/^Church Name/).waitFor();
  await phone.waitForLoadState('networkidle');
  expect(await fitsWidth(phone)).toBe(true);
  await expectAccessible(phone, '/edit-church/{id} at 360 px');
  await phone.context().close();

  // Another church's page is refused, and so is its API.
  const other = await journey.app.db
    .selectFrom('churches')
    .select('id')
    .where('id', '!=', churchId)
    .executeTakeFirstOrThrow();
  const before = await churchRow(other.id);
  await page.goto(`/edit-church/${other.id}`);
  await page.getByText('Access Denied').waitFor();
  await page.getByText('You can only edit your own church information.').waitFor();
  await expectAccessible(page, "another church's edit page");
  expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
  const refused = await page.request.put(`/api/churches/${other.id}`, {
    data: {
      address: '1 Taken Street',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      phone: '512 555 0778',
      email: 'taken@example.org',
      capacity: 10,
      amenities: [],
    },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    error: 'ACCESS_DENIED',
    message: 'You can only edit your own church information',
  });
  expect(await churchRow(other.id)).toEqual(before);
});
