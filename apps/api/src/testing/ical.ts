import ICAL from 'ical.js';

/**
 * The calendar and its one event of an .ics file, parsed with ical.js. TZIDs resolve through the file's own
 * VTIMEZONEs only, as a calendar app that knows no zone of its own would read them.
 */
export function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT in the calendar file');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

/** The first `count` starts a calendar app expands the event to (one for a single event). */
export function startsOf(event: ICAL.Event, count: number): Date[] {
  const starts: Date[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next && starts.length < count; next = iterator.next()) {
    starts.push(next.toJSDate());
  }
  return starts;
}
