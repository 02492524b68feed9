import { DEMO_CREDENTIALS } from '@huddle/db';
import { expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { newPage } from './browser.js';
import { useJourney } from './journey.js';
import { startAppWithMail } from './mail-app.js';
import { signIn } from './steps.js';

const journey = useJourney(startAppWithMail);

it('a church user who forgot the password gets a link by mail, sets a new one, and signs in with it; other sessions end', async () => {
  const { username, password, email } = DEMO_CREDENTIALS.churchUser;
  // Signed in elsewhere (another device), before the reset.
  const elsewhere = await newPage(journey.browser, journey.app.baseURL);
  await signIn(elsewhere);

  const page = await newPage(journey.browser, journey.app.baseURL, {
    viewport: { width: 360, height: 740 },
    isMobile: true,
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const form = page.getByRole('form', { name: 'Reset your password' });
  await form.getByLabel(/^Email/).fill(email);
  await form.getByRole('button', { name: 'Email Me a Reset Link' }).click();
  await page
    .getByRole('status')
    .getByText("If an account has that address, we've sent it a link")
    .waitFor();
  await expectAccessible(page, 'the forgot-password answer');

  const delivered = await journey.app.mailTo(email, 'Reset your Huddle password');
  expect(delivered.mail.text).toContain(`Username: ${username}`);
  expect(delivered.mail.html).toContain('Choose a new password');
  const link = /Choose a new password: (\S+)/.exec(delivered.mail.text ?? '')?.[1];
  expect(link?.startsWith(`${journey.app.baseURL}/reset-password?token=`)).toBe(true);

  // The page that carries the token in its address sends no Referer anywhere.
  const opened = await page.goto(link!);
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  await page.getByRole('heading', { name: 'Choose a New Password', level: 1 }).waitFor();
  expect(await page.title()).toBe('Choose a New Password · Huddle');
  await expectAccessible(page, 'the reset page');
  await page.getByLabel(/^New Password/).fill('a brand new secret');
  await page.getByLabel(/^Confirm New Password/).fill('a brand new secret');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await page.getByRole('status').getByText('Sign in with your new password.').waitFor();

  // The other device was signed out by the reset.
  await elsewhere.goto('/host-event');
  await elsewhere.waitForURL((url) => url.pathname === '/login');

  // The link has done its work.
  await page.goto(link!);
  await page.getByLabel(/^New Password/).fill('yet another secret');
  await page.getByLabel(/^Confirm New Password/).fill('yet another secret');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await page
    .getByRole('group', { name: 'Password Not Changed' })
    .getByText('This reset link has expired or was already used.')
    .waitFor();

  // The old password no longer opens the account; the new one does.
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('group', { name: 'Login Failed' }).waitFor();
  await signIn(page, { username, password: 'a brand new secret' });
  expect(new URL(page.url()).pathname).toBe('/');
});
