import { ZPublicInvoice } from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TMerchantService } from './merchant.service.js';

/** What a buyer opening a payment link reads. */
export const publicInvoiceRoutes: FastifyPluginAsyncZod<{ merchant: TMerchantService }> = async (
  app,
  { merchant },
) => {
  app.get(
    '/api/v1/invoices/:id/',
    {
      schema: {
        tags: ['shop'],
        summary: 'An invoice as its buyer sees it',
        params: z.object({ id: z.uuid({ error: 'invoice_invalid' }) }),
        response: { 200: ZPublicInvoice },
      },
    },
    (request) => merchant.publicInvoice(request.params.id),
  );
};
