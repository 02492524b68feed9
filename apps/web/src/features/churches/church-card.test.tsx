import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLink } from '../../test/expectations';
import { aChurch } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render';
import { ChurchCard, eventCountLabel } from './church-card';

describe('ChurchCard', () => {
  it('shows what spec §2 lists: events, name, place, capacity and denomination', async () => {
    await renderWithRouter(<ChurchCard church={aChurch()} />);

    const card = screen.getByRole('article', { name: 'Grace Fellowship Church' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Grace Fellowship Church',
    );
    // The name leads to the church's own page.
    expect(within(card).getByRole('link', { name: 'Grace Fellowship Church' })).toHaveAttribute(
      'href',
      `/churches/${aChurch().id}`,
    );
    expect(within(card).getByText('4 upcoming events')).toBeVisible();
    expect(within(card).getByText(/A welcoming, multi-generational church/)).toBeVisible();
    expect(within(card).getByText('Austin, TX')).toBeVisible();
    expect(within(card).getByText('Capacity: 350')).toBeVisible();
    expect(within(card).getByText('Non-Denominational')).toBeVisible();
  });

  it("shows at most 3 amenities, then '+N more'", async () => {
    await renderWithRouter(<ChurchCard church={aChurch()} />);

    const amenities = within(screen.getByRole('list', { name: 'Amenities' }));
    expect(amenities.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Parking',
      'Big Screen TV',
      'Kitchen',
      '+3 more',
    ]);
  });

  it("shows every amenity when there are 3 or fewer, with no '+N more'", async () => {
    await renderWithRouter(<ChurchCard church={aChurch({ amenities: ['Parking', 'Kitchen'] })} />);

    const amenities = within(screen.getByRole('list', { name: 'Amenities' }));
    expect(amenities.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(/more$/)).toBeNull();
  });

  it('says what the badge counts, in the singular for one and plainly for none', async () => {
    expect(eventCountLabel(0)).toBe('No upcoming events');
    await renderWithRouter(
      <ChurchCard church={aChurch({ eventCount: 1, denomination: null, amenities: [] })} />,
    );

    expect(screen.getByText('1 upcoming event')).toBeVisible();
    expect(screen.queryByText('Non-Denominational')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Amenities' })).toBeNull();
  });

  it("shows one of the app's church pictures when the church's own photo cannot be loaded", async () => {
    await renderWithRouter(
      <ChurchCard church={aChurch({ id: 7, imageUrl: 'https://x.example/a.jpg' })} />,
    );

    const photo = screen.getByRole('article').querySelector('img');
    expect(photo).toHaveAttribute('src', 'https://x.example/a.jpg');
    fireEvent.error(photo as HTMLImageElement);
    expect(photo).toHaveAttribute('src', '/images/churches/church-2.svg');
  });

  it("links View Events to the church's events", async () => {
    await renderWithRouter(<ChurchCard church={aChurch({ id: 7 })} />);

    expectLink('View Events', '/events?church=7');
  });
});
