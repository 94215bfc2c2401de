import { RULE_TEXTS } from '@lodestar/contracts';
import { Stack } from '@mantine/core';
import { useCreateRule } from '../api/create-rule.ts';
import { useRuleAccess } from '../hooks/use-rule-access.ts';
import { useRuleForm } from '../hooks/use-rule-form.ts';
import { newRuleValues } from '../utils/rule-form-values.ts';
import { RuleBackBar } from './rule-back-bar.tsx';
import { RuleForm } from './rule-form.tsx';

/** RulesCreateView at /rules/create (spec 2 §2): 'Create New Rule'. */
export function RuleCreateScreen() {
  const { account, canManage, timezoneId } = useRuleAccess();
  if (!account) return null;
  return <CreateRule accountId={account.id} timezoneId={timezoneId} readOnly={!canManage} />;
}

function CreateRule(props: { accountId: number; timezoneId: number | null; readOnly: boolean }) {
  const create = useCreateRule(props.accountId);
  const { form, submit } = useRuleForm(newRuleValues(props.timezoneId), (body) => create.mutateAsync(body));
  return (
    <Stack gap="sm" p={{ base: 'xs', sm: 'md' }} w="100%">
      <RuleBackBar />
      <RuleForm
        title={RULE_TEXTS.createTitle}
        form={form}
        accountId={props.accountId}
        timezoneId={props.timezoneId}
        readOnly={props.readOnly}
        saving={create.isPending}
        onSubmit={submit}
      />
    </Stack>
  );
}
