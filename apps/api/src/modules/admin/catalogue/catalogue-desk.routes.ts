import fastifyMultipart from '@fastify/multipart';
import {
  MAX_LOGO_BYTES,
  ZAdminCityList,
  ZAdminCurrency,
  ZAdminCurrencyCreate,
  ZAdminCurrencyDetail,
  ZAdminCurrencyList,
  ZAdminCurrencyPage,
  ZAdminCurrencyPageQuery,
  ZAdminCurrencyUpdate,
  ZAdminDirection,
  DIRECTION_FILE_MAX_CHARS,
  ZAdminDirectionCreate,
  ZAdminDirectionImport,
  ZAdminDirectionImportResult,
  ZAdminDirectionList,
  ZAdminDirectionPage,
  ZAdminDirectionPageQuery,
  ZAdminDirectionUpdate,
  ZAdminFeedList,
  ZAdminLogoUpload,
  ZAdminReserveHistory,
  ZAdminReserveSet,
  ZApproval,
  ZDirectionExportQuery,
  ZPageQuery,
} from '@exchanger/core';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf, type TAuthGuards } from '../../../http/auth.js';
import { adminOnly } from '../../../http/staff-only.js';
import { readUpload } from '../../../http/upload.js';
import { AppError } from '../../../lib/app-error.js';
import { security, tags, ZIntId } from '../route-schema.js';
import type { TAdminCatalogueService } from './admin-catalogue.service.js';

/**
 * The catalogue desk: currencies, reserves, logos, cities, directions and the rate feeds — money
 * settings, the administrators' alone, reads included (docs/decisions/020-roles-and-own-records.md).
 */
