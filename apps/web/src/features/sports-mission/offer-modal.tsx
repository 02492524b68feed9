import {
  availabilityLabel,
  SUPPORT_AVAILABILITY,
  SUPPORT_OFFER_FORM_DEFAULTS,
  type SupportOfferFormValues,
  supportOfferInput,
} from '@huddle/domain';
import { NativeSelect } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { focusFirstError } from '../../lib/form-focus';
import { trpc } from '../../lib/trpc';
import { usePostOutcome } from './create-support-post';
import { PostModal } from './post-modal';
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
  const outcome = usePostOutcome('offers', form, onClose);

  function submit(values: SupportOfferFormValues) {
    create.mutate(supportOfferInput.parse(values), outcome);
  }

  return (
    <PostModal
      opened={opened}
      onClose={onClose}
      title="Offer Support"
      submitLabel="Post Offer"
      pending={create.isPending}
      onSubmit={form.onSubmit(submit, focusFirstError)}
    >
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
    </PostModal>
  );
}
