import type { Account, AccountRole, SimInStock, SimReplacementDevice, SimSwap } from '@lodestar/contracts';
import type { AccessContext } from '@lodestar/domain';

/** Valid ICCIDs (Luhn) for the tests. */
export const ICCID_A = '8901260882296834515';
export const ICCID_B = '89012608822968345126';
export const ICCID_C = '8901260882296834123';

export function tracker(id: number, deviceType = 'll02', title = 'Mobile 200'): SimReplacementDevice {
  return {
    id,
    name: `Tracker ${id}`,
    serial: `LS9${String(id).padStart(5, '0')}`,
    imei: null,
    iccid: '8901260882296830000',
    model: { id: 1, title, device_type: deviceType },
  };
}

export const sims = (...iccids: string[]): SimInStock[] =>
  iccids.map((iccid) => ({ iccid, carrier: 'sandbox' }));

export function swap(over: Partial<SimSwap> = {}): SimSwap {
  return {
    id: 70,
    device_id: 1,
    old_iccid: '8901260882296830000',
    iccid: ICCID_A,
    status: 'in-progress',
    created_at: '2025-05-01T10:00:00.000Z',
    confirmed_at: null,
    failure: null,
    ...over,
  };
}

export function accessAs(role: AccountRole | null, accountId: number | null = 7): AccessContext {
  const account =
    accountId === null ? null : ({ id: accountId, title: 'Riveras', settings: [] } as unknown as Account);
  return { account, role, isInternalAdmin: false };
}

/** A JSON answer as the server sends it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
