import { REGISTRATION_FORM_DEFAULTS, type RegistrationFormValues } from '@huddle/domain';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCreditCard, IconUserCheck } from '@tabler/icons-react';
import { useRef } from 'react';
import { FormActions } from '../../components/form-actions';
import { focusFirstError } from '../../lib/form-focus';
import { AccountFields } from './account-fields';
import { ChurchFields } from './church-fields';
import { validateRegistration } from './registration-form-values';
import { useRegisterChurch } from './use-register-church';

type RegistrationFormProps = {
  /** Signed in already (account without a church): the username, and no account step. */
  signedInAs: string | null;
};

/** Spec §2 /register-church: account, then church, then checkout on the next page. */
export function RegistrationForm({ signedInAs }: RegistrationFormProps) {
  const needsAccount = signedInAs === null;
  // Read by `validate` at submit time: the account step goes away once the account exists.
  const needsAccountRef = useRef(needsAccount);
  needsAccountRef.current = needsAccount;

  const form = useForm<RegistrationFormValues>({
    mode: 'uncontrolled',
    initialValues: REGISTRATION_FORM_DEFAULTS,
    validate: (values) => validateRegistration(values, needsAccountRef.current),
  });
  const { submit, pending } = useRegisterChurch(form);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => submit(values, needsAccount), focusFirstError)}
    >
      <Stack gap="lg">
        {needsAccount ? (
          <AccountFields form={form} />
        ) : (
          <Alert icon={<IconUserCheck aria-hidden="true" />} title={`Signed in as ${signedInAs}`}>
            Your account is ready. Add your church's details to continue.
          </Alert>
        )}
        <ChurchFields form={form} step={needsAccount ? 2 : 1} />
        <Group gap="xs" c="dimmed" wrap="nowrap" align="flex-start">
          <IconCreditCard size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text size="sm">
            {needsAccount ? '3' : '2'}. Next you choose the Church Partner plan, monthly or yearly,
            and pay securely.
          </Text>
        </Group>
        <FormActions
          cancelTo="/"
          pending={pending}
          label="Continue to Checkout"
          pendingLabel="Registering..."
        />
      </Stack>
    </form>
  );
}
