import { describe, expect, it } from 'vitest';
import { addressFormErrors, emptyAddressForm, stateNamed, toCreateRequest, zipMask } from './address-form.ts';

describe('New Address form', () => {
  it("starts with no state chosen and 'Use as default' on", () => {
    expect(emptyAddressForm()).toMatchObject({ state: '', isDefault: true, zip: '' });
  });

  it('shows the spec messages for empty fields and a short ZIP', () => {
    expect(addressFormErrors(emptyAddressForm())).toEqual({
      line1: 'line1 is required',
      city: 'city is required',
      state: 'state is required',
      zip: 'zip is required',
    });
    const chicago = { ...emptyAddressForm(), line1: '1 A St', city: 'Chicago', state: 'IL' };
    expect(addressFormErrors({ ...chicago, zip: '123' })).toEqual({ zip: 'min 5 chars' });
    expect(addressFormErrors({ ...chicago, zip: '60601' })).toEqual({});
  });

  it('masks the ZIP to five digits', () => {
    expect(zipMask('62a7-01 99')).toBe('62701');
    expect(zipMask('')).toBe('');
  });

  it('sends a US address of the chosen category, an empty apartment as none', () => {
    const values = { ...emptyAddressForm(), line1: ' 1 A St ', city: 'Reno', state: 'NV', zip: '89501' };
    expect(toCreateRequest(values, 'shipping')).toEqual({
      line1: '1 A St',
      line2: null,
      city: 'Reno',
      state: 'NV',
      zip: '89501',
      country: 'US',
      category: 'shipping',
      is_default: true,
    });
  });

  it('finds the state a typed text names: by name, code or the one name it starts', () => {
    expect(stateNamed('Illi')).toBe('IL');
    expect(stateNamed(' illinois ')).toBe('IL');
    expect(stateNamed('il')).toBe('IL');
    expect(stateNamed('New')).toBeNull();
    expect(stateNamed('New Y')).toBe('NY');
    expect(stateNamed('Ontario')).toBeNull();
    expect(stateNamed('')).toBeNull();
  });
});
