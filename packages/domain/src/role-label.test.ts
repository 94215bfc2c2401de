import { describe, expect, it } from 'vitest';
import { roleLabel } from './role-label.ts';

describe('roleLabel', () => {
  it('labels the known roles', () => {
    expect(roleLabel('admin')).toBe('Administrator');
    expect(roleLabel('all')).toBe('Access All');
    expect(roleLabel('devices')).toBe('Specific Devices');
  });

  it('capitalises other roles and leaves no role empty', () => {
    expect(roleLabel('viewer')).toBe('Viewer');
    expect(roleLabel('toString')).toBe('ToString');
    expect(roleLabel(null)).toBe('');
    expect(roleLabel('')).toBe('');
  });
});
