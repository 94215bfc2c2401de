import { GROUP_TEXTS } from '@lodestar/contracts';
import { EmptyState } from '../../../components/empty-state.tsx';

/**
 * The wizard's empty lists (spec 1 §2.7): 'No trackers found:' with the search term when a search finds none,
 * else 'There are no items' / 'Table is empty'.
 */
export function WizardEmpty({ search }: { search: string }) {
  if (search !== '') return <EmptyState title={`${GROUP_TEXTS.noTrackersFound} ${search}`} />;
  return <EmptyState title={GROUP_TEXTS.emptyTableTitle} body={GROUP_TEXTS.emptyTableBody} />;
}
