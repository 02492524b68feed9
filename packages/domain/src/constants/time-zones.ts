/** Spec §9: the time zones the host form offers, with their labels. Arizona keeps no DST. */
export const TIME_ZONES = [
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Phoenix', label: 'Arizona' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
  { value: 'America/Anchorage', label: 'Alaska' },
  { value: 'Pacific/Honolulu', label: 'Hawaii' },
  { value: 'America/Puerto_Rico', label: 'Atlantic' },
  { value: 'Etc/GMT', label: 'Greenwich' },
] as const;
export type TimeZone = (typeof TIME_ZONES)[number]['value'];
export const TIME_ZONE_VALUES = TIME_ZONES.map((zone) => zone.value) as [TimeZone, ...TimeZone[]];
export const DEFAULT_TIME_ZONE: TimeZone = 'America/New_York';

export function isOfferedTimeZone(value: string): value is TimeZone {
  return TIME_ZONES.some((zone) => zone.value === value);
}

/** The label shown next to a time: the offered zone's label, else the IANA name itself. */
export function timeZoneLabel(value: string): string {
  return TIME_ZONES.find((zone) => zone.value === value)?.label ?? value;
}
