/**
 * The report's public switch saves only once it has been left alone for `delay` ms (spec 2 §4: 600 ms), and only
 * when the value then differs from the saved one: flicking it on and off again quickly sends nothing. A failed
 * save puts the shown value back to the saved one and says so.
 */
export interface PublicSwitchSaver {
  /** The user flipped the switch: shown at once, saved after the quiet time. */
  change(value: boolean): void;
  /** The server's value changed (another tab, a reload): taken as saved, and shown unless a change is pending. */
  saved(value: boolean): void;
  /** The screen is leaving: a pending change is saved at once rather than lost. */
  flush(): void;
  /** The switch is gone: nothing more is scheduled or shown (a failure of the flushed save is still reported). */
  dispose(): void;
}

interface SaverOptions {
  initial: boolean;
  delay: number;
  save: (value: boolean) => Promise<unknown>;
  /** What the switch shows. */
  show: (value: boolean) => void;
  /** The save failed: the switch is back at the saved value. */
  failed: (error: unknown) => void;
}

export function createPublicSwitchSaver({
  initial,
  delay,
  save,
  show,
  failed,
}: SaverOptions): PublicSwitchSaver {
  let savedValue = initial;
  let wanted = initial;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  const send = () => {
    timer = undefined;
    if (wanted === savedValue) return;
    const value = wanted;
    save(value).then(
      () => {
        savedValue = value;
      },
      (error: unknown) => {
        // a later change that is still waiting keeps its own say; a switch no longer on screen shows nothing
        if (!disposed && timer === undefined) {
          wanted = savedValue;
          show(savedValue);
        }
        failed(error);
      },
    );
  };

  return {
    change(value) {
      wanted = value;
      show(value);
      clearTimeout(timer);
      timer = setTimeout(send, delay);
    },
    saved(value) {
      savedValue = value;
      if (timer !== undefined) return;
      wanted = value;
      show(value);
    },
    flush() {
      if (timer === undefined) return;
      clearTimeout(timer);
      send();
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
    },
  };
}
