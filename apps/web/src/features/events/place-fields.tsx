import { RADIUS_CHOICES } from '@huddle/domain';
import { Button, CloseButton } from '@mantine/core';
import { IconCurrentLocation, IconMapPin } from '@tabler/icons-react';
import { FilterInput, FilterSelect } from '../../components/filter-fields';
import { type FilterBarValues, isZip } from './events-query';
import { FilterTextInput } from './filter-text-input';

type Props = {
  /** The location box as typed. */
  location: string;
  onLocationChange: (location: string) => void;
  /** Whether the search is around the visitor's position ("Near me"). */
  nearYou: boolean;
  /** The radius in force (the API's default when a place has none), or none. */
  radius: number | undefined;
  sort: FilterBarValues['sort'];
  /** Whether the address holds a place, so the list can be ordered by distance. */
  placed: boolean;
  /** "Near me" asks the browser for the position; `locating` while it answers. */
  onNearMe: () => void;
  locating: boolean;
  onApply: (changes: Partial<FilterBarValues>) => void;
};

const ZIP_ONLY = '';

/**
 * Where to search: the location box (or "Near you" with a way back), "Near me", the radius
 * around a zip code or the position, and the order, by distance only with a place.
 */
export function PlaceFields({
  location,
  onLocationChange,
  nearYou,
  radius,
  sort,
  placed,
  onNearMe,
  locating,
  onApply,
}: Props) {
  const radii = [...new Set([...RADIUS_CHOICES, ...(radius ? [radius] : [])])]
    .sort((a, b) => a - b)
    .map((miles) => ({ value: String(miles), label: `Within ${miles} miles` }));
  const pickRadius = (value: string) =>
    onApply({ radius: value === ZIP_ONLY ? undefined : Number(value) });

  return (
    <>
      {nearYou ? (
        <FilterInput
          label="Location"
          value="Near you"
          readOnly
          icon={<IconCurrentLocation size={16} aria-hidden />}
          action={
            <CloseButton
              aria-label="Clear Near me"
              onClick={() => onApply({ lat: undefined, lng: undefined, location: '' })}
            />
          }
        />
      ) : (
        <FilterTextInput
          label="Location"
          placeholder="City or 5-digit zip code"
          value={location}
          onChange={onLocationChange}
          autoComplete="address-level2"
          icon={<IconMapPin size={16} aria-hidden />}
        />
      )}
      {!nearYou && (
        <Button
          variant="default"
          onClick={onNearMe}
          loading={locating}
          leftSection={<IconCurrentLocation size={16} aria-hidden />}
        >
          Near me
        </Button>
      )}
      {(nearYou || isZip(location)) && (
        <FilterSelect
          label="Distance"
          options={nearYou ? radii : [{ value: ZIP_ONLY, label: 'Only this zip code' }, ...radii]}
          value={radius === undefined ? ZIP_ONLY : String(radius)}
          onChange={(event) => pickRadius(event.currentTarget.value)}
        />
      )}
      {placed && (
        <FilterSelect
          label="Sort by"
          options={[
            { value: 'date', label: 'Date' },
            { value: 'distance', label: 'Distance' },
          ]}
          value={sort ?? 'date'}
          onChange={(event) =>
            onApply({ sort: event.currentTarget.value === 'distance' ? 'distance' : undefined })
          }
        />
      )}
    </>
  );
}
