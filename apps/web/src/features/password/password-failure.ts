import type { FormErrors } from '@mantine/form';
import type { FormFailure } from '../../components/form-error';
import { fieldErrorsOf, httpStatusOf, serverMessage } from '../../lib/api-error';
import { showFieldErrors } from '../../lib/form-focus';

const TOO_MANY = 'You have tried several times already. Please wait a while and try again.';
const FAILED = 'That did not work. Please try again.';

/**
 * A refused password form: the server's field errors beside their fields (then nothing above the
 * button), else one sentence above it (too many tries, an expired link, no connection).
 */
export function passwordFailure(
  form: { setErrors: (errors: FormErrors) => void },
  error: unknown,
  title: string,
): FormFailure | null {
  const fields = fieldErrorsOf(error);
  if (Object.keys(fields).length > 0) {
    showFieldErrors(form, fields);
    return null;
  }
  return { title, message: httpStatusOf(error) === 429 ? TOO_MANY : serverMessage(error, FAILED) };
}
