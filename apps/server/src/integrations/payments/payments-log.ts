/** Where the payment providers log (the app's logger, or silence in tests). */
export interface PaymentsLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
