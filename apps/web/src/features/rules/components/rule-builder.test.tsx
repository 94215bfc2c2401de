import type { RuleActionType, RuleConditionType } from '@lodestar/contracts';
import { MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  emptyAction,
  emptyCondition,
  newRuleValues,
  type RuleFormValues,
} from '../utils/rule-form-values.ts';
import { RuleActionRow } from './rule-action-row.tsx';
import { RuleConditionRow } from './rule-condition-row.tsx';

function Conditions({ values }: { values: RuleFormValues }) {
  const form = useForm<RuleFormValues>({ initialValues: values });
  return (
    <>
      {values.conditions.map((c, index) => (
        <RuleConditionRow key={c.key} form={form} index={index} accountId={1} geofences={[]} readOnly={false} />
      ))}
      {values.actions.map((a, index) => (
        <RuleActionRow key={a.key} form={form} index={index} models={[]} timezones={[]} readOnly={false} />
      ))}
    </>
  );
}

function render(values: RuleFormValues): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <Conditions values={values} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

/** The labels of the rendered inputs, in order. */
const labels = (html: string) =>
  [...html.matchAll(/<label[^>]*>([^<]+)/g)].map((m) => m[1]!.trim()).filter((l) => l !== '');

const withCondition = (type: RuleConditionType) => ({
  ...newRuleValues(null),
  conditions: [emptyCondition(type)],
  actions: [],
});
const withAction = (type: RuleActionType) => ({ ...newRuleValues(null), conditions: [], actions: [emptyAction(type)] });

describe('the rule builder', () => {
  it('shows each condition type’s own inputs', () => {
    expect(labels(render(withCondition('tracker_list')))).toEqual(['Type', 'Trackers']);
    expect(labels(render(withCondition('tracker_name')))).toEqual(['Type', 'Tracker name contains']);
    expect(labels(render(withCondition('message_content')))).toEqual(['Type', 'Message content']);
    const geofence = render(withCondition('geofence'));
    expect(labels(geofence)).toEqual(['Type', 'Geofence', 'Enters', 'Exits']);
    expect(geofence).toContain('When the tracker');
    expect(labels(render(withCondition('event_type')))).toEqual(['Type', 'Event types']);
  });

  it('asks and/or on every condition but the first', () => {
    const values = { ...newRuleValues(null), actions: [] };
    values.conditions = [emptyCondition('tracker_name'), emptyCondition('geofence'), emptyCondition('event_type')];
    const html = render(values);
    expect(labels(html).filter((l) => l === 'Operator')).toHaveLength(2);
    const first = html.slice(0, html.indexOf('Condition 2'));
    expect(labels(first)).not.toContain('Operator');
    expect(html).toContain('Remove condition 1');
  });

  it('shows each action type’s own inputs; the e-mail field takes comma-separated addresses', () => {
    expect(labels(render(withAction('send_command_to_tracker')))).toEqual(['Action', 'Tracker type', 'Command']);
    expect(labels(render(withAction('send_webhook')))).toEqual(['Action', 'Webhook URL']);
    expect(labels(render(withAction('send_text_message')))).toEqual(['Action', 'Phone number', 'Message', 'Time zone']);
    const email = render(withAction('send_email'));
    expect(labels(email)).toEqual(['Action', 'E-mail addresses', 'Subject', 'Body', 'Time zone']);
    expect(email).toContain('Separate addresses with commas');
  });

  it('offers a model’s commands only once a tracker type is chosen', () => {
    expect(render(withAction('send_command_to_tracker'))).toContain('Choose a tracker type first');
  });
});
