import {
  availabilityLabel,
  SUPPORT_AVAILABILITY,
  SUPPORT_URGENCY,
  urgencyLabel,
} from '@huddle/domain';

function ownField<N extends string, V extends string>(
  label: string,
  name: N,
  values: readonly V[],
  valueLabel: (value: V) => string,
) {
  return { label, name, options: values.map((value) => ({ value, label: valueLabel(value) })) };
}

/**
 * Each board's own field beside the support types (spec §2): an offer's availability, a request's
 * urgency. The create modal's field and the board's filter show the same label and options.
 */
export const OWN_FIELDS = {
  offers: ownField('Availability', 'availability', SUPPORT_AVAILABILITY, availabilityLabel),
  requests: ownField('Urgency', 'urgency', SUPPORT_URGENCY, urgencyLabel),
};
