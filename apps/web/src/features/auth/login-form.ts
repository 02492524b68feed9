import { type OfficialLoginInput, officialLoginInput } from '@huddle/domain';
import { schemaResolver, type UseFormInput } from '@mantine/form';

export type LoginFormValues = OfficialLoginInput;

/** Spec §5: both fields required, no other rule; the domain schema carries the messages. */
export const loginFormOptions: UseFormInput<LoginFormValues> = {
  mode: 'uncontrolled',
  initialValues: { username: '', password: '' },
  validate: schemaResolver(officialLoginInput, { sync: true }),
};
