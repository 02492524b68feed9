import { type ChurchEditFormValues, DENOMINATIONS } from '@huddle/domain';
import type { UseFormReturnType } from '@mantine/form';
import { DescriptionField, SelectField, TextField } from '../../components/form-fields';

/** What a church says of itself: the fields registration and the edit page share (spec §5). */
type ChurchProfileValues = Pick<ChurchEditFormValues, 'name' | 'description' | 'denomination'>;

type Props<Values extends ChurchProfileValues> = {
  form: UseFormReturnType<Values>;
  /** The blank denomination's words: 'Not specified', unless blank keeps what is stored. */
  blankDenomination?: string;
};

/** The denomination list's choices, the blank one first. */
function denominationOptions(blank: string) {
  return [
    { value: '', label: blank },
    ...DENOMINATIONS.map((name) => ({ value: name, label: name })),
  ];
}

/** Name, description and denomination, in registration's order and words. */
export function ChurchProfileFields<Values extends ChurchProfileValues>({
  form,
  blankDenomination = 'Not specified',
}: Props<Values>) {
  return (
    <>
      <TextField form={form} path="name" label="Church Name" autoComplete="organization" required />
      <DescriptionField
        form={form}
        path="description"
        description="Tell your community about your church"
      />
      {/* Native select: the phone's own picker at 375 px, type-to-jump on a keyboard. */}
      <SelectField
        form={form}
        path="denomination"
        label="Denomination"
        data={denominationOptions(blankDenomination)}
      />
    </>
  );
}
