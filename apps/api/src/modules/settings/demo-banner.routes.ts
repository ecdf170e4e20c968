import { ZAdminDemoBanner, ZDemoBannerInput } from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf, type TAuthGuards } from '../../http/auth.js';
import { ADMIN_ONLY, staffOnly } from '../../http/staff-only.js';
import type { TDemoBannerService } from './demo-banner.service.js';

/**
 * The demo-data warning in the back office: every operator may read it, administrators turn it
 * off or on (403 `admin_only` for the others).
 */
export const adminDemoBannerRoutes: FastifyPluginAsyncZod<{
  demoBanner: TDemoBannerService;
  guards: TAuthGuards;
}> = async (app, { demoBanner, guards }) => {
  staffOnly(app, guards);
  const schema = { tags: ['back office'], security: [{ bearer: [] }], response: { 200: ZAdminDemoBanner } };
  app.get(
    '/admin/api/settings/demo-banner/',
    {
      schema: {
        ...schema,
        summary: 'The demo-data warning: switched on, and whether demo requisites remain',
      },
    },
    () => demoBanner.state(),
  );
  app.put(
    '/admin/api/settings/demo-banner/',
    {
      config: ADMIN_ONLY,
      schema: {
        ...schema,
        summary: 'Turn the demo-data warning off or on (admins); shown only while demo requisites remain',
        body: ZDemoBannerInput,
      },
    },
    (request) => demoBanner.save(request.body, staffOf(request)),
  );
};
