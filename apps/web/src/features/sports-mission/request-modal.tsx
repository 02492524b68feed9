import {
  SUPPORT_REQUEST_FORM_DEFAULTS,
  SUPPORT_URGENCY,
  type SupportRequestFormValues,
  supportRequestInput,
  urgencyLabel,
} from '@huddle/domain';
import { Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { fieldErrorsOf } from '../../lib/api-error';
import { focusFirstError } from '../../lib/form-focus';
import { trpc } from '../../lib/trpc';
import { showCreated, showCreateFailure, useRefreshBoards } from './create-support-post';
import { type CommonField, SupportPostFields } from './support-post-fields';

const validate = schemaResolver(supportRequestInput, { sync: true });

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The church's own contact details, to start the form with. */
  contact: { contactEmail: string; contactPhone: string };
};

/** Spec §2: the Support Requests tab's create modal. */
export function RequestModal({ opened, onClose, contact }: Props) {
  const form = useForm<SupportRequestFormValues>({
    mode: 'uncontrolled',
    initialValues: { ...SUPPORT_REQUEST_FORM_DEFAULTS, ...contact },
    validate,
  });
  const create = useMutation(trpc.support.requests.create.mutationOptions());
  const refresh = useRefreshBoards();

  function submit(values: SupportRequestFormValues) {
    create.mutate(supportRequestInput.parse(values), {
      onSuccess: () => {
        showCreated('requests');
        void refresh();
        form.reset();
        onClose();
      },
      onError: (error) => {
        showCreateFailure('requests', error);
        form.setErrors(fieldErrorsOf(error));
      },
    });
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Request Support" size="lg">
      <form noValidate onSubmit={form.onSubmit(submit, focusFirstError)}>
        <Stack gap="md">
          <SupportPostFields
            fieldKey={(name: CommonField) => form.key(name)}
            inputProps={(name: CommonField) => form.getInputProps(name)}
          >
            <NativeSelect
              label="Urgency"
              name="urgency"
              required
              data={SUPPORT_URGENCY.map((value) => ({
                value,
                label: urgencyLabel(value),
              }))}
              key={form.key('urgency')}
              {...form.getInputProps('urgency')}
            />
          </SupportPostFields>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Posting...' : 'Post Request'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
