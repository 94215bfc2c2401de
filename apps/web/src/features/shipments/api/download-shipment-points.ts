import { getFile } from '../../../api/file-download.ts';
import { useFileDownload } from '../../../hooks/use-file-download.ts';

/** GET /accounts/{id}/shipments/{id}?download=true: the shipment's points as CSV, in the user's zone. */
export function fetchShipmentPointsCsv(
  accountId: number,
  id: number,
  onProgress?: Parameters<typeof getFile>[1]['onProgress'],
) {
  return getFile(`/accounts/${accountId}/shipments/${id}`, {
    query: { download: 'true', offset: -new Date().getTimezoneOffset() },
    accept: 'text/csv',
    fallbackName: 'shipment-points.csv',
    onProgress,
  });
}

/** 'Download these points' (spec 2 §2), with the preparing and done toasts every download shows. */
export function useDownloadShipmentPoints(accountId: number) {
  return useFileDownload((id: number, onProgress) => fetchShipmentPointsCsv(accountId, id, onProgress));
}
