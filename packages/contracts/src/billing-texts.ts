/**
 * The billing screens' texts (spec 3 §2.4-§2.10, §5, §8), in one place so screens, e-mails and tests agree.
 * Functions build the texts the spec gives with values in them.
 */
export const BILLING_TEXTS = {
  cancelQuestion: 'Are you sure you want to cancel your subscription?',
  cancelled: 'Your subscription was successfully cancelled',
  cancelToast: 'Subscription has been cancelled',
  activateQuestion: 'Are you sure you want to activate your subscription?',
  activated: 'Your subscription was successfully activated',
  activateToast: 'Subscription has been activated.',
  paymentProcessing: 'Payment is processing.',
  noPaymentMethod: 'No active payment method was found. Please add a payment method via',
  chargedTo: (last4: string) => `This will be automatically charged to your payment method ending in ${last4}.`,
  loadingMethods: 'Loading payment methods...',
  noMethods: 'No payment methods were found.',
  cardExpired: 'Credit card expired',
  methodAdded: 'Payment method has been added successfully',
  addMethod: 'Add Method',
  addingMethod: 'Adding...',
  orderPayment: 'Order Payment',
  paymentInProgress: 'Payment in progress...',
  thankYou: 'Thank you for your payment',
  noItems: 'This order has no items',
  notFound: 'Not found',
  sentBy: 'This order has been sent to you by:',
  defaultTeam: 'The Lodestar team',
  continueToPayment: 'Continue to Payment',
  paymentDue: (date: string) => `Payment due on ${date}`,
  firstMonthlyDue: (date: string) => `First monthly payment due on ${date}`,
  agreeUpFront: (amount: string) => `I agree to be charged ${amount} up front`,
  agreeMonthly: (count: number, period: 'monthly' | 'yearly', amount: string) =>
    `an additional ${count} ${period} payments of ${amount}.`,
  genericError: 'An error occurred',
  /** 403 on every billing call for the devices role (decision 0066: admin and all read, admins pay) */
  billingRoleRefused: 'Billing is for account administrators',
  orderNotFound: 'Order not found.',
  paymentNotFound: 'Payment not found.',
  draftHasNoInvoice: 'A draft order has no invoice',
} as const;

/**
 * The payment calls' refusals and messages (decision 0066): paying and payment methods are for account admins;
 * the server answers these, and the screens show them as they come.
 */
export const PAYMENT_TEXTS = {
  adminsOnly: "Only the account's administrators can pay orders and manage payment methods.",
  methodNotFound: 'Payment method not found.',
  setupNotFound: 'Payment method setup not found.',
  setupIncomplete: 'The payment method was not saved. Please try again.',
  expiredNotDefault: 'An expired card cannot be set as default',
  expiredCard: 'This card has expired. Choose another payment method.',
  keepOneDefault: 'Choose another payment method as the default instead.',
  lastMethodInUse:
    'This is the last payment method and the account has subscriptions that renew. Add another payment method before deleting this one.',
  noActiveMethod: 'No active payment method was found.',
  bankForBusiness: 'Bank payments are for business accounts',
  notPayable: 'This order is not awaiting payment.',
  alreadyProcessing: 'A payment of this order is already being processed.',
  notThePaymentDue: 'This is not the payment due on this order.',
  savedMethodNeedsSignIn: 'Sign in to pay with a saved payment method.',
  providerUnavailable: 'The payment provider could not be reached. Please try again.',
} as const;

/** Labels of subscription and order statuses where the spec overrides the capitalised value (spec 3 §4). */
export const BILLING_STATUS_LABELS: Record<string, string> = {
  archived: 'Cancelled',
  'ach-requested': 'paid',
  'pending-cancellation': 'Pending Cancellation',
  'pending-renewal': 'Pending Renewal',
  'pending-approval': 'Pending Approval',
};
