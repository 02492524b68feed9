import { coerceCount } from '@huddle/domain';
import type { UseFormReturnType } from '@mantine/form';
import type { FocusEvent } from 'react';

/**
 * A count field's input props. Spec §5: a count that is not a whole number is put right (1 when
 * it is not a number at all) as the field is left, so the person sees what will be sent.
 */
export function countInputProps<Values>(
  form: UseFormReturnType<Values>,
  path: keyof Values & string,
) {
  const input = form.getInputProps(path);
  return {
    ...input,
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      input.onBlur?.(event);
      const raw = form.getValues()[path];
      const count = coerceCount(raw);
      // A generic path cannot name its value's type; a count field holds a number once set.
      if (raw !== count)
        form.setFieldValue(path, count as Parameters<typeof form.setFieldValue>[1]);
    },
  };
}
