/** One text message to a tracker's SIM. */
export interface SmsMessage {
  /** The tracker's phone number as stored (+1 and ten digits). */
  to: string;
  text: string;
}

/** Where an SMS went: the provider's id, or the outbox file of the embedded default. */
export interface SmsReceipt {
  id: string;
  file?: string;
}

/** Sends commands by SMS (spec 1 §5 channel sms). Rejects when the provider refuses the message. */
export interface SmsSender {
  send(message: SmsMessage): Promise<SmsReceipt>;
}
