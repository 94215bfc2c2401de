import { pathTo } from '@lodestar/contracts';
import { fillRuleTemplate, type RuleTemplateValues } from '@lodestar/domain';
import type { MailMessage } from '../../../integrations/mail/mailer.ts';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface RuleMailInput {
  to: string;
  subject: string;
  body: string;
  timeZone: string | null;
  values: RuleTemplateValues;
  rule: { id: number; name: string };
  deviceId: number;
  publicUrl: string;
}

/**
 * A send_email action's message: the rule's subject and body with their placeholders filled (time in the action's
 * zone), then a footer naming the rule with links to the tracker and to the rule. Plain text and HTML alike; user
 * text is escaped in the HTML.
 */
export function ruleMail(input: RuleMailInput): MailMessage {
  const { rule, values, timeZone } = input;
  const subject = fillRuleTemplate(input.subject, values, timeZone)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const body = fillRuleTemplate(input.body, values, timeZone);
  const trackerLink = new URL(
    pathTo('DeviceDetailsView', { id: input.deviceId }),
    input.publicUrl,
  ).toString();
  const ruleLink = new URL(pathTo('RulesEditView', { id: rule.id }), input.publicUrl).toString();
  const text = [
    body,
    '',
    '--',
    `Sent by the rule "${rule.name}" for ${values.trackerName}.`,
    `Tracker: ${trackerLink}`,
    `Rule: ${ruleLink}`,
  ].join('\n');
  const html = [
    `<div style="font-family:sans-serif">${escapeHtml(body).replaceAll('\n', '<br>')}</div>`,
    '<hr>',
    `<p style="font-family:sans-serif;color:#555">Sent by the rule &quot;${escapeHtml(rule.name)}&quot; for ` +
      `<a href="${escapeHtml(trackerLink)}">${escapeHtml(values.trackerName)}</a>. ` +
      `<a href="${escapeHtml(ruleLink)}">Open the rule</a></p>`,
  ].join('\n');
  return { to: input.to, subject, text, html };
}
