import { REPORT_TIMING } from '@lodestar/contracts';
import { describe, expect, it, vi } from 'vitest';
import { copyLink, NOT_SECURE, type CopyEnvironment } from './copy-link.ts';

const URL = 'https://lodestar.test/reports/view/6f1c2a1e-1111-4222-8333-444455556666';

function environment(overrides: Partial<CopyEnvironment> = {}) {
  const scheduled: { run: () => void; ms: number }[] = [];
  const env = {
    secure: true,
    writeText: vi.fn(() => Promise.resolve()),
    toast: vi.fn(),
    setCopied: vi.fn(),
    schedule: (run: () => void, ms: number) => scheduled.push({ run, ms }),
    logError: vi.fn(),
    ...overrides,
  };
  return { env, scheduled };
}

describe('copying a public link', () => {
  it("copies, toasts 'Copied!' for 800 ms, and labels the button 'Copied!' for 2 s", async () => {
    const { env, scheduled } = environment();
    expect(await copyLink(URL, env)).toBe(true);
    expect(env.writeText).toHaveBeenCalledWith(URL);
    expect(env.toast).toHaveBeenCalledWith('Copied!', REPORT_TIMING.copyToast);
    expect(env.setCopied).toHaveBeenLastCalledWith(true);
    expect(scheduled.map((s) => s.ms)).toEqual([REPORT_TIMING.copiedLabel]);
    scheduled[0]!.run();
    expect(env.setCopied).toHaveBeenLastCalledWith(false);
    expect(env.logError).not.toHaveBeenCalled();
  });

  it("on a page that is not secure only logs 'Connection is not secure' (spec 2 §8)", async () => {
    for (const overrides of [{ secure: false }, { writeText: undefined }]) {
      const { env } = environment(overrides);
      expect(await copyLink(URL, env)).toBe(false);
      expect(env.logError).toHaveBeenCalledWith(NOT_SECURE);
      expect(env.toast).not.toHaveBeenCalled();
      expect(env.setCopied).not.toHaveBeenCalled();
    }
  });
});
