import type { ReactNode } from 'react';
import { FilterInput } from '../../components/filter-fields';

type Props = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  icon: ReactNode;
  autoComplete?: string;
};

/** A typed box of the filter bar: it applies on Search or Enter, within the API's 100 characters. */
export function FilterTextInput({
  label,
  placeholder,
  value,
  onChange,
  icon,
  autoComplete,
}: Props) {
  return (
    <FilterInput
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={100}
      autoComplete={autoComplete}
      icon={icon}
    />
  );
}
