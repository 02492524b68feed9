import { ComboboxChevron, Input } from '@mantine/core';
import { type ComponentPropsWithoutRef, type ReactNode, useId } from 'react';
import filters from '../styles/filters.module.css';

/*
 * The filter bars' fields, made of Mantine's label and input as TextInput and NativeSelect make
 * them, with React's own id for the label. Those two components take a fresh id in a layout effect
 * (Mantine's useId), so React rendered every field of a server-rendered list page again,
 * synchronously, at the end of taking the page over; React's useId is the same on the server and
 * in the browser, and costs nothing then.
 */

type FieldProps = {
  label: string;
  /** The field's place in its bar: a share of the row (the filter bars' own, by default). */
  className?: string | undefined;
};

/** A field's label over its control, which the label names by React's id. */
function Field({
  label,
  className = filters.field,
  control,
}: FieldProps & { control: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <Input.Label htmlFor={id}>{label}</Input.Label>
      {control(id)}
    </div>
  );
}

type FilterInputProps = FieldProps &
  Omit<ComponentPropsWithoutRef<'input'>, 'size' | 'className'> & {
    /** An icon at the start of the box. */
    icon?: ReactNode;
    /** A control at its end (a button that clears it). */
    action?: ReactNode;
  };

/** A labelled text box of a filter bar. */
export function FilterInput({ label, className, icon, action, ...input }: FilterInputProps) {
  return (
    <Field
      label={label}
      className={className}
      control={(id) => (
        <Input
          id={id}
          leftSection={icon}
          rightSection={action}
          rightSectionPointerEvents="all"
          {...input}
        />
      )}
    />
  );
}

export type FilterOption = string | { value: string; label: string };

type FilterSelectProps = FieldProps &
  Omit<ComponentPropsWithoutRef<'select'>, 'size' | 'className' | 'children'> & {
    options: readonly FilterOption[];
  };

/** A labelled choice of a filter bar: the browser's own list, as NativeSelect shows it. */
export function FilterSelect({ label, className, options, ...select }: FilterSelectProps) {
  return (
    <Field
      label={label}
      className={className}
      control={(id) => (
        <Input
          component="select"
          id={id}
          pointer
          rightSection={<ComboboxChevron />}
          rightSectionPointerEvents="none"
          {...select}
        >
          {options.map((option) => {
            const { value, label: text } =
              typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </Input>
      )}
    />
  );
}
