/**
 * Uploaded currency logos, public (the pickers show them to every visitor) at
 * `/media/logos/{sha256}.{ext}`. The name is the content's hash, so an address never changes what
 * it serves: a year's cache, immutable. `nosniff` keeps browsers to the stored type, and an SVG
 * opened directly gets a policy that runs nothing (no scripts, no requests, a sandbox): inside an
 * `<img>` an SVG never runs scripts anyway.
 */
import { createReadStream } from 'node:fs';
import { LOGO_MEDIA_PATH } from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { LOGO_MIME, type TLogoStore } from './logo-store.js';

export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const logoRoutes: FastifyPluginAsyncZod<{ logos: TLogoStore }> = async (app, { logos }) => {
  app.get(
    `${LOGO_MEDIA_PATH}:file`,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'An uploaded currency logo (PNG, WebP or SVG)',
        params: z.object({ file: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const found = logos.fileOf(request.params.file);
      if (!found || !(await logos.has(request.params.file))) throw new AppError('not_found', 'not_found');
      reply
        .type(LOGO_MIME[found.type])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline');
      if (found.type === 'svg') reply.header('content-security-policy', SVG_POLICY);
      return reply.send(createReadStream(found.file));
    },
  );
};
