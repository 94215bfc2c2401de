import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, TIMEZONE_HEADER } from '@lodestar/contracts';
import { chooseTimeZone } from '../../downloads/time-zone.ts';
import { authenticated } from '../../session/auth.plugin.ts';
import { accessToOrder, accessToPayment } from '../order-access.ts';
import { refusals, tags } from '../order-http.ts';
import { invoiceFileName, invoicePdfOf } from './invoice-pdf.service.ts';

const pdfAnswers = { ...refusals, 422: errorBody };

/** Dates in the browser's zone (x-timezone), as the invoice on screen shows them; UTC without one. */
function zoneOf(request: FastifyRequest): string {
  const choice = chooseTimeZone({ header: request.headers[TIMEZONE_HEADER] });
  return 'zone' in choice ? choice.zone : 'UTC';
}

function sendPdf(reply: FastifyReply, name: string, pdf: NodeJS.ReadableStream) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

/** The invoice PDFs (spec 3 §7: GET /payments/{id}/generate-pdf, /orders/{id}/generate-pdf). */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  app.get(
    '/payments/:paymentId/generate-pdf',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "One payment's invoice as a PDF download ('Order #{id} Payment #{id}.pdf')",
        params: z.object({ paymentId: z.string() }),
        response: pdfAnswers,
      },
    },
    async (request, reply) => {
      const { order, payment } = await accessToPayment(db, request, request.params.paymentId);
      const pdf = await invoicePdfOf(db, order, zoneOf(request), payment);
      return sendPdf(reply, invoiceFileName(order.id, payment.id), pdf);
    },
  );

  app.get(
    '/orders/:orderId/generate-pdf',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "The order's invoice as a PDF download ('Order #{id}.pdf'); a draft or cart has none (422)",
        params: z.object({ orderId: z.string() }),
        response: pdfAnswers,
      },
    },
    async (request, reply) => {
      const { order } = await accessToOrder(db, request, request.params.orderId);
      return sendPdf(reply, invoiceFileName(order.id), await invoicePdfOf(db, order, zoneOf(request)));
    },
  );
};
