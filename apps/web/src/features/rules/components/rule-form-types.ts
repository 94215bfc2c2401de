import type { UseFormReturnType } from '@mantine/form';
import type { RuleFormValues } from '../utils/rule-form-values.ts';

export type RuleForm = UseFormReturnType<RuleFormValues>;
