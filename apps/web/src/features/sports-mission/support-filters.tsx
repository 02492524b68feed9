import { SUPPORT_TYPES, supportTypeLabel } from '@huddle/domain';
import { NativeSelect } from '@mantine/core';
import filters from '../../styles/filters.module.css';

const ALL = 'all';

type Option = { value: string; label: string };

type Props = {
  /** Names the filter bar for assistive technology: "Filter support offers". */
  label: string;
  supportType: string | undefined;
  /** The board's own filter: availability or urgency. */
  own: {
    label: string;
    name: string;
    allLabel: string;
    options: Option[];
    value: string | undefined;
  };
  /** The one value that changed, as its select holds it; undefined for 'all'. */
  onChange: (change: { supportType: string | undefined } | { own: string | undefined }) => void;
};

/** A board's filter bar (spec §7): support type, and availability or urgency; applied at once. */
export function SupportFilters({ label, supportType, own, onChange }: Props) {
  const value = (v: string) => (v === ALL ? undefined : v);
  return (
    <fieldset className={filters.filters} aria-label={label} style={{ margin: 0 }}>
      <NativeSelect
        className={filters.field}
        label="Type of support"
        data={[
          { value: ALL, label: 'All types' },
          ...SUPPORT_TYPES.map((type) => ({ value: type, label: supportTypeLabel(type) })),
        ]}
        value={supportType ?? ALL}
        onChange={(event) => onChange({ supportType: value(event.currentTarget.value) })}
      />
      <NativeSelect
        className={filters.field}
        label={own.label}
        name={own.name}
        data={[{ value: ALL, label: own.allLabel }, ...own.options]}
        value={own.value ?? ALL}
        onChange={(event) => onChange({ own: value(event.currentTarget.value) })}
      />
    </fieldset>
  );
}
