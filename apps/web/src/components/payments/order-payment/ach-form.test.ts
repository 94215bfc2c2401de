import { describe, expect, it } from 'vitest';
import { achErrors, achServerErrors, toBankRequest } from './ach-form.ts';

describe('the ACH (Bank) form', () => {
  it('marks each empty number, and only the empty ones', () => {
    expect(achErrors({ routingNumber: '', accountNumber: ' ' })).toEqual({
      routingNumber: 'The routing number is required',
      accountNumber: 'The account number is required',
    });
    expect(achErrors({ routingNumber: '110000000', accountNumber: '' })).toEqual({
      accountNumber: 'The account number is required',
    });
    expect(achErrors({ routingNumber: '110000000', accountNumber: '000123456789' })).toEqual({});
  });

  it('sends the numbers with confirm=1, and puts the server’s messages under their fields', () => {
    expect(toBankRequest({ routingNumber: ' 110000000', accountNumber: '000123456789 ' })).toEqual({
      ach_routing_number: '110000000',
      ach_account_number: '000123456789',
      confirm: 1,
    });
    expect(achServerErrors({ ach_routing_number: ['The routing number has 9 digits'] })).toEqual({
      routingNumber: 'The routing number has 9 digits',
    });
  });
});
