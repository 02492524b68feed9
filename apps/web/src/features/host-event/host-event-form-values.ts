import {
  HOST_EVENT_FORM_DEFAULTS,
  type HostEventFormValues,
  hostEventFormSchema,
} from '@huddle/domain';
import { schemaResolver, type UseFormReturnType } from '@mantine/form';

export type HostEventForm = UseFormReturnType<HostEventFormValues>;
export type HostEventField = keyof HostEventFormValues;

const FIELDS = Object.keys(HOST_EVENT_FORM_DEFAULTS) as HostEventField[];

/** The domain's rules and messages (spec §5 host event), every problem at once. */
export const validateHostEvent = schemaResolver(hostEventFormSchema, { sync: true });

/** The spec §9 defaults, with the official's own church already chosen as host. */
export function hostEventInitialValues(churchId: number): HostEventFormValues {
  return { ...HOST_EVENT_FORM_DEFAULTS, churchId: String(churchId) };
}

/**
 * The server's field errors keyed by the form field that holds the value: the payload's one
 * `datetime` comes from the date and time inputs, so its complaint goes under the date.
 */
export function hostEventFieldErrors(
  serverErrors: Record<string, string>,
): Partial<Record<HostEventField, string>> {
  const result: Partial<Record<HostEventField, string>> = {};
  for (const [name, message] of Object.entries(serverErrors)) {
    const field = name === 'datetime' ? 'date' : name;
    if ((FIELDS as string[]).includes(field)) result[field as HostEventField] ??= message;
  }
  return result;
}
