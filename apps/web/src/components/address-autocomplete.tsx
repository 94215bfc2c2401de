import { TIMING, type PlaceSearchResult } from '@lodestar/contracts';
import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { usePlaces } from '../api/search-places.ts';

interface AddressAutocompleteProps {
  value: string;
  /** 'Address' unless given (the shipment form names its start and end). */
  label?: string;
  placeholder?: string;
  error?: React.ReactNode;
  /** Typed text: the address no longer has a chosen point. */
  onType: (text: string) => void;
  /** A suggestion was chosen: its label is the address and the map shows the place. */
  onPlace: (place: PlaceSearchResult) => void;
}

/**
 * The address field with suggestions from GET /places/search (the configured geocoder), asked for 150 ms after
 * the last keystroke (spec 1 §9, other searches). Choosing one gives its label and point (the geofence editor flies
 * the map there; the shipment form takes it as a custom place); typed text alone has no point.
 */
export function AddressAutocomplete({
  value,
  label = 'Address',
  placeholder = 'Start typing an address or a town',
  error,
  onType,
  onPlace,
}: AddressAutocompleteProps) {
  const [debounced] = useDebouncedValue(value, TIMING.otherSearchDebounce);
  const places = usePlaces(debounced);
  const byLabel = useMemo(() => {
    const map = new Map<string, PlaceSearchResult>();
    for (const place of places.data ?? []) if (!map.has(place.label)) map.set(place.label, place);
    return map;
  }, [places.data]);
  return (
    <Autocomplete
      label={label}
      withAsterisk
      placeholder={placeholder}
      value={value}
      error={error}
      data={[...byLabel.keys()]}
      // the server has already chosen the matches; the text typed may differ from the labels (accents, commas)
      filter={({ options }) => options}
      // a chosen suggestion arrives as a change to its label (after onOptionSubmit), so it is recognised here
      onChange={(text) => {
        const place = byLabel.get(text);
        if (place) onPlace(place);
        else onType(text);
      }}
      rightSection={places.isFetching ? <Loader size="xs" aria-label="Searching addresses" /> : null}
      description={places.isError ? 'Address search is unavailable; type the address yourself.' : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
