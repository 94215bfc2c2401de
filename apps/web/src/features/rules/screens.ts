import type { RouteName } from '@lodestar/contracts';
import type { LazyScreen } from '../../components/lazy-screen.ts';

/** The rule create and edit screens (spec 2 §2), loaded on first visit; the list is composed in app/router. */
export const RULE_SCREENS: Partial<Record<RouteName, LazyScreen>> = {
  RulesCreateView: () =>
    import('./components/rule-create-screen.tsx').then((m) => ({ Component: m.RuleCreateScreen })),
  RulesEditView: () =>
    import('./components/rule-edit-screen.tsx').then((m) => ({ Component: m.RuleEditScreen })),
};
