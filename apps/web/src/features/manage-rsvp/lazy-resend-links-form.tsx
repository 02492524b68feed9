import { type ComponentProps, lazy } from 'react';
import { LazyPart } from '../../lib/lazy-part';

const Form = lazy(() =>
  import('./resend-links-form').then((module) => ({ default: module.ResendLinksForm })),
);

/** The form that mails an attendee's links again (resend-links-form.tsx), loaded when opened. */
export function ResendLinksForm(props: ComponentProps<typeof Form>) {
  return (
    <LazyPart loadingLabel="Loading the form">
      <Form {...props} />
    </LazyPart>
  );
}
