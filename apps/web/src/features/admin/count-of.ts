/** '1 event', '12 events', '1,204 attendees': a count with its noun in the number it needs. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
