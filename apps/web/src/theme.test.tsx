import { ThemeIcon } from '@mantine/core';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from './test/render';

it("renders a ThemeIcon's radius and colour as its styles, not as attributes HTML does not have", () => {
  renderWithProviders(
    <ThemeIcon radius="lg" color="green" variant="light" aria-label="icon">
      ✓
    </ThemeIcon>,
  );
  const icon = screen.getByLabelText('icon');
  expect(icon.hasAttribute('radius')).toBe(false);
  expect(icon.hasAttribute('color')).toBe(false);
  expect(icon.style.getPropertyValue('--ti-radius')).toBe('var(--mantine-radius-lg)');
  expect(icon.style.getPropertyValue('--ti-bg')).toContain('green');
});
