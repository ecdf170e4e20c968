import { ZAdminChainHealthList, ZAdminChainWatch, ZAdminChainWatchBody } from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../../http/auth.js';
import { ADMIN_ONLY } from '../../../http/staff-only.js';
import { security, tags, ZIntId } from '../route-schema.js';
import type { TAdminChainsService } from './admin-chains.service.js';

/**
 * A currency's watch on its chain — a money setting, the administrators' alone, reads included
 * (docs/decisions/020-roles-and-own-records.md) — and the chains' health, which operators see too.
 */
export const chainsDeskRoutes: FastifyPluginAsyncZod<{ chains: TAdminChainsService }> = async (
  app,
  { chains },
) => {
  app.get(
    '/admin/api/currencies/:id/watch/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: "A currency's watch on its chain (`watch` null: its payments are checked by hand)",
        security,
        params: ZIntId,
        response: { 200: ZAdminChainWatch },
      },
    },
    (request) => chains.watch(request.params.id),
  );

  app.put(
    '/admin/api/currencies/:id/watch/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary:
          "Watch a currency's payments on its chain: 400 naming the field for a key that is not an extended public key of the network, a token on a Bitcoin-family chain, or a node of CHAIN_RPC_<chain> that does not answer or is on another network",
        security,
        params: ZIntId,
        body: ZAdminChainWatchBody,
        response: { 200: ZAdminChainWatch },
      },
    },
    (request) => chains.saveWatch(request.params.id, request.body, staffOf(request)),
  );

  app.delete(
    '/admin/api/currencies/:id/watch/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: "Back to manual payments: the watch is switched off (its key's indexes are never reused)",
        security,
        params: ZIntId,
        response: { 200: ZAdminChainWatch },
      },
    },
    (request) => chains.disableWatch(request.params.id, staffOf(request)),
  );

  app.get(
    '/admin/api/chains/',
    {
      schema: {
        tags,
        summary:
          'Each chain a currency is watched on: its node, height, lag, last scan and whether it is stalled',
        security,
        response: { 200: ZAdminChainHealthList },
      },
    },
    () => chains.health(),
  );
};
