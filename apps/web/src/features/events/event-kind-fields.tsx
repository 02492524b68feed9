import type { UseFormReturnType } from '@mantine/form';
import { SelectField } from '../../components/form-fields';

type Option = { value: string; label: string };

type Props<Values> = { form: UseFormReturnType<Values>; data: Option[] };

/** The sport of a watch party, or the type of a church event (spec §4: one list per kind). */
export function SportField<Values extends { sport?: unknown }>({
  form,
  data,
  watchParty,
}: Props<Values> & { watchParty: boolean }) {
  return (
    <SelectField
      form={form}
      path="sport"
      label={watchParty ? 'Sport' : 'Event Type'}
      data={data}
      required
    />
  );
}

/** The zone the event's date and time are read in (the event is stored as an instant). */
export function TimeZoneField<Values extends { timezone?: unknown }>({
  form,
  data,
}: Props<Values>) {
  return <SelectField form={form} path="timezone" label="Time Zone" data={data} required />;
}
