import { RULE_TEXTS } from '@lodestar/contracts';
import type { AllowedTargets } from '../../integrations/webhook/allowed-targets.ts';
import { checkWebhookUrl } from '../../integrations/webhook/ssrf-guard.ts';

/**
 * The save-time check of a rule's webhook URL (decision 0050), with the webhook guard's own rules: http(s), no
 * credentials, no private, loopback or link-local address nor `localhost` however spelt (the host is read into
 * one canonical form first, integrations/webhook/target-host.ts), unless the operator allows it
 * (WEBHOOK_ALLOWED_HOSTS). Names are resolved only when sending, where the guard checks the address connected to.
 */
export function webhookUrlRefusal(url: string, allowed: AllowedTargets): string | null {
  const check = checkWebhookUrl(url, allowed);
  if (check.ok) return null;
  if (check.reason.startsWith('refused: ')) return `${RULE_TEXTS.privateUrl} (${check.reason.slice(9)})`;
  return check.reason.charAt(0).toUpperCase() + check.reason.slice(1);
}
