import { DENOMINATIONS } from '@huddle/domain';
import { Button } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { FilterInput, FilterSelect } from '../../components/filter-fields';
import filters from '../../styles/filters.module.css';
import { ChurchResults } from './church-results';
import classes from './churches.module.css';

const ALL = 'all';
const DENOMINATION_OPTIONS = [
  { value: ALL, label: 'All Denominations' },
  ...DENOMINATIONS.map((name) => ({ value: name, label: name })),
];

type Props = {
  search: string | undefined;
  denomination: string | undefined;
  onChange: (filter: { search?: string; denomination?: string }) => void;
};

/**
 * The All Churches tab (spec §2): text over name, description and city, and a denomination, both
 * searched on the server. The text applies on Search or Enter, the denomination when picked.
 */
export function ChurchDirectory({ search, denomination, onChange }: Props) {
  const [text, setText] = useState(search ?? '');
  // Back and forward change the address: the box follows it.
  useEffect(() => setText(search ?? ''), [search]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ search: text.trim() || undefined, denomination });
  }

  return (
    <>
      <search>
        <form
          aria-label="Find a church"
          className={`${filters.filters} ${classes.filters}`}
          onSubmit={submit}
        >
          <FilterInput
            className={classes.filterText}
            label="Search churches"
            placeholder="Name, city or description"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            icon={<IconSearch size={16} aria-hidden />}
            maxLength={120}
          />
          <FilterSelect
            label="Denomination"
            options={DENOMINATION_OPTIONS}
            value={denomination ?? ALL}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onChange({ search, denomination: value === ALL ? undefined : value });
            }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            Search
          </Button>
        </form>
      </search>
      <ChurchResults
        filter={{ search, denomination }}
        onClearFilters={() => onChange({ search: undefined, denomination: undefined })}
      />
    </>
  );
}
