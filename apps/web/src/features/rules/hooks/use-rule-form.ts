import { pathTo, RULE_TEXTS, type Rule, type RuleBodyInput } from '@lodestar/contracts';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { ApiError, messageOf } from '../../../api/api-error.ts';
import {
  formErrorsOf,
  toRuleBody,
  validateRuleForm,
  type RuleFormValues,
} from '../utils/rule-form-values.ts';

/**
 * The builder's form and its Save: the contract's checks under the fields first, then the call; success says
 * 'Rule "{name}" has been saved successfully' and opens the saved rule, a refusal shows the server's message
 * (or 'An error occurred', spec 2 §8) and its field errors under the fields.
 */
export function useRuleForm(initialValues: RuleFormValues, save: (body: RuleBodyInput) => Promise<Rule>) {
  const navigate = useNavigate();
  const form = useForm<RuleFormValues>({ initialValues, validate: validateRuleForm });
  const submit = form.onSubmit(async (values) => {
    try {
      const rule = await save(toRuleBody(values));
      notifications.show({ color: 'green', message: RULE_TEXTS.saved(rule.name) });
      form.resetDirty();
      void navigate(pathTo('RulesEditView', { id: rule.id }), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        form.setErrors(formErrorsOf(error.errors, values));
      // a lost session and a database pause have the shared reaction already
      if (error instanceof ApiError && (error.isCancelled || error.status === 401 || error.status === 503))
        return;
      notifications.show({ color: 'red', message: messageOf(error, RULE_TEXTS.failed) });
    }
  });
  return { form, submit: () => submit() };
}
