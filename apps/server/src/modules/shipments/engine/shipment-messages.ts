import { pathTo } from '@lodestar/contracts';

export type ShipmentTransitionKind = 'begin' | 'late' | 'notify' | 'end';

export const EVENT_TYPE = {
  begin: 'shipment_begin',
  late: 'shipment_late',
  notify: 'shipment_notify',
  end: 'shipment_end',
} as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export interface TransitionFacts {
  kind: ShipmentTransitionKind;
  name: string;
  fromName: string;
  toName: string;
  status: string;
  endAt: Date;
  notifyAt: number;
  estimatedEndAt: Date | null;
  /** Ended by hand rather than by arriving. */
  byHand?: boolean;
  /** Late because the estimate says so, before the scheduled end. */
  byEstimate?: boolean;
}

/** The event's sentence (spec 2 §3: events with event_at and description). */
export function describeTransition(f: TransitionFacts): string {
  switch (f.kind) {
    case 'begin':
      return `Shipment ${f.name} started from ${f.fromName}`;
    case 'late':
      return f.byEstimate
        ? `Shipment ${f.name} is running late: it is not expected at ${f.toName} before the scheduled end`
        : `Shipment ${f.name} is running late: it has not reached ${f.toName} by the scheduled end`;
    case 'notify':
      return `Shipment ${f.name} is due at ${f.toName} in ${f.notifyAt} hour${f.notifyAt === 1 ? '' : 's'}`;
    case 'end':
      if (f.byHand) return `Shipment ${f.name} was ended (${f.status})`;
      return `Shipment ${f.name} arrived at ${f.toName} (${f.status})`;
  }
}

/** The mail and text message of a transition, with the public tracking link. */
export function transitionMessages(f: TransitionFacts, uuid: string, publicUrl: string) {
  const description = describeTransition(f);
  const link = new URL(pathTo('ShipmentTrackView', { uuid }), publicUrl).toString();
  const times = [`Scheduled end: ${utc(f.endAt)}`];
  if (f.estimatedEndAt && f.kind !== 'end') times.push(`Estimated end: ${utc(f.estimatedEndAt)}`);
  return {
    subject: description,
    text: `${description}.\n\n${times.join('\n')}\n\nFollow the shipment: ${link}\n`,
    html:
      `<p>${escapeHtml(description)}.</p><p>${times.map(escapeHtml).join('<br>')}</p>` +
      `<p><a href="${escapeHtml(link)}">Follow the shipment</a></p>`,
    sms: `${description}. ${link}`,
  };
}
