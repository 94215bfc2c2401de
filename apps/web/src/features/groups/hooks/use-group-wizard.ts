import { TIMING, type Device, type Group } from '@lodestar/contracts';
import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import {
  firstStep,
  withIds,
  withoutIds,
  type GroupWizardMode,
  type GroupWizardStep,
} from '../utils/wizard-selection.ts';

/** What the review needs to show a chosen tracker without asking the server again. */
export interface KnownTracker {
  name: string;
  serial: string;
}

/**
 * The wizard's state (spec 1 §2.7): the step, the name, the chosen tracker ids in the order chosen, the tracker
 * search (sent 150 ms after the last keystroke, spec 1 §9 group device lookup) and page, the review page, and
 * the names and serials of trackers already seen on a page. Swap mode starts with the group's trackers chosen;
 * add mode never chooses the group's own members again.
 */
export function useGroupWizard(mode: GroupWizardMode, group: Group | null) {
  const [step, setStep] = useState<GroupWizardStep>(firstStep(mode));
  const [name, setName] = useState(mode === 'create' ? '' : (group?.name ?? ''));
  const [nameError, setNameError] = useState<string | null>(null);
  const [selected, setSelected] = useState<number[]>(() =>
    mode === 'swap' ? [...(group?.device_ids ?? [])] : [],
  );
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [pickerPage, setPickerPage] = useState(1);
  const [reviewPage, setReviewPage] = useState(1);
  const [known, setKnown] = useState<ReadonlyMap<number, KnownTracker>>(() => new Map());

  const members = useMemo(() => new Set(mode === 'add' ? (group?.device_ids ?? []) : []), [mode, group]);

  const commitSearch = useDebouncedCallback((value: string) => {
    setSearch(value.trim());
    setPickerPage(1);
  }, TIMING.comboboxDebounce);

  const changeSearch = useCallback(
    (value: string) => {
      setSearchText(value);
      commitSearch(value);
    },
    [commitSearch],
  );

  const remember = useCallback((trackers: readonly Pick<Device, 'id' | 'name' | 'serial'>[]) => {
    setKnown((current) => {
      if (trackers.every((t) => current.has(t.id))) return current;
      const next = new Map(current);
      for (const t of trackers) next.set(t.id, { name: t.name, serial: t.serial });
      return next;
    });
  }, []);

  return {
    mode,
    group,
    step,
    setStep,
    name,
    setName: (value: string) => {
      setName(value);
      setNameError(null);
    },
    nameError,
    setNameError,
    selected,
    members,
    choose: (ids: readonly number[]) => setSelected((current) => withIds(current, ids, members)),
    unchoose: (ids: readonly number[]) => setSelected((current) => withoutIds(current, ids)),
    searchText,
    search,
    changeSearch,
    pickerPage,
    setPickerPage,
    reviewPage,
    setReviewPage,
    known,
    remember,
  };
}

export type GroupWizardState = ReturnType<typeof useGroupWizard>;