export const catalogueDeskRoutes: FastifyPluginAsyncZod<{
  catalogue: TAdminCatalogueService;
  guards: TAuthGuards;
}> = async (app, { catalogue, guards }) => {
  adminOnly(app);
  app.get(
    '/admin/api/catalogue/currencies/',
    {
      schema: {
        tags,
        summary: 'Every currency with its reserve, held and available amounts',
        security,
        response: { 200: ZAdminCurrencyList },
      },
    },
    (request) => catalogue.currencies(request.locale),
  );

  app.get(
    '/admin/api/catalogue/currencies/page/',
    {
      schema: {
        tags,
        summary: 'A page of currencies with their reserves, narrowed by code, ticker or name and by state',
        security,
        querystring: ZAdminCurrencyPageQuery,
        response: { 200: ZAdminCurrencyPage },
      },
    },
    (request) => catalogue.currencyPage(request.query, request.locale),
  );

  app.post(
    '/admin/api/catalogue/currencies/',
    {
      schema: {
        tags,
        summary: 'Create a currency (switched off by default; 409 when its code is taken)',
        security,
        body: ZAdminCurrencyCreate,
        response: { 201: ZAdminCurrencyDetail },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await catalogue.createCurrency(request.body, staffOf(request), request.locale)),
  );

  app.get(
    '/admin/api/catalogue/cities/',
    {
      schema: {
        tags,
        summary: 'The cities cash currencies can be offered in',
        security,
        response: { 200: ZAdminCityList },
      },
    },
    (request) => catalogue.cities(request.locale),
  );

  // Multipart parsing (and its per-request hooks) only where a logo is uploaded.
  await app.register(async (upload) => {
    await upload.register(fastifyMultipart, {
      limits: { fileSize: MAX_LOGO_BYTES + 1, files: 1, fields: 5, parts: 6 },
      // A larger file is cut at one byte over the limit, which the store refuses with the field named.
      throwFileSizeLimit: false,
    });
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/admin/api/catalogue/logos/',
      {
        schema: {
          tags,
          summary: `Upload a currency logo (multipart/form-data, field "file"; PNG, WebP or SVG up to ${MAX_LOGO_BYTES / 1024} KB)`,
          security,
          response: { 201: ZAdminLogoUpload },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw new AppError('unsupported_media_type', 'unsupported_media_type', {
            params: { type: request.headers['content-type'] ?? '—' },
          });
        // The declared type and name are ignored: the content decides (logo-store.ts).
        const bytes = await readUpload(request, 'file');
        if (!bytes)
          throw new AppError('validation_error', 'validation_error', {
            fields: { file: ['logo_file_required'] },
          });
        return reply.code(201).send(await catalogue.uploadLogo(bytes));
      },
    );
  });

  app.get(
    '/admin/api/catalogue/currencies/:id/',
    {
      schema: {
        tags,
        summary: 'A currency with its names, input fields and pay-in requisites',
        security,
        params: ZIntId,
        response: { 200: ZAdminCurrencyDetail },
      },
    },
    (request) => catalogue.currency(request.params.id, request.locale),
  );

  app.patch(
    '/admin/api/catalogue/currencies/:id/',
    {
      schema: {
        tags,
        summary:
          'Switch a currency on or off; change its names, precision, logo, input fields or pay-in requisites',
        security,
        params: ZIntId,
        body: ZAdminCurrencyUpdate,
        response: { 200: ZAdminCurrencyDetail },
      },
    },
    (request) => catalogue.updateCurrency(request.params.id, request.body, staffOf(request), request.locale),
  );

  app.post(
    '/admin/api/catalogue/currencies/:id/reserve/',
    {
      // The reserve is money: a fresh second-factor code (decision 022).
      preHandler: guards.freshOtp(),
      schema: {
        tags,
        summary:
          'Set the reserve (never below what open claims hold) or change it by a signed delta, with a reason kept in its movements; 202 with a proposal when a second administrator must approve the change (decision 024); needs a fresh `otp` when the last code is over 15 minutes old',
        security,
        params: ZIntId,
        body: ZAdminReserveSet,
        response: { 200: ZAdminCurrency, 202: ZApproval },
      },
    },
    async (request, reply) => {
      const result = await catalogue.setReserveOrPropose(
        request.params.id,
        request.body,
        staffOf(request),
        request.locale,
      );
      return 'proposal' in result ? reply.code(202).send(result.proposal) : result.done;
    },
  );

  app.get(
    '/admin/api/catalogue/currencies/:id/reserve/',
    {
      schema: {
        tags,
        summary: "The history of a currency's reserve, newest first",
        security,
        params: ZIntId,
        querystring: ZPageQuery,
        response: { 200: ZAdminReserveHistory },
      },
    },
    (request) => catalogue.reserveHistory(request.params.id, request.query),
  );

  app.get(
    '/admin/api/catalogue/directions/',
    {
      schema: {
        tags,
        summary:
          'Every direction with its terms and the rate served now (the back office reads them by page)',
        security,
        response: { 200: ZAdminDirectionList },
      },
    },
    (request) => catalogue.directions(request.locale),
  );

  app.get(
    '/admin/api/catalogue/directions/page/',
    {
      schema: {
        tags,
        summary:
          'A page of directions with their terms and the rate served now, narrowed by a currency’s code or name and by state (on, off, or on without a rate now)',
        security,
        querystring: ZAdminDirectionPageQuery,
        response: { 200: ZAdminDirectionPage },
      },
    },
    (request) => catalogue.directionPage(request.query, request.locale),
  );

  app.post(
    '/admin/api/catalogue/directions/',
    {
      schema: {
        tags,
        summary: 'Open a new direction between two currencies (409 when it exists)',
        security,
        body: ZAdminDirectionCreate,
        response: { 201: ZAdminDirection },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await catalogue.createDirection(request.body, staffOf(request), request.locale)),
  );

  app.patch(
    '/admin/api/catalogue/directions/:id/',
    {
      schema: {
        tags,
        summary: "Change a direction's terms; the calculator serves them at once",
        security,
        params: ZIntId,
        body: ZAdminDirectionUpdate,
        response: { 200: ZAdminDirection },
      },
    },
    (request) => catalogue.updateDirection(request.params.id, request.body, staffOf(request), request.locale),
  );

  app.get(
    '/admin/api/catalogue/directions/export/',
    {
      schema: {
        tags,
        summary:
          'Every direction as a file (CSV with a header row, or a JSON array), named by its currencies’ codes; the import reads it back',
        security,
        querystring: ZDirectionExportQuery,
        produces: ['text/csv', 'application/json'],
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const text = await catalogue.exportDirections(format);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header(
          'content-type',
          format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        )
        .header('content-disposition', `attachment; filename="directions-${day}.${format}"`)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );

  app.post(
    '/admin/api/catalogue/directions/import/',
    {
      // A catalogue of thousands of directions (DIRECTION_FILE_MAX_CHARS characters, UTF-8).
      bodyLimit: 3 * DIRECTION_FILE_MAX_CHARS,
      schema: {
        tags,
        summary:
          'Load a file of directions (CSV or JSON, as the export writes it): each row opens or changes the direction between its two currencies. Every row is checked; when any is bad nothing is saved and the 400 names each bad value as `rows.<row>.<column>`',
        security,
        body: ZAdminDirectionImport,
        response: { 200: ZAdminDirectionImportResult },
      },
    },
    (request) => catalogue.importDirections(request.body, staffOf(request)),
  );

  app.get(
    '/admin/api/catalogue/feeds/',
    {
      schema: {
        tags,
        summary: 'Rate feeds: last success, last error, and whether their quotes are fresh',
        security,
        response: { 200: ZAdminFeedList },
      },
    },
    () => catalogue.feeds(),
  );
};
