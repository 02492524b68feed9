import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { browserOptedOut, recordVisit, setVisitSender } from './record-visit';
import { usePageViews, useRecordView } from './use-record-visit';

let sent: unknown[];

beforeEach(() => {
  sent = [];
  setVisitSender((body) => sent.push(JSON.parse(body)));
});
afterEach(() => {
  setVisitSender(null);
  vi.unstubAllGlobals();
});

function PageViews() {
  usePageViews();
  return <p>page</p>;
}

function EventView({ id }: { id: number | null }) {
  useRecordView(id === null ? null : { type: 'event', eventId: id });
  return <p>event</p>;
}

describe('visit recording', () => {
  it('sends a view after rendering, not during it', async () => {
    recordVisit({ type: 'church', churchId: 4 });
    expect(sent).toEqual([]);
    await waitFor(() => expect(sent).toEqual([{ type: 'church', churchId: 4 }]));
  });

  it('sends nothing when the browser asks not to be tracked', async () => {
    expect(browserOptedOut({ doNotTrack: '1' } as Navigator)).toBe(true);
    expect(
      browserOptedOut({ doNotTrack: null, globalPrivacyControl: true } as unknown as Navigator),
    ).toBe(true);
    expect(browserOptedOut({ doNotTrack: '0' } as Navigator)).toBe(false);
    vi.stubGlobal('navigator', { ...navigator, doNotTrack: '1' });
    recordVisit({ type: 'church', churchId: 4 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual([]);
  });

  it('records a page view per route change, the path only, the referrer with the first', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.google.com/');
    const { router } = await renderWithRouter(<PageViews />, { path: '/events?zip=78701' });
    await waitFor(() =>
      expect(sent).toEqual([
        { type: 'pageview', path: '/events', referrer: 'https://www.google.com/' },
      ]),
    );
    await act(() => router.navigate({ to: '/churches' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ type: 'pageview', path: '/churches' });
  });

  it('records an event view once it is shown, once per event', async () => {
    const { rerender } = await renderWithRouter(<EventView id={null} />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual([]);
    rerender(<EventView id={7} />);
    rerender(<EventView id={7} />);
    await waitFor(() => expect(sent).toEqual([{ type: 'event', eventId: 7 }]));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toHaveLength(1);
  });
});
