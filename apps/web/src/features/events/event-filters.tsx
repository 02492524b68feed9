import { DEFAULT_RADIUS_MILES, type EventKind } from '@huddle/domain';
import { Button, Text } from '@mantine/core';
import { IconCalendarEvent, IconSearch, IconX } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { FilterInput, FilterSelect } from '../../components/filter-fields';
import filters from '../../styles/filters.module.css';
import classes from './events.module.css';
import {
  type EventFilterValues,
  type FilterBarValues,
  filterParams,
  SPORT_FILTER,
} from './events-query';
import { FilterTextInput } from './filter-text-input';
import { PlaceFields } from './place-fields';
import { useNearMe } from './use-near-me';

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

/** A text box that follows the address: Back, forward and 'Clear filters' change it. */
function useTypedText(inForce: string) {
  const [text, setText] = useState(inForce);
  useEffect(() => setText(inForce), [inForce]);
  return [text, setText] as const;
}

/**
 * The filter bar. The text boxes apply on Search or Enter; a choice (sport, date, radius, order)
 * or a position found by "Near me" applies at once, together with whatever is typed.
 */
export function EventFilters({ kind, values, hideLocation, filtered, onApply, onClear }: Props) {
  const sport = SPORT_FILTER[kind];
  const [q, setQ] = useTypedText(values.q ?? '');
  const [location, setLocation] = useTypedText(values.near ?? values.location ?? '');
  const nearYou = values.lat !== undefined && values.lng !== undefined;
  const placed = nearYou || values.near !== undefined;
  // A place without a radius in the address is searched at the API's default.
  const radius = values.radius ?? (placed ? DEFAULT_RADIUS_MILES : undefined);

  const apply = (changes: Partial<FilterBarValues>) =>
    onApply(filterParams(kind, { ...values, location, q, radius, ...changes }));
  const nearMe = useNearMe((position) => apply(position));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({});
  };
  const listName = kind === 'watch_party' ? 'watch parties' : 'church events';

  return (
    <search>
      <form aria-label={`Filter ${listName}`} onSubmit={submit}>
        <div className={`${filters.filters} ${classes.filters}`}>
          <FilterTextInput
            label="Team, game or church"
            placeholder="Chiefs, Lakers, Grace…"
            value={q}
            onChange={setQ}
            icon={<IconSearch size={16} aria-hidden />}
          />
          {!hideLocation && (
            <PlaceFields
              location={location}
              onLocationChange={setLocation}
              nearYou={nearYou}
              radius={radius}
              sort={values.sort}
              placed={placed}
              onNearMe={nearMe.locate}
              locating={nearMe.pending}
              onApply={apply}
            />
          )}
          <FilterSelect
            label={sport.label}
            options={sport.options}
            value={values.sport ?? sport.all}
            onChange={(event) => apply({ sport: event.currentTarget.value })}
          />
          <FilterInput
            type="date"
            label="Date"
            value={values.date ?? ''}
            onChange={(event) => apply({ date: event.currentTarget.value })}
            icon={<IconCalendarEvent size={16} aria-hidden />}
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
        {nearMe.error && (
          <Text role="alert" c="red.8" size="sm" mt="xs">
            {nearMe.error}
          </Text>
        )}
      </form>
    </search>
  );
}
