import {
  availabilityLabel,
  SUPPORT_AVAILABILITY,
  SUPPORT_OFFER_FORM_DEFAULTS,
  type SupportOfferFormValues,
  supportOfferInput,
} from '@huddle/domain';
import { Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { fieldErrorsOf } from '../../lib/api-error';
import { focusFirstError } from '../../lib/form-focus';
import { trpc } from '../../lib/trpc';
import { showCreated, showCreateFailure, useRefreshBoards } from './create-support-post';
import { type CommonField, SupportPostFields } from './support-post-fields';

const validate = schemaResolver(supportOfferInput, { sync: true });

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The church's own contact details, to start the form with. */
  contact: { contactEmail: string; contactPhone: string };
};

/** Spec §2: the Support Offers tab's create modal. */
export function OfferModal({ opened, onClose, contact }: Props) {
  const form = useForm<SupportOfferFormValues>({
    mode: 'uncontrolled',
    initialValues: { ...SUPPORT_OFFER_FORM_DEFAULTS, ...contact },
    validate,
  });
  const create = useMutation(trpc.support.offers.create.mutationOptions());
  const refresh = useRefreshBoards();

  function submit(values: SupportOfferFormValues) {
    create.mutate(supportOfferInput.parse(values), {
      onSuccess: () => {
        showCreated('offers');
        void refresh();
        form.reset();
        onClose();
      },
      onError: (error) => {
        showCreateFailure('offers', error);
        form.setErrors(fieldErrorsOf(error));
      },
    });
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Offer Support" size="lg">
      <form noValidate onSubmit={form.onSubmit(submit, focusFirstError)}>
        <Stack gap="md">
          <SupportPostFields
            fieldKey={(name: CommonField) => form.key(name)}
            inputProps={(name: CommonField) => form.getInputProps(name)}
          >
            <NativeSelect
              label="Availability"
              name="availability"
              required
              data={SUPPORT_AVAILABILITY.map((value) => ({
                value,
                label: availabilityLabel(value),
              }))}
              key={form.key('availability')}
              {...form.getInputProps('availability')}
            />
          </SupportPostFields>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Posting...' : 'Post Offer'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
