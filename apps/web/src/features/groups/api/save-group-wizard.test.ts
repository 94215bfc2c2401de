import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
const answer = {
  id: 7,
  name: 'Vans',
  account_id: 1,
  devices_count: 2,
  device_ids: [1, 2],
  created_at: '',
  updated_at: '',
};

vi.mock('./create-group.ts', () => ({
  createGroup: async (_a: number, r: { name: string; device_ids: number[] }) => {
    calls.push(`create ${r.name} [${r.device_ids.join(',')}]`);
    return { ...answer, name: r.name };
  },
}));
vi.mock('./add-group-trackers.ts', () => ({
  addGroupTrackers: async (_a: number, g: number, ids: number[]) => {
    calls.push(`add ${g} [${ids.join(',')}]`);
    return answer;
  },
}));
vi.mock('./update-group.ts', () => ({
  updateGroup: async (_a: number, g: number, r: { name: string }) => {
    calls.push(`rename ${g} ${r.name}`);
    return { ...answer, name: r.name };
  },
}));
vi.mock('./swap-group-trackers.ts', () => ({
  swapGroupTrackers: async (_a: number, g: number, ids: number[]) => {
    calls.push(`swap ${g} [${ids.join(',')}]`);
    return answer;
  },
}));

const { saveGroupWizard } = await import('./save-group-wizard.ts');

describe('saving the group wizard (spec 1 §4 group membership editing)', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('creates the group with its trackers in one call', async () => {
    await saveGroupWizard(1, { mode: 'create', name: 'Reefers', deviceIds: [4, 5] });
    expect(calls).toEqual(['create Reefers [4,5]']);
  });

  it('appends in add mode', async () => {
    await saveGroupWizard(1, { mode: 'add', group: { id: 7, name: 'Vans' }, deviceIds: [9] });
    expect(calls).toEqual(['add 7 [9]']);
  });

  it('swaps without renaming when the name is unchanged, and an empty choice empties the group', async () => {
    await saveGroupWizard(1, { mode: 'swap', group: { id: 7, name: 'Vans' }, name: ' Vans ', deviceIds: [] });
    expect(calls).toEqual(['swap 7 []']);
  });

  it('renames first, then swaps, when the name changed', async () => {
    await saveGroupWizard(1, {
      mode: 'swap',
      group: { id: 7, name: 'Vans' },
      name: 'Vans east',
      deviceIds: [1],
    });
    expect(calls).toEqual(['rename 7 Vans east', 'swap 7 [1]']);
  });
});
