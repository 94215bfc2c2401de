import {
  GEOFENCE_SCREEN_TEXTS,
  MESSAGES,
  pathTo,
  type Account,
  type Geofence,
  type GeofenceShape,
} from '@lodestar/contracts';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { Link, useBlocker, useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { AddressAutocomplete } from '../../../components/address-autocomplete.tsx';
import type { DrawRequest, DrawTool } from '../../../map/geofence-draw-layer.tsx';
import { LazyGeofencesMap } from '../../../map/geofence-map-lazy.tsx';
import type { MapPlace } from '../../../map/geofence-map.tsx';
import { useSaveGeofence } from '../api/save-geofence.ts';
import {
  geofenceRequest,
  initialFormValues,
  validateGeofenceForm,
  type GeofenceFormValues,
} from '../utils/geofence-form-values.ts';
import { GeofenceBusinessFields } from './geofence-business-fields.tsx';
import { GeofencePanes } from './geofence-panes.tsx';
import { ShapeTools } from './shape-tools.tsx';

interface GeofenceEditorProps {
  account: Account;
  business: boolean;
  /** Every geofence, drawn around the one being edited for context. */
  geofences: readonly Geofence[];
  /** The geofence being edited; null creates one. */
  editing: Geofence | null;
  initialShape: GeofenceShape | null;
  initialLabel?: string;
  initialPlace?: MapPlace | null;
}

/** A save's refusal shown where it belongs: field messages under their fields, the shape's under the shape. */
function fieldErrors(error: ApiError): { fields: Record<string, string>; shape: string | null } {
  const fields: Record<string, string> = {};
  let shape: string | null = null;
  for (const [field, messages] of Object.entries(error.errors)) {
    if (!messages[0]) continue;
    if (field === 'shape' || field.startsWith('shape.')) shape = messages[0];
    else fields[field.split('.')[0]!] = messages[0];
  }
  return { fields, shape };
}

/**
 * The geofence form (create and edit, spec 1 §2.8) beside the map in create or edit mode. Save stays disabled
 * until a shape is drawn; a save shows 'Saved successfully!' and goes to the details; a refusal shows the
 * server's messages by field and keeps the form editable. Leaving with unsaved changes asks 'Discard changes?'.
 */
export function GeofenceEditor(props: GeofenceEditorProps) {
  const { account, business, editing } = props;
  const navigate = useNavigate();
  const [shape, setShape] = useState<GeofenceShape | null>(props.initialShape);
  const [drawing, setDrawing] = useState<DrawRequest | null>(null);
  const [place, setPlace] = useState<MapPlace | null>(props.initialPlace ?? null);
  const [shapeError, setShapeError] = useState<string | null>(null);
  const save = useSaveGeofence(account.id, editing?.id ?? null);
  const saved = useRef(false);
  const form = useForm<GeofenceFormValues>({
    initialValues: initialFormValues(editing, props.initialLabel),
    validate: (values) => validateGeofenceForm(values, shape, business),
  });

  const dirty = form.isDirty() || JSON.stringify(shape) !== JSON.stringify(props.initialShape);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modals.openConfirmModal({
      title: GEOFENCE_SCREEN_TEXTS.discardQuestion,
      labels: { confirm: 'Discard', cancel: 'Keep editing' },
      confirmProps: { color: 'red' },
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
      onClose: () => blocker.state === 'blocked' && blocker.reset(),
    });
  }, [blocker]);

  const changeShape = (next: GeofenceShape) => {
    setShape(next);
    setShapeError(null);
  };
  const draw = (tool: DrawTool) => setDrawing((current) => ({ tool, key: (current?.key ?? 0) + 1 }));

  const submit = form.onSubmit((values) => {
    if (!shape) return;
    save.mutate(geofenceRequest(values, shape, business), {
      onSuccess: (result) => {
        saved.current = true;
        notifications.show({ color: 'green', message: GEOFENCE_SCREEN_TEXTS.saved });
        void navigate(pathTo('GeofenceDetailsView', { id: result.id }), { replace: editing !== null });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) {
          const { fields, shape: problem } = fieldErrors(error);
          form.setErrors(fields);
          setShapeError(problem);
        }
        const message =
          error instanceof ApiError && error.status === 403
            ? MESSAGES.accessDenied
            : error instanceof ApiError && error.status < 500 && error.serverMessage
              ? error.serverMessage
              : GEOFENCE_SCREEN_TEXTS.saveFailed;
        notifications.show({ color: 'red', message });
      },
    });
  });

  const addressPoint =
    form.values.addressLat !== null && form.values.addressLng !== null
      ? { lat: form.values.addressLat, lng: form.values.addressLng }
      : null;
  const backTo = editing ? pathTo('GeofenceDetailsView', { id: editing.id }) : pathTo('GeofenceListView');

  return (
    <GeofencePanes
      leftLabel="Form"
      left={
        <form onSubmit={submit} noValidate aria-label={editing ? 'Edit geofence' : 'New geofence'}>
          <Stack gap="sm" p="md">
            <Title order={1} size="h3">
              {editing ? `Edit ${editing.name}` : GEOFENCE_SCREEN_TEXTS.newGeofence}
            </Title>
            <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
            <AddressAutocomplete
              value={form.values.address}
              error={form.errors.address}
              onType={(text) => {
                form.setFieldValue('address', text);
                form.setFieldValue('addressLat', null);
                form.setFieldValue('addressLng', null);
              }}
              onPlace={(found) => {
                form.setFieldValue('address', found.label);
                form.setFieldValue('addressLat', found.lat);
                form.setFieldValue('addressLng', found.lng);
                setPlace((current) => ({ ...found, key: (current?.key ?? 0) + 1 }));
              }}
            />
            <ShapeTools
              shape={shape}
              drawing={drawing}
              addressPoint={addressPoint}
              error={shapeError}
              onDraw={draw}
              onShape={changeShape}
            />
            {business && <GeofenceBusinessFields form={form} />}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" component={Link} to={backTo}>
                Cancel
              </Button>
              <Button type="submit" disabled={!shape} loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      }
      map={
        <LazyGeofencesMap
          mode={editing ? 'edit' : 'create'}
          geofences={props.geofences}
          focusId={editing?.id ?? null}
          shape={shape}
          drawing={drawing}
          onShape={changeShape}
          onDrawEnd={() => setDrawing(null)}
          place={place}
        />
      }
    />
  );
}
