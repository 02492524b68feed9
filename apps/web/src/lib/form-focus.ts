import type { FormErrors } from '@mantine/form';

/**
 * After a failed submit, moves focus to the first field with an error (in page order), so a
 * keyboard or screen-reader user lands on it. Fields need a `name` equal to their form path.
 */
export function focusFirstError(errors: FormErrors) {
  const names = new Set(Object.keys(errors).filter((name) => errors[name]));
  if (names.size === 0) return;
  const fields = document.querySelectorAll<HTMLElement>(
    'input[name], textarea[name], select[name]',
  );
  for (const field of fields) {
    if (names.has(field.getAttribute('name') ?? '')) {
      field.focus();
      return;
    }
  }
}

/** Puts field errors (the server's, as a rule) on the form and takes the person to the first. */
export function showFieldErrors(
  form: { setErrors: (errors: FormErrors) => void },
  errors: FormErrors,
) {
  form.setErrors(errors);
  focusFirstError(errors);
}
