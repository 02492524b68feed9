/*
 * Reads a calendar feed the way ical.js and node-ical do (calendar/feed.clients.test.ts): on stdin
 * the feed's text, on stdout its calendar name and refresh interval and each VEVENT as
 * { uid, status, sequence, start, recurrenceId, summary }, times as UTC instants.
 */
import ICAL from 'ical.js';
import nodeIcal from 'node-ical';

const text = await new Promise((resolve) => {
  let all = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk) => {
    all += chunk;
  });
  process.stdin.on('end', () => resolve(all));
});

const iso = (date) => (date ? new Date(date).toISOString() : null);

function icalJs() {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    refresh: String(calendar.getFirstPropertyValue('refresh-interval')),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        status: vevent.getFirstPropertyValue('status'),
        sequence: event.sequence ?? 0,
        start: iso(event.startDate.toJSDate()),
        recurrenceId: event.recurrenceId ? iso(event.recurrenceId.toJSDate()) : null,
        summary: event.summary,
      };
    }),
  };
}

function nodeIcalRead() {
  const parsed = nodeIcal.sync.parseICS(text);
  const events = [];
  for (const component of Object.values(parsed)) {
    if (component.type !== 'VEVENT') continue;
    const read = (vevent, recurrenceId) => ({
      uid: vevent.uid,
      status: vevent.status ?? null,
      sequence: Number(vevent.sequence ?? 0),
      start: iso(vevent.start),
      recurrenceId: recurrenceId ? iso(recurrenceId) : null,
      summary: typeof vevent.summary === 'string' ? vevent.summary : vevent.summary?.val,
    });
    // node-ical files a series' instances under its master as well as on their own.
    if (component.recurrenceid && parsed[component.uid]?.recurrences) continue;
    events.push(read(component, component.recurrenceid));
    // It keys each instance under more than one form of its date: the same object each time.
    for (const instance of new Set(Object.values(component.recurrences ?? {}))) {
      events.push(read(instance, instance.recurrenceid));
    }
  }
  const calendar = Object.values(parsed).find((component) => component.type === 'VCALENDAR');
  return { name: calendar?.['WR-CALNAME'] ?? null, events };
}

process.stdout.write(JSON.stringify({ icalJs: icalJs(), nodeIcal: nodeIcalRead() }));
