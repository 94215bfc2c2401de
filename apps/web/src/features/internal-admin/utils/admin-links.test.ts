import { describe, expect, it } from 'vitest';
import { imitationStartUrl, openAccountUrl } from './admin-links.ts';

describe('internal admin links', () => {
  it('opens an account through the admin and account query values', () => {
    expect(openAccountUrl(7)).toBe('/trackers?admin=1&account=7');
  });

  it('starts an imitation remembering the admin origin', () => {
    expect(imitationStartUrl('http://localhost:3199')).toBe(
      '/trackers?imitate_from=http%3A%2F%2Flocalhost%3A3199',
    );
  });
});
