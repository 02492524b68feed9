/** After a cancellation: how many attendees the server told (nothing when nobody was). */
export function toldText(attendees: number): string {
  if (attendees === 0) return '';
  return attendees === 1 ? ' 1 attendee was told.' : ` ${attendees} attendees were told.`;
}
