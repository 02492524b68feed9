/** 'No one is waiting yet', '1 party waiting', '3 parties waiting'. */
export function waitingText(count: number): string {
  if (count === 0) return 'No one is waiting yet';
  return `${count} ${count === 1 ? 'party' : 'parties'} waiting`;
}
