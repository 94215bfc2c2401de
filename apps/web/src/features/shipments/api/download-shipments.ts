import { getFile } from '../../../api/file-download.ts';
import { useFileDownload } from '../../../hooks/use-file-download.ts';
import { shipmentListCsvQuery, type ShipmentListParams } from './shipment-list-query.ts';

/** The query without its unset values (the file client takes strings and numbers only). */
function defined(query: Record<string, string | number | undefined>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<
    string,
    string | number
  >;
}

/** GET /accounts/{id}/shipments?download=true: the listed shipments as CSV, times in the user's zone. */
export function fetchShipmentsCsv(
  accountId: number,
  params: ShipmentListParams,
  onProgress?: Parameters<typeof getFile>[1]['onProgress'],
) {
  return getFile(`/accounts/${accountId}/shipments`, {
    query: defined(shipmentListCsvQuery(params)),
    accept: 'text/csv',
    fallbackName: 'shipments.csv',
    onProgress,
  });
}

/** 'Download these shipments' (spec 2 §2), with the preparing and done toasts every download shows. */
export function useDownloadShipments(accountId: number) {
  return useFileDownload((params: ShipmentListParams, onProgress) =>
    fetchShipmentsCsv(accountId, params, onProgress),
  );
}
