import {
  ZClaimConfirmBody,
  ZClaimConfirmed,
  ZClaimCreate,
  ZClaimCreated,
  ZClaimForm,
  ZClaimId,
  ZClaimLookup,
  ZClaimLookupFound,
  ZClaimRequisite,
  ZClaimStatusBody,
  ZVerificationState,
  type TClaimCreated,
} from '@exchanger/core';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAuthGuards } from '../../http/auth.js';
import { idempotent, ZIdempotencyHeaders } from '../../http/idempotency.js';
import { readUpload } from '../../http/upload.js';
import { AppError } from '../../lib/app-error.js';
import type { TIdempotencyService } from '../idempotency/index.js';
import { CLAIM_WIRE_NAMES, claimInputFromWire, withWireNames } from './claim-wire.js';
import type { TClaimsService } from './claims.service.js';
import { MAX_PHOTO_BYTES, type TVerificationService } from './verification.service.js';

const tags = ['claims'];

export const claimsRoutes: FastifyPluginAsyncZod<{
  claims: TClaimsService;
  verification: TVerificationService;
  idempotency: TIdempotencyService;
  guards: TAuthGuards;
}> = async (app, { claims, verification, idempotency, guards }) => {
  app.post(
    '/api/v1/claim/',
    {
      // A logged-in user's claim is theirs (it shows in their account); guests are welcome.
      onRequest: guards.optionalUser,
      // A user's keys are theirs; a guest's are long enough not to be guessed (docs/decisions/028).
      ...idempotent(idempotency, 'claim', (request) => (request.user ? `user:${request.user.userId}` : null)),
      schema: {
        tags,
        summary: 'Create a claim',
        description:
          'The server re-computes `toSumma` from `fromSumma` with its own rate; a value off by more than one unit of the receive precision, an amount outside the limits, a stale rate, an exhausted reserve or an invalid visible requisite is refused and no claim is made. Invisible requisites are dropped.',
        headers: ZIdempotencyHeaders,
        body: ZClaimCreate,
        response: { 201: ZClaimCreated },
      },
    },
    async (request, reply) => {
      let created: TClaimCreated;
      try {
        created = await claims.create(claimInputFromWire(request.body), {
          locale: request.locale,
          userId: request.user?.userId ?? null,
          ip: request.ip,
        });
      } catch (error) {
        // The use case names refused fields in the domain's terms; the client knows the wire's.
        throw withWireNames(error, CLAIM_WIRE_NAMES);
      }
      return reply.code(201).send(created);
    },
  );
  app.post(
    '/api/v1/claim/lookup/',
    {
      schema: {
        tags,
        summary: 'Find a claim by its short number and its e-mail',
        description:
          'The short number (`#9c1e7f3a`) is what referrers, shops and support know a claim by; it opens the claim only with the e-mail the claim was made with. A wrong number and a wrong e-mail get the same 404. Limited to 10 attempts a quarter of an hour per address and 20 an hour per number (429).',
        body: ZClaimLookup,
        response: { 200: ZClaimLookupFound },
      },
    },
    (request) => claims.lookup(request.body, { address: request.ip, locale: request.locale }),
  );
  app.get(
    '/api/v1/claim/:id/form/',
    {
      schema: {
        tags,
        summary: 'The claim as the client sees it',
        params: ZClaimId,
        response: { 200: ZClaimForm },
      },
    },
    (request) => claims.form(request.params.id, request.locale),
  );
  app.get(
    '/api/v1/claim/:id/requisite/',
    {
      schema: {
        tags,
        summary: "The exchanger's requisites to pay to",
        params: ZClaimId,
        response: { 200: ZClaimRequisite },
      },
    },
    (request) => claims.requisite(request.params.id, request.locale),
  );
  app.get(
    '/api/v1/claim/:id/status/',
    {
      schema: {
        tags,
        summary: 'Status (cheap enough to poll)',
        params: ZClaimId,
        response: { 200: ZClaimStatusBody },
      },
    },
    (request) => claims.status(request.params.id),
  );
  app.post(
    '/api/v1/claim/:id/confirm/',
    {
      schema: {
        tags,
        summary: '"I have paid" — allowed only while the claim is new',
        description:
          'The body is optional: `{ "paymentReference" }`, the client\'s transaction id or bank receipt number, which the operator sees on the claim.',
        params: ZClaimId,
        body: ZClaimConfirmBody.nullish(),
        response: { 200: ZClaimConfirmed },
      },
    },
    (request) => claims.confirm(request.params.id, request.body?.paymentReference ?? ''),
  );
  app.post(
    '/api/v1/claim/:id/cancel/',
    {
      schema: {
        tags,
        summary: 'Cancel a claim that is not paid yet',
        params: ZClaimId,
        response: { 200: ZClaimConfirmed },
      },
    },
    (request) => claims.cancelByClient(request.params.id),
  );
  app.get(
    '/api/v1/claim/:id/verification/',
    {
      schema: {
        tags,
        summary: 'Card verification state',
        params: ZClaimId,
        response: { 200: ZVerificationState },
      },
    },
    (request) => verification.state(request.params.id),
  );
  // Multipart parsing (and its per-request hooks) only where a file is uploaded.
  await app.register(async (upload) => {
    await upload.register(fastifyMultipart, {
      limits: { fileSize: MAX_PHOTO_BYTES + 1, files: 1, fields: 10, parts: 12 },
    });
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/claim/:id/verification/',
      {
        schema: {
          tags,
          summary:
            'Upload a photo of the card (multipart/form-data, field "photo"; JPEG, PNG or WebP up to 5 MB)',
          params: ZClaimId,
          response: { 200: ZVerificationState },
        },
      },
      async (request) => {
        if (!request.isMultipart()) {
          throw new AppError('unsupported_media_type', 'unsupported_media_type', {
            params: { type: request.headers['content-type'] ?? '—' },
          });
        }
        const bytes = await readUpload(request, 'photo', { fileSize: MAX_PHOTO_BYTES + 1, files: 1 });
        if (!bytes)
          throw new AppError('validation_error', 'validation_error', {
            fields: { photo: ['file_required'] },
          });
        return verification.uploadCardPhoto(request.params.id, bytes);
      },
    );
  });
};
