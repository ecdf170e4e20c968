import {
  ZClaimConfirmed,
  ZClaimCreate,
  ZClaimCreated,
  ZClaimForm,
  ZClaimId,
  ZClaimRequisite,
  ZClaimStatusBody,
} from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TClaimsService } from './claims.service.js';

const tags = ['claims'];

export const claimsRoutes: FastifyPluginAsyncZod<{ claims: TClaimsService }> = async (app, { claims }) => {
  app.post(
    '/api/v1/claim/',
    {
      schema: {
        tags,
        summary: 'Create a claim',
        description:
          'The server re-computes `toSumma` from `fromSumma` with its own course; a value off by more than one unit of the receive precision, an amount outside the limits, a stale course, an exhausted reserve or an invalid visible requisite is refused and no claim is made. Invisible requisites are dropped.',
        body: ZClaimCreate,
        response: { 201: ZClaimCreated },
      },
    },
    async (request, reply) => {
      const created = await claims.create(request.body, { locale: request.locale });
      return reply.code(201).send(created);
    },
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
        params: ZClaimId,
        response: { 200: ZClaimConfirmed },
      },
    },
    (request) => claims.confirm(request.params.id),
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
};
