import { TIMING } from '@lodestar/contracts';
import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTrackerSearch } from '../../api/search-trackers.ts';

/**
 * A tracker's serial, typed as it is printed on the tracker; trackers whose serial, name, IMEI or ICCID match are
 * suggested (with their account) from the internal admin search.
 */
export function SerialField({
  value,
  onChange,
  error,
  label = 'Tracker serial',
  description,
}: {
  value: string;
  onChange: (serial: string) => void;
  error?: string;
  label?: string;
  description?: string;
}) {
  const [rested] = useDebouncedValue(value.trim(), TIMING.comboboxDebounce);
  const trackers = useTrackerSearch(rested);
  const data = [...new Set((trackers.data ?? []).map((t) => t.serial))];
  const accounts = new Map((trackers.data ?? []).map((t) => [t.serial, t.account?.title ?? 'No account']));

  return (
    <Autocomplete
      label={label}
      description={description}
      placeholder="e.g. LS200001"
      withAsterisk
      autoComplete="off"
      spellCheck={false}
      value={value}
      onChange={onChange}
      data={data}
      // the server has matched already (also by name or IMEI): every suggestion it answered is offered
      filter={({ options }) => options}
      renderOption={({ option }) => `${option.value} · ${accounts.get(option.value) ?? ''}`}
      error={error}
    />
  );
}
