/** Digits of a US phone number without the +1 country code, at most 10. */
function nationalDigits(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.slice(0, 10);
}

/**
 * A stored phone number as the app shows it: (000) 000-0000 with +1 removed (spec 1 §9). Partial numbers
 * are formatted as far as they go; empty input gives ''.
 */
export function formatPhone(phone: string | null | undefined): string {
  const d = nationalDigits(phone ?? '');
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/**
 * A typed phone number as sent to the server: +1 and ten digits, or null when the field is empty.
 * Anything else is sent as typed so the server can reject it with a message.
 */
export function phoneForServer(typed: string | null | undefined): string | null {
  const trimmed = (typed ?? '').trim();
  if (trimmed === '') return null;
  const d = nationalDigits(trimmed);
  return d.length === 10 ? `+1${d}` : trimmed;
}
