import { afterEach, expect, it } from 'vitest';
import { REMEMBERED_RSVPS_KEY, rememberedRsvps, rememberRsvp } from './remembered-rsvps';

const always = () => true;
afterEach(() => window.localStorage.clear());

it('remembers an RSVP per event and date, and reads back only what it wrote', () => {
  rememberRsvp({ eventId: 12, people: 3 });
  rememberRsvp({ eventId: 12, date: '2026-12-06', people: 2 });
  rememberRsvp({ eventId: 12, people: 4 });
  expect(rememberedRsvps(12, always)).toEqual([
    { eventId: 12, date: '2026-12-06', people: 2 },
    { eventId: 12, people: 4 },
  ]);
  expect(rememberedRsvps(13, always)).toEqual([]);
});

it('reads nothing from storage holding something else', () => {
  for (const stored of [
    '{"eventId":12,"people":3}',
    '[{"eventId":12,"people":0}]',
    '[{"eventId":"12","people":3}]',
    '[{"eventId":12,"people":3,"date":"6 Dec"}]',
    'not json',
  ]) {
    window.localStorage.setItem(REMEMBERED_RSVPS_KEY, stored);
    expect(rememberedRsvps(12, always), stored).toEqual([]);
  }
});
