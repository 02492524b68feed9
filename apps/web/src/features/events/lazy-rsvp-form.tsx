import { type ComponentProps, lazy } from 'react';
import { LazyPart } from '../../lib/lazy-part';

const Form = lazy(() => import('./rsvp-form').then((module) => ({ default: module.RsvpForm })));

/** The RSVP form (rsvp-form.tsx), its code loaded when a visitor first opens it. */
export function RsvpForm(props: ComponentProps<typeof Form>) {
  return (
    <LazyPart loadingLabel="Loading the RSVP form">
      <Form {...props} />
    </LazyPart>
  );
}
