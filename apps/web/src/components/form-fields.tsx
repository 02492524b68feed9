import {
  Checkbox,
  type CheckboxProps,
  NativeSelect,
  type NativeSelectProps,
  NumberInput,
  type NumberInputProps,
  PasswordInput,
  type PasswordInputProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ComponentType } from 'react';

/** Which form and which of its fields an input stands for. */
type Binding<Values> = { form: UseFormReturnType<Values>; path: keyof Values & string };

/** An input's own props, less the HTML `form` attribute, which the binding's form replaces. */
export type BoundProps<Props, Values> = Omit<Props, 'form'> & Binding<Values>;

/**
 * Binds a Mantine input to one field of a form: its name (what the focus of the first error and
 * the server's field errors look for), its value, error and handlers, and the form's key, which
 * an uncontrolled form changes to show values it sets itself (reset, server answers).
 */
function boundTo<Props extends object>(Input: ComponentType<Props>) {
  return function BoundInput<Values>({ form, path, ...props }: BoundProps<Props, Values>) {
    const input = { ...props, name: path, ...form.getInputProps(path) } as Props;
    return <Input key={form.key(path)} {...input} />;
  };
}

export const TextField = boundTo<TextInputProps>(TextInput);
export const PasswordField = boundTo<PasswordInputProps>(PasswordInput);
export const TextareaField = boundTo<TextareaProps>(Textarea);
export const SelectField = boundTo<NativeSelectProps>(NativeSelect);

/** A yes/no field: bound like the others, but through `checked` instead of `value`. */
export function CheckboxField<Values>({ form, path, ...props }: BoundProps<CheckboxProps, Values>) {
  const input = { ...props, name: path, ...form.getInputProps(path, { type: 'checkbox' }) };
  return <Checkbox key={form.key(path)} {...input} />;
}

/** A count of people or seats: whole, not negative, with thousands separated ('1,500'). */
export function WholeNumberInput(props: NumberInputProps) {
  return (
    <NumberInput allowDecimal={false} allowNegative={false} thousandSeparator="," {...props} />
  );
}

export const WholeNumberField = boundTo<NumberInputProps>(WholeNumberInput);

type TextFieldProps<Values> = BoundProps<TextInputProps, Values>;

/** An e-mail address: the e-mail keyboard on phones, and the browser's autofill. */
export function EmailField<Values>(props: TextFieldProps<Values>) {
  return <TextField type="email" autoComplete="email" {...props} />;
}

/** A phone number, with the example every form of the product shows. */
export function PhoneField<Values>(props: TextFieldProps<Values>) {
  return <TextField type="tel" autoComplete="tel" placeholder="(555) 123-4567" {...props} />;
}

/** The address of a picture: the URL keyboard on phones. */
export function ImageUrlField<Values>(props: TextFieldProps<Values>) {
  return <TextField inputMode="url" placeholder="https://…" {...props} />;
}

type TextareaFieldProps<Values> = BoundProps<TextareaProps, Values>;

/** A required description that grows with what is typed, from 3 rows to 8. */
export function DescriptionField<Values>(props: TextareaFieldProps<Values>) {
  return <TextareaField label="Description" autosize minRows={3} maxRows={8} required {...props} />;
}

/** The password of a sign-in form, which the browser's password manager fills. */
export function CurrentPasswordField<Values extends { password: string }>({
  form,
}: Pick<Binding<Values>, 'form'>) {
  return (
    <PasswordField
      form={form}
      path="password"
      label="Password"
      autoComplete="current-password"
      required
    />
  );
}
