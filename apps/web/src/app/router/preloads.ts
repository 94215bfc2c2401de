import type { RouteName } from '@lodestar/contracts';
import type { AccessContext } from '@lodestar/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { deviceListQueryOptions } from '../../features/trackers/api/get-device-list.ts';
import { preloadGroupDetails, preloadGroupList } from '../../features/groups/api/preload-groups.ts';
import { preloadAnchors } from '../../features/anchors/api/preload-anchors.ts';
import { addressesQueryOptions } from '../../features/addresses/api/get-addresses.ts';
import { preloadGeofences } from '../../features/geofences/api/preload-geofences.ts';
import { preloadDwell } from '../../features/dashboards/api/preload-dwell.ts';
import { preloadShipment, preloadShipmentList } from '../../features/shipments/api/preload-shipments.ts';
import {
  preloadPublicReport,
  preloadReport,
  preloadReportList,
} from '../../features/reports/api/preload-reports.ts';
import { preloadAnchorsMap } from '../../map/lazy-anchors-map.tsx';
import { listStatuses } from '../../features/trackers/hooks/use-tracker-list.ts';
import { preloadTrackersMap } from '../../map/lazy-trackers-map.tsx';
import {
  preloadTrackerDetails,
  trackerOfAddress,
} from '../../features/tracker-details/api/preload-tracker-details.ts';
import { preloadTrackerHistory } from '../../features/tracker-history/api/preload-tracker-history.ts';
import { preloadTrackerHistoryMap } from '../../map/lazy-tracker-history-map.tsx';

export interface PreloadContext {
  params: Params;
  /** The address's query, e.g. a tracker's history period (date_from, date_to). */
  search: URLSearchParams;
  /** The signed-in user's access; null on public views. */
  access: AccessContext | null;
  queryClient: QueryClient;
  /** The view the user comes from: a related screen may skip reloading what it already has (spec 1 §2.2). */
  from: RouteName | null;
}

/** Fetches what a view needs before it shows, usually `queryClient.ensureQueryData(xQueryOptions(...))`. */
export type Preload = (context: PreloadContext) => Promise<unknown> | void;

/**
 * The data each view needs before it shows (spec 1 §2.2: devices, groups, geofences, shipments, reports,
 * addresses). Empty until those features arrive: each one adds an entry here importing its own query options
 * (features do not import app/, app/ imports them). The guard awaits the entry after the access checks, so a
 * view renders with its data or a loader error, never half-empty. Keep entries to cache warming: a preload
 * must not redirect; access belongs in packages/domain route-access.
 */
export const VIEW_PRELOADS: Partial<Record<RouteName, Preload>> = {
  DeviceListView: ({ access, queryClient }) => {
    // the map chunk downloads while the trackers load, instead of after the list has rendered
    preloadTrackersMap();
    const account = access?.account;
    if (!account) return;
    // the general list: the screen's own key, so it renders from this entry (?list=archived fetches on show)
    return queryClient.ensureQueryData(deviceListQueryOptions(account.id, listStatuses('general', account)));
  },
  DeviceDetailsView: ({ params, search, access, queryClient }) =>
    preloadTrackerScreen(queryClient, access?.account?.id ?? null, params.id, search),
  GpxAdminDeviceDetailsView: ({ params, search, queryClient }) =>
    preloadTrackerScreen(queryClient, params.accountId, params.id, search),
  GroupListView: ({ access, search, queryClient }) => preloadGroupList(queryClient, access?.account, search),
  GroupDetailsView: ({ access, params, queryClient }) =>
    preloadGroupDetails(queryClient, access?.account, params.id),
  GeofenceListView: ({ access, queryClient }) => preloadGeofences(queryClient, access?.account),
  GeofenceCreateView: ({ access, queryClient }) => preloadGeofences(queryClient, access?.account),
  GeofenceDetailsView: ({ access, params, queryClient }) =>
    preloadGeofences(queryClient, access?.account, params.id),
  GeofenceEditView: ({ access, params, queryClient }) =>
    preloadGeofences(queryClient, access?.account, params.id),
  AnchorListView: ({ access, search, queryClient }) => {
    preloadAnchorsMap();
    return preloadAnchors(queryClient, access?.account, search);
  },
  AnchorEditView: ({ access, queryClient }) => {
    preloadAnchorsMap();
    return preloadAnchors(queryClient, access?.account, null);
  },
  ShipmentListView: ({ access, search, queryClient }) =>
    preloadShipmentList(queryClient, access?.account, search),
  ShipmentDetailsView: ({ access, params, queryClient }) =>
    preloadShipment(queryClient, access?.account, params.id),
  ShipmentEditView: ({ access, params, queryClient }) =>
    preloadShipment(queryClient, access?.account, params.id),
  ReportListView: ({ access, queryClient }) => preloadReportList(queryClient, access?.account),
  ReportDetailsView: ({ access, params, queryClient }) =>
    preloadReport(queryClient, access?.account, params.id),
  ReportViewView: ({ params, queryClient }) => preloadPublicReport(queryClient, params.uuid),
  DashboardDwellView: ({ access, search, queryClient }) => preloadDwell(queryClient, access?.account, search),
  ManageAddressesView: ({ access, queryClient }) =>
    access?.account ? queryClient.ensureQueryData(addressesQueryOptions(access.account.id)) : undefined,
};

/**
 * The tracker details screen: the map chunk starts downloading at once, the tracker is awaited, and its history
 * path (the address's period, under the tracker's own account) loads beside it without holding the screen back.
 * When the account is known the path starts with the tracker: the tracker is looked up in that account, so a
 * tracker found there has its history there too, and the 90-day download no longer waits for the lookup. An
 * internal admin who belongs to no account opens /trackers/{id} without one: there the path waits for the
 * tracker to name its account.
 */
async function preloadTrackerScreen(
  queryClient: QueryClient,
  accountId: number | string | null | undefined,
  deviceId: string | undefined,
  search: URLSearchParams,
): Promise<void> {
  preloadTrackerHistoryMap();
  const named = trackerOfAddress(accountId, deviceId);
  if (named?.account != null) preloadTrackerHistory(queryClient, named.account, named.device, search);
  const tracker = await preloadTrackerDetails(queryClient, accountId, deviceId);
  // the same key as above when the account was known, which TanStack Query does not fetch twice
  if (tracker) preloadTrackerHistory(queryClient, tracker.account_id, tracker.id, search);
}

export async function preloadView(view: RouteName, context: PreloadContext): Promise<void> {
  await VIEW_PRELOADS[view]?.(context);
}
