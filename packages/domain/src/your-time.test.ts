import { describe, expect, it } from 'vitest';
import { formatYourTime } from './your-time.js';

describe('formatYourTime', () => {
  it('adds the visitor time when their clock differs, in words a screen reader reads', () => {
    // 7:00 PM Mountain (MST) on a January evening is 9:00 PM in New York.
    expect(formatYourTime('2027-01-17T02:00:00Z', 'America/Denver', 'America/New_York')).toEqual({
      eventTime: '7:00 PM Mountain',
      yours: '9:00 PM your time',
      spokenTail: 'time, which is 9:00 PM your time',
      shown: '7:00 PM Mountain · 9:00 PM your time',
      spoken: '7:00 PM Mountain time, which is 9:00 PM your time',
    });
  });

  it('counts daylight saving on the event date: Arizona reads as Denver in January, not July', () => {
    const january = new Date('2027-01-17T02:00:00Z');
    const july = new Date('2027-07-18T02:00:00Z');
    expect(formatYourTime(january, 'America/Phoenix', 'America/Denver')).toBeNull();
    expect(formatYourTime(july, 'America/Phoenix', 'America/Denver')?.shown).toBe(
      '7:00 PM Arizona · 8:00 PM your time',
    );
  });

  it('uses the offset of the event instant on the day the clocks change', () => {
    // March 14, 2027: the US springs forward at 2 AM. 1:30 AM Eastern (EST) is 11:30 PM the day
    // before in Phoenix; 3:30 AM Eastern (EDT) that same night is 12:30 AM there.
    expect(
      formatYourTime(new Date('2027-03-14T06:30:00Z'), 'America/New_York', 'America/Phoenix'),
    ).toMatchObject({
      shown: '1:30 AM Eastern · 11:30 PM Sat, Mar 13 your time',
      spoken: '1:30 AM Eastern time, which is 11:30 PM on Saturday, March 13 your time',
    });
    expect(
      formatYourTime(new Date('2027-03-14T07:30:00Z'), 'America/New_York', 'America/Phoenix')
        ?.shown,
    ).toBe('3:30 AM Eastern · 12:30 AM your time');
    // An evening kickoff that day: Central is on CDT, Honolulu keeps HST all year.
    expect(
      formatYourTime(new Date('2027-03-15T00:00:00Z'), 'America/Chicago', 'Pacific/Honolulu')
        ?.shown,
    ).toBe('7:00 PM Central · 2:00 PM your time');
  });

  it('says the visitor day when their clock has already moved on to the next one', () => {
    expect(
      formatYourTime(new Date('2027-02-08T04:30:00Z'), 'America/Los_Angeles', 'Europe/London'),
    ).toMatchObject({
      yours: '4:30 AM Mon, Feb 8 your time',
      spoken: '8:30 PM Pacific time, which is 4:30 AM on Monday, February 8 your time',
    });
  });

  it('adds nothing for the same zone, an unknown visitor zone or a date that cannot be read', () => {
    const kickoff = new Date('2027-02-08T23:30:00Z');
    expect(formatYourTime(kickoff, 'America/New_York', 'America/New_York')).toBeNull();
    // Another name for the same clock.
    expect(formatYourTime(kickoff, 'America/New_York', 'America/Detroit')).toBeNull();
    expect(formatYourTime(kickoff, 'America/New_York', null)).toBeNull();
    expect(formatYourTime(kickoff, 'America/New_York', 'Not/AZone')).toBeNull();
    expect(formatYourTime(kickoff, 'Not/AZone', 'America/Denver')).toBeNull();
    expect(formatYourTime('not a date', 'America/New_York', 'America/Denver')).toBeNull();
  });
});
