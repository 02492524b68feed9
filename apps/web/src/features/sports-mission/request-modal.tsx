import {
  SUPPORT_REQUEST_FORM_DEFAULTS,
  SUPPORT_URGENCY,
  type SupportRequestFormValues,
  supportRequestInput,
  urgencyLabel,
} from '@huddle/domain';
import { NativeSelect } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { focusFirstError } from '../../lib/form-focus';
import { trpc } from '../../lib/trpc';
import { usePostOutcome } from './create-support-post';
import { PostModal } from './post-modal';
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
  const outcome = usePostOutcome('requests', form, onClose);

  function submit(values: SupportRequestFormValues) {
    create.mutate(supportRequestInput.parse(values), outcome);
  }

  return (
    <PostModal
      opened={opened}
      onClose={onClose}
      title="Request Support"
      submitLabel="Post Request"
      pending={create.isPending}
      onSubmit={form.onSubmit(submit, focusFirstError)}
    >
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
    </PostModal>
  );
}
