import type { SimReplacementDevice } from '@lodestar/contracts';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICCID_A, sims, tracker } from '../testing/sim-fixtures.ts';
import { openingState, simDialogReducer, type SimDialogEvent } from '../utils/sim-dialog-state.ts';
import { SimDialogBody } from './sim-dialog-body.tsx';

const noop = () => {};
function render(trackers: SimReplacementDevice[], events: SimDialogEvent[], sending = false) {
  const state = events.reduce(simDialogReducer, openingState(trackers));
  return renderToStaticMarkup(
    <MantineProvider>
      <SimDialogBody
        state={state}
        trackers={trackers}
        sims={sims(ICCID_A)}
        simsFailed={false}
        sending={sending}
        onChooseTracker={noop}
        onChooseIccid={noop}
        onNext={noop}
        onBack={noop}
        onSwap={noop}
        onTryAgain={noop}
        onClose={noop}
        onReplaceNext={noop}
      />
    </MantineProvider>,
  );
}
const next = { type: 'next' } as const;
const button = (html: string, label: string) =>
  html.match(new RegExp(`<button[^>]*>(?:(?!</button>).)*${label}`, 's'))?.[0];
const mobile = [tracker(1)];
const toPick = [next, next, next, next];
const toSwap = [...toPick, { type: 'chooseIccid', iccid: ICCID_A } as const, next, next, next];

describe('the SIM dialog (spec 3 §2.11)', () => {
  it("starts on 'Select Tracker' with several trackers, Next off until one is chosen", () => {
    const html = render([tracker(1), tracker(2, 'vl501', 'Car Charger')], []);
    expect(html).toContain('Select Tracker');
    expect(button(html, 'Next')).toContain('disabled');
    expect(html).toContain('Need help? Contact us!');
  });

  it("shows the tracker, 'step x / total' and the model step's title and text", () => {
    const html = render(mobile, []);
    expect(html).toContain('Tracker 1');
    expect(html).toContain('step 1 / 9');
    expect(html).toContain('What you need');
    expect(html).toContain('device screwdriver');
    expect(html).not.toContain('>Back<');
    const charger = render([tracker(2, 'vl501', 'Car Charger')], [next]);
    expect(charger).toContain('step 2 / 8');
    expect(charger).toContain('Lift the cover');
  });

  it('asks for the SIM on the ICCID step, with Next off until one is chosen (spec 3 §5)', () => {
    const html = render(mobile, toPick);
    expect(html).toContain('step 5 / 9');
    expect(html).toContain('Select SIM by ICCID');
    expect(button(html, 'Next')).toContain('disabled');
    expect(
      button(render(mobile, [...toPick, { type: 'chooseIccid', iccid: ICCID_A }]), 'Next'),
    ).not.toContain('disabled');
  });

  it('offers Swap SIM on the swap step, loading while it waits', () => {
    const html = render(mobile, toSwap);
    expect(html).toContain('step 8 / 9');
    expect(button(html, 'Swap SIM')).not.toContain('data-loading');
    expect(button(render(mobile, toSwap, true), 'Swap SIM')).toContain('data-loading');
  });

  it('shows success with Okay, or Close and Replace Next when SIMs remain', () => {
    const swapped = {
      id: 70,
      device_id: 1,
      old_iccid: null,
      iccid: ICCID_A,
      created_at: '',
      confirmed_at: null,
      failure: null,
    };
    const started = { type: 'swapStarted', swap: { ...swapped, status: 'in-progress' } } as const;
    const waiting = render(mobile, [...toSwap, started]);
    expect(waiting).toContain('We&#x27;re swapping your SIM. Please be patient');
    const confirmed = { ...swapped, status: 'confirmed' } as const;
    const last = render(mobile, [...toSwap, started, { type: 'swapSettled', swap: confirmed, left: 0 }]);
    expect(last).toContain('Your SIM has been successfully swapped!');
    expect(last).toContain('We have added 2 free audio hours to your account.');
    expect(last).toContain('>Okay<');
    expect(last).not.toContain('Replace Next');
    const more = render(mobile, [...toSwap, started, { type: 'swapSettled', swap: confirmed, left: 2 }]);
    expect(more).toContain('>Close<');
    expect(more).toContain('Replace Next');
  });

  it("shows the error panel with advice, what went wrong, 'I need help' and 'Try Again'", () => {
    const html = render(mobile, [...toSwap, { type: 'failed', problem: 'The carrier refused the SIM' }]);
    expect(html).toContain('Oops. It looks like something went wrong.');
    expect(html).toContain('Make sure your tracker is powered on');
    expect(html).toContain('The carrier refused the SIM');
    expect(html).toMatch(/<a[^>]*href="mailto:[^"]*"[^>]*>.*I need help/s);
    expect(html).toContain('Try Again');
  });
});
