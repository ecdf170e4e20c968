import {
  ZAdminChainHealthList,
  ZAdminChainWatch,
  ZAdminChainWatchBody,
  ZAdminNetworkExplorer,
  ZAdminNetworkExplorerBody,
  ZAdminNetworkExplorerList,
} from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '../../../http/auth.js';
import { ADMIN_ONLY } from '../../../http/staff-only.js';
import { security, tags, ZIntId } from '../route-schema.js';
import type { TAdminChainsService } from './admin-chains.service.js';

/** A network code of the catalogue (`currencies.network_code`), as the path gives it. */
const ZNetworkCode = z.object({ networkCode: z.string().min(1).max(40) });

/**
 * A currency's watch on its chain and the networks' explorers — settings of the administrators
 * alone, reads included (docs/decisions/020-roles-and-own-records.md) — and the chains' health,
 * which operators see too.
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

  app.get(
    '/admin/api/chains/explorers/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary:
          "Every network code the currencies use with its explorer's transaction page (`txUrl` null: not linked), then any other code that still has one",
        security,
        response: { 200: ZAdminNetworkExplorerList },
      },
    },
    () => chains.explorers(),
  );

  app.put(
    '/admin/api/chains/explorers/:networkCode/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary:
          "Set a network's explorer: an http(s) address with {txid}, linking the transactions of its currencies (a watch's own template comes first); 400 naming `txUrl`, 404 for a code no currency has",
        security,
        params: ZNetworkCode,
        body: ZAdminNetworkExplorerBody,
        response: { 200: ZAdminNetworkExplorer },
      },
    },
    (request) => chains.saveExplorer(request.params.networkCode, request.body, staffOf(request)),
  );

  app.delete(
    '/admin/api/chains/explorers/:networkCode/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary:
          "Clear a network's explorer: its transactions are no longer linked (unless a watch has a template)",
        security,
        params: ZNetworkCode,
        response: { 200: ZAdminNetworkExplorer },
      },
    },
    (request) => chains.clearExplorer(request.params.networkCode, staffOf(request)),
  );
};
