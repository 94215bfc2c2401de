import { ANCHOR_TEXTS, TIMING, type PlaceSearchResult } from '@lodestar/contracts';
import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { usePlaces } from '../api/search-places.ts';

/**
 * The anchor's address with autocomplete from the server's geocoder (GET /places/search). Typing changes the
 * text only; choosing a place also tells the wizard where it is, so the map flies there.
 */
export function AnchorAddressField({
  value,
  onChange,
  onPlace,
}: {
  value: string;
  onChange: (address: string) => void;
  onPlace: (place: PlaceSearchResult) => void;
}) {
  const [typed] = useDebouncedValue(value.trim(), TIMING.otherSearchDebounce);
  const places = usePlaces(typed);
  const found = places.data ?? [];
  // the same label twice would be one option; the first of them is the better match
  const labels = [...new Set(found.map((p) => p.label))];

  return (
    <Autocomplete
      label={ANCHOR_TEXTS.address}
      placeholder="Search an address or place"
      value={value}
      onChange={onChange}
      data={labels}
      // the server already matched the text; Mantine's own filter would drop matches spelt differently
      filter={({ options }) => options}
      onOptionSubmit={(label) => {
        const place = found.find((p) => p.label === label);
        if (place) onPlace(place);
      }}
      rightSection={places.isFetching ? <Loader size="xs" aria-label="Searching places" /> : null}
      maxLength={500}
      autoComplete="off"
    />
  );
}
