"""Reads a calendar feed the way python-icalendar does (calendar/feed.clients.test.ts): the same
shape as read-feed.mjs, from the feed's text on stdin."""
import json
import sys
from datetime import timezone

from icalendar import Calendar


def iso(value):
    if value is None:
        return None
    moment = value.dt.astimezone(timezone.utc)
    return moment.strftime('%Y-%m-%dT%H:%M:%S.000Z')


calendar = Calendar.from_ical(sys.stdin.read())
events = [
    {
        'uid': str(event.get('UID')),
        'status': str(event.get('STATUS')) if event.get('STATUS') else None,
        'sequence': int(event.get('SEQUENCE', 0)),
        'start': iso(event.get('DTSTART')),
        'recurrenceId': iso(event.get('RECURRENCE-ID')),
        'summary': str(event.get('SUMMARY')),
    }
    for event in calendar.walk('VEVENT')
]
print(json.dumps({
    'name': str(calendar.get('X-WR-CALNAME')),
    'refresh': str(calendar.get('REFRESH-INTERVAL').to_ical().decode()),
    'events': events,
}))
