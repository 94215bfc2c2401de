import { Select } from '@mantine/core';
import { useModels } from '../../api/get-models.ts';

/** A tracker model from the catalogue (GET /models), by its title; the value is the model's id as text. */
export function ModelField({
  value,
  onChange,
  error,
  label = 'Model',
  description,
}: {
  value: string | null;
  onChange: (modelId: string | null) => void;
  error?: string;
  label?: string;
  description?: string;
}) {
  const models = useModels();
  const data = (models.data ?? []).map((m) => ({
    value: String(m.id),
    label: `${m.title} (${m.device_type})`,
  }));
  return (
    <Select
      label={label}
      description={description}
      placeholder={models.isLoading ? 'Loading models…' : 'Choose a model'}
      searchable
      withAsterisk
      data={data}
      value={value}
      onChange={onChange}
      nothingFoundMessage="No models found"
      error={error ?? (models.error ? 'The models could not be loaded.' : undefined)}
    />
  );
}
