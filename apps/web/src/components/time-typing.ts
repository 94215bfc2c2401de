import type { FocusEvent, KeyboardEvent } from 'react';

/**
 * The digits typed into an hours or minutes field since it got focus, after one more digit: two digits make the
 * value ('1' then '9' is 19), a digit that would make it too large starts again ('2' then '5' for hours is 5),
 * and a third digit starts again too.
 */
export function nextTimeDigits(typed: string, digit: string, max: number): string {
  const joined = typed + digit;
  return joined.length > 2 || Number(joined) > max ? digit : joined;
}

/** Sets an input's text as a person's typing would, so React's onChange (Mantine's own parser) sees it. */
function typeInto(input: HTMLInputElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Props for a Mantine TimePicker's hours or minutes field (`hoursInputProps`, `minutesInputProps`) that read
 * typed digits from what was typed since the field got focus. Mantine parses the field's whole text with the
 * new digit inserted at the caret, so after choosing a day (the field showing '00') a click left the caret
 * between the zeros and typing 1930 gave '010' = 10 and jumped to the minutes: 10:30 (issue 26). Here '1' is 1
 * and waits, '9' makes 19 and Mantine moves on to the minutes as it does for any complete value. Other keys
 * (arrows, Backspace, Home, End) keep Mantine's handling.
 */
export function timeFieldTyping(max: number) {
  let typed = '';
  return {
    onFocus: (_event: FocusEvent<HTMLInputElement>) => {
      typed = '';
    },
    onKeyDownCapture: (event: KeyboardEvent<HTMLInputElement>) => {
      if (!/^[0-9]$/.test(event.key) || event.ctrlKey || event.metaKey || event.altKey) {
        typed = '';
        return;
      }
      // the digit is ours: neither inserted at the caret nor seen by Mantine's own key handling
      event.preventDefault();
      event.stopPropagation();
      typed = nextTimeDigits(typed, event.key, max);
      typeInto(event.currentTarget, typed);
    },
  };
}
