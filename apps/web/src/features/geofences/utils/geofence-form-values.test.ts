import { describe, expect, it } from 'vitest';
import {
  geofenceRequest,
  initialFormValues,
  maskPhone,
  validateGeofenceForm,
} from './geofence-form-values.ts';

const circle = { type: 'circle' as const, lat: 41.88, lng: -87.63, radius: 250 };

describe('geofence form', () => {
  it('asks for a name and an address with the spec words', () => {
    expect(validateGeofenceForm(initialFormValues(), circle, false)).toEqual({
      name: 'Name is required',
      address: 'address is required',
    });
  });

  it('needs a point for a typed address when no shape is drawn yet', () => {
    const values = { ...initialFormValues(), name: 'Depot', address: 'Somewhere' };
    expect(validateGeofenceForm(values, null, false)).toEqual({ address: 'lat and lng are required' });
    expect(validateGeofenceForm(values, circle, false)).toEqual({});
  });

  it('checks the business fields only for business accounts', () => {
    const values = {
      ...initialFormValues(),
      name: 'Yard',
      address: 'Elwood, IL',
      max_assets: 501,
      min_assets: -1,
      email: 'nope',
      phone: '(312) 55',
    };
    expect(validateGeofenceForm(values, circle, true)).toEqual({
      max_assets: 'cannot be greater than 500',
      min_assets: 'cannot be less than 0',
      email: 'not an email',
      phone: 'not valid phone',
    });
    expect(validateGeofenceForm(values, circle, false)).toEqual({});
  });

  it('masks phone digits as (###) ###-####, dropping a leading +1', () => {
    expect(maskPhone('3125550199')).toBe('(312) 555-0199');
    expect(maskPhone('+1 312 555 0199')).toBe('(312) 555-0199');
    expect(maskPhone('312')).toBe('(312');
    expect(maskPhone('31255')).toBe('(312) 55');
    expect(maskPhone('')).toBe('');
  });

  it('sends blank business fields as null, and none at all for other accounts', () => {
    const values = { ...initialFormValues(), name: ' Yard ', address: 'Elwood', max_assets: 20 as const };
    expect(geofenceRequest(values, circle, false)).toEqual({
      name: 'Yard',
      address: 'Elwood',
      shape: circle,
      is_irregular: false,
    });
    expect(geofenceRequest(values, circle, true)).toMatchObject({
      max_assets: 20,
      min_assets: null,
      email: null,
      is_alertable: false,
    });
  });
});
