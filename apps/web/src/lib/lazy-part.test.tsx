import { screen } from '@testing-library/react';
import { lazy } from 'react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { focusWhenShown } from './focus-when-shown';
import { LazyPart } from './lazy-part';

it('stands in with a named loader while the part loads, then shows it and focuses into it', async () => {
  let arrive: (part: { default: () => React.JSX.Element }) => void = () => {};
  const Part = lazy(
    () => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = resolve)),
  );
  renderWithProviders(
    <LazyPart loadingLabel="Loading the RSVP form">
      <Part />
    </LazyPart>,
  );
  expect(screen.getByRole('status', { name: 'Loading the RSVP form' })).toBeInTheDocument();
  focusWhenShown(() => document.getElementById('first-field'));

  arrive({ default: () => <input id="first-field" aria-label="Full Name" /> });
  const field = await screen.findByLabelText('Full Name');
  await expect.poll(() => document.activeElement).toBe(field);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
