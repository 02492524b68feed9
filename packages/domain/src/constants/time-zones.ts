import { fieldOf } from './lists.js';

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
export const TIME_ZONE_VALUES = fieldOf(TIME_ZONES, 'value');
export const DEFAULT_TIME_ZONE: TimeZone = 'America/New_York';

export function isOfferedTimeZone(value: string): value is TimeZone {
  return TIME_ZONES.some((zone) => zone.value === value);
}

/** The label shown next to a time: the offered zone's label, else the IANA name itself. */
export function timeZoneLabel(value: string): string {
  return TIME_ZONES.find((zone) => zone.value === value)?.label ?? value;
}

/**
 * The zone most of a state's people live in, among the offered ones (a state split between two
 * zones takes its larger side: Texas Central, Indiana and Kentucky Eastern, Idaho Mountain).
 * A church's events start on its state's zone; New York (spec §3) is only the fallback.
 */
const ZONE_BY_STATE: Record<string, TimeZone> = {
  ...Object.fromEntries(
    'CT DE FL GA IN KY ME MD MA MI NH NJ NY NC OH PA RI SC VT VA WV DC'
      .split(' ')
      .map((state) => [state, 'America/New_York']),
  ),
  ...Object.fromEntries(
    'AL AR IL IA KS LA MN MS MO NE ND OK SD TN TX WI'
      .split(' ')
      .map((state) => [state, 'America/Chicago']),
  ),
  ...Object.fromEntries('CO ID MT NM UT WY'.split(' ').map((state) => [state, 'America/Denver'])),
  AZ: 'America/Phoenix',
  ...Object.fromEntries('CA NV OR WA'.split(' ').map((state) => [state, 'America/Los_Angeles'])),
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
  PR: 'America/Puerto_Rico',
};

export function timeZoneForState(state: string | null | undefined): TimeZone {
  return ZONE_BY_STATE[(state ?? '').trim().toUpperCase()] ?? DEFAULT_TIME_ZONE;
}
