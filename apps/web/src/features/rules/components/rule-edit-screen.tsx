import { pathTo, RULE_TEXTS, type Rule } from '@lodestar/contracts';
import { Button, Center, Loader, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { openConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { forgetRule, useDeleteRule } from '../api/delete-rule.ts';
import { useRule } from '../api/get-rule.ts';
import { useUpdateRule } from '../api/update-rule.ts';
import { useRuleAccess } from '../hooks/use-rule-access.ts';
import { useRuleForm } from '../hooks/use-rule-form.ts';
import { ruleValuesOf } from '../utils/rule-form-values.ts';
import { RuleBackBar } from './rule-back-bar.tsx';
import { RuleForm } from './rule-form.tsx';
import { RuleRuns } from './rule-runs.tsx';
import { RuleSecret } from './rule-secret.tsx';

/** RulesEditView at /rules/{id} (spec 2 §2): 'Edit Rule', its runs, and its webhook secret. */
export function RuleEditScreen() {
  const { account, canManage, timezoneId } = useRuleAccess();
  const id = Number(useParams().id);
  const rule = useRule(account?.id ?? 0, id);
  if (!account) return null;
  if (!rule.data)
    return (
      <Center py="xl" style={{ flex: 1 }}>
        <Loader aria-label="Loading rule" />
      </Center>
    );
  return (
    <EditRule
      key={rule.data.id}
      accountId={account.id}
      rule={rule.data}
      timezoneId={timezoneId}
      readOnly={!canManage}
    />
  );
}

function EditRule(props: { accountId: number; rule: Rule; timezoneId: number | null; readOnly: boolean }) {
  const { accountId, rule } = props;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateRule(accountId, rule.id);
  const remove = useDeleteRule(accountId, rule.id);
  const { form, submit } = useRuleForm(ruleValuesOf(rule), (body) => update.mutateAsync(body));

  const confirmDelete = () =>
    void openConfirmDialog({
      actionLabel: 'Delete rule',
      title: `Delete ${rule.name}?`,
      body: 'The rule and its runs are removed. This cannot be undone.',
      danger: true,
      action: () => remove.mutateAsync(),
      errorMessage: RULE_TEXTS.failed,
      successMessage: null,
      onDone: () => {
        // spec 2 §8: the deletion is told in warning style
        notifications.show({ color: 'yellow', message: RULE_TEXTS.deleted(rule.name) });
        void Promise.resolve(navigate(pathTo('RulesManageView'), { replace: true })).then(() =>
          forgetRule(queryClient, accountId, rule.id),
        );
      },
    });

  return (
    <Stack gap="lg" p={{ base: 'xs', sm: 'md' }} w="100%">
      <RuleBackBar />
      <RuleForm
        title={RULE_TEXTS.editTitle}
        form={form}
        accountId={accountId}
        timezoneId={props.timezoneId}
        readOnly={props.readOnly}
        saving={update.isPending}
        onSubmit={submit}
        extraButtons={
          <Button color="red" variant="outline" onClick={confirmDelete} disabled={update.isPending}>
            Delete
          </Button>
        }
      />
      {rule.secret && <RuleSecret secret={rule.secret} />}
      <RuleRuns accountId={accountId} ruleId={rule.id} />
    </Stack>
  );
}
