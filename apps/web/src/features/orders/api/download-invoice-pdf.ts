import { getFile, saveFile, type DownloadedFile } from '../../../api/file-download.ts';
import { invoiceFileName } from '../utils/invoice-file-name.ts';

export interface InvoiceRef {
  orderId: number;
  /** The payment whose invoice it is; null for the order's own invoice (no payment yet). */
  paymentId: number | null;
}

/**
 * GET /payments/{id}/generate-pdf, or /orders/{id}/generate-pdf for an order without a payment (spec 3 §7): the
 * invoice as a PDF blob, named 'Order #{id} Payment #{id}'.
 */
export async function fetchInvoicePdf({ orderId, paymentId }: InvoiceRef): Promise<DownloadedFile> {
  const path = paymentId == null ? `/orders/${orderId}/generate-pdf` : `/payments/${paymentId}/generate-pdf`;
  const file = await getFile(path, {
    accept: 'application/pdf',
    fallbackName: invoiceFileName(orderId, paymentId),
  });
  return { blob: file.blob, fileName: invoiceFileName(orderId, paymentId) };
}

/** Downloads the invoice PDF to the browser. A failure is only logged (spec 3 §8: invoice download failure). */
export async function downloadInvoicePdf(invoice: InvoiceRef): Promise<void> {
  try {
    saveFile(await fetchInvoicePdf(invoice));
  } catch (error) {
    console.error('The invoice PDF could not be downloaded', error);
  }
}
