import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLink } from '../../test/expectations';
import { billingStatus, CHURCH_OWNER } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { stubTrpc } from '../../test/trpc-stub';
import { HomePage } from './home-page';

const TAGLINE = 'Connecting churches and communities through sports, faith and fellowship.';

function section(name: RegExp | string) {
  return screen.getByRole('region', { name });
}

describe('HomePage', () => {
  it('has a hero with the tagline and the two paths', async () => {
    await renderWithRouter(<HomePage />);

    const hero = section(/Game day brings people together/);
    expect(within(hero).getByText(TAGLINE)).toBeVisible();

    const find = within(hero).getByRole('heading', { name: 'Find Games and Events' });
    const findCard = find.closest('.mantine-Card-root') as HTMLElement;
    expect(within(findCard).getByRole('link')).toHaveAttribute('href', '/events');

    const partner = within(hero).getByRole('heading', { name: 'Church Partner' });
    const partnerCard = partner.closest('.mantine-Card-root') as HTMLElement;
    expect(within(partnerCard).getByRole('link')).toHaveAttribute('href', '/churches');
  });

  it('lists the four benefits', async () => {
    await renderWithRouter(<HomePage />);

    const benefits = section('Ministry that meets people where they already are');
    expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Grow Your Community',
      'Build Lasting Relationships',
      'Support Network',
      'Track Your Impact',
    ]);
  });

  it('shows the testimonial carousel', async () => {
    await renderWithRouter(<HomePage />);

    const carousel = section('Testimonials from church leaders');
    expect(within(carousel).getByRole('group', { name: '1 of 7' })).toBeInTheDocument();
  });

  it('ends with a call to action and the tagline', async () => {
    await renderWithRouter(<HomePage />);

    const cta = section('Ready to open your doors?');
    expectLink('Get Started', '/register-church', cta);
    expectLink('Find Games & Events', '/events', cta);
    expect(within(cta).getByText(TAGLINE)).toBeInTheDocument();
  });

  it('offers a paying church to host instead of to get started', async () => {
    stubTrpc({ 'auth.user': () => CHURCH_OWNER, 'billing.status': () => billingStatus('active') });
    await renderWithRouter(<HomePage />);

    const cta = section('Ready to open your doors?');
    expect(await within(cta).findByRole('link', { name: 'Host an Event' })).toHaveAttribute(
      'href',
      '/host-event',
    );
    expect(within(cta).queryByRole('link', { name: 'Get Started' })).toBeNull();
  });

  it('sends a church that has not paid to its subscription', async () => {
    stubTrpc({
      'auth.user': () => CHURCH_OWNER,
      'billing.status': () => billingStatus('canceled'),
    });
    await renderWithRouter(<HomePage />);

    const cta = section('Ready to open your doors?');
    expect(await within(cta).findByRole('link', { name: 'Complete Subscription' })).toHaveAttribute(
      'href',
      '/church-checkout?churchId=7',
    );
  });
});
