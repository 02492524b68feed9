import type { EventKind } from '@huddle/domain';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconSearch, IconX } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import filters from '../../styles/filters.module.css';
import classes from './events.module.css';
import { type EventFilterValues, filterParams, SPORT_FILTER } from './events-query';

type Props = {
  kind: EventKind;
  /** The filters in force (from the address). */
  values: EventFilterValues;
  /** Spec §2: a church chosen by `?church=` replaces the location filter. */
  hideLocation: boolean;
  /** Shows 'Clear filters' when something narrows the list. */
  filtered: boolean;
  onApply: (values: EventFilterValues) => void;
  onClear: () => void;
};

/**
 * The filter bar. The location is typed, so it applies on Search or Enter; a sport or a date
 * applies as soon as it is picked (together with whatever location is typed).
 */
export function EventFilters({ kind, values, hideLocation, filtered, onApply, onClear }: Props) {
  const sport = SPORT_FILTER[kind];
  const [location, setLocation] = useState(values.location ?? '');
  // Back, forward and 'Clear filters' change the address: the box follows it.
  useEffect(() => setLocation(values.location ?? ''), [values.location]);

  const apply = (changes: Partial<EventFilterValues>) =>
    onApply(filterParams(kind, { ...values, location, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({});
  };
  const listName = kind === 'watch_party' ? 'watch parties' : 'church events';

  return (
    <search>
      <form aria-label={`Filter ${listName}`} onSubmit={submit}>
        <div className={`${filters.filters} ${classes.filters}`}>
          {!hideLocation && (
            <TextInput
              className={filters.field}
              label="Location"
              placeholder="City or 5-digit zip code"
              value={location}
              onChange={(event) => setLocation(event.currentTarget.value)}
              maxLength={100}
              autoComplete="address-level2"
              leftSection={<IconMapPin size={16} aria-hidden />}
            />
          )}
          <NativeSelect
            className={filters.field}
            label={sport.label}
            data={sport.options}
            value={values.sport ?? sport.all}
            onChange={(event) => apply({ sport: event.currentTarget.value })}
          />
          <TextInput
            className={filters.field}
            type="date"
            label="Date"
            value={values.date ?? ''}
            onChange={(event) => apply({ date: event.currentTarget.value })}
            leftSection={<IconCalendarEvent size={16} aria-hidden />}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            Search
          </Button>
          {filtered && (
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={onClear}
            >
              Clear filters
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}
