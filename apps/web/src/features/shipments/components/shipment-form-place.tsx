import { Checkbox, Select, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AddressAutocomplete } from '../../../components/address-autocomplete.tsx';
import type { ShipmentFormValues } from '../utils/shipment-form-values.ts';

interface ShipmentFormPlaceProps {
  form: UseFormReturnType<ShipmentFormValues>;
  end: 'from' | 'to';
  geofences: { value: string; label: string }[];
  geofencesLoading: boolean;
}

const WORDS = {
  from: { geofence: 'Start location', address: 'Start address' },
  to: { geofence: 'End location', address: 'End address' },
} as const;

/**
 * One end of the shipment (spec 2 §5): a geofence of the account, or with 'Use address' a place from the address
 * autocomplete (its label and point). Checking the box clears the geofence; typing clears the chosen point.
 */
export function ShipmentFormPlace({ form, end, geofences, geofencesLoading }: ShipmentFormPlaceProps) {
  const place = form.values[end];
  const words = WORDS[end];
  return (
    <Stack gap={6}>
      {place.useAddress ? (
        <AddressAutocomplete
          label={words.address}
          value={place.address}
          error={form.errors[`${end}.address`]}
          onType={(text) =>
            form.setFieldValue(end, { ...form.values[end], address: text, lat: null, lng: null })
          }
          onPlace={(found) =>
            form.setFieldValue(end, {
              ...form.values[end],
              address: found.label,
              lat: found.lat,
              lng: found.lng,
            })
          }
        />
      ) : (
        <Select
          label={words.geofence}
          withAsterisk
          searchable
          placeholder={geofencesLoading ? 'Loading geofences...' : 'Choose a geofence'}
          nothingFoundMessage="No geofences found:"
          data={geofences}
          {...form.getInputProps(`${end}.geofenceId`)}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Checkbox
        label="Use address"
        checked={place.useAddress}
        onChange={(event) => {
          const useAddress = event.currentTarget.checked;
          form.setFieldValue(end, { ...form.values[end], useAddress, geofenceId: null });
          form.clearFieldError(`${end}.geofenceId`);
          form.clearFieldError(`${end}.address`);
        }}
        aria-label={`Use address for the ${end === 'from' ? 'start' : 'end'}`}
      />
    </Stack>
  );
}
