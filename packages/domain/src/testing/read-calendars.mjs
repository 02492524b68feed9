/*
 * Reads calendar files the way two widely used clients' libraries do, in whatever zone TZ sets for
 * this process: a calendar app shows the files of others in its own zone. Run by
 * calendar/ics.clients.test.ts; reads { files: [{ name, ics }], from, to } as JSON on stdin and
 * writes, for each file, the instants each reader finds starting in [from, to].
 */
import ICAL from 'ical.js';
import nodeIcal from 'node-ical';

const input = JSON.parse(
  await new Promise((resolve) => {
    let text = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => {
      text += chunk;
    });
    process.stdin.on('end', () => resolve(text));
  }),
);
const from = new Date(input.from);
const to = new Date(input.to);

/** ical.js expanding an event: its RRULE, RDATEs and EXDATEs. */
function icalJsStarts(vevent) {
  const iterator = new ICAL.Event(vevent).iterator();
  const found = [];
  for (let next = iterator.next(); next; next = iterator.next()) {
    const start = next.toJSDate();
    if (start >= to) break;
    if (start >= from) found.push(start.toISOString());
  }
  return found;
}

function read(ics) {
  ICAL.TimezoneService.reset();
  const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
  const parsed = Object.values(nodeIcal.sync.parseICS(ics)).find((c) => c.type === 'VEVENT');
  return {
    // With the file's own VTIMEZONE, as ical.js resolves a TZID from the calendar it is in.
    icalJs: icalJsStarts(vevent),
    // The event alone, its TZIDs looked up in the client's zone data (here none), as apps built
    // on ical.js with their own zone database do.
    icalJsOwnZones: icalJsStarts(new ICAL.Component(vevent.toJSON())),
    nodeIcal: nodeIcal
      .expandRecurringEvent(parsed, { from, to })
      .map((instance) => instance.start)
      .filter((start) => start >= from && start < to)
      .map((start) => start.toISOString()),
  };
}

process.stdout.write(
  JSON.stringify({
    zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    files: Object.fromEntries(input.files.map(({ name, ics }) => [name, read(ics)])),
  }),
);
