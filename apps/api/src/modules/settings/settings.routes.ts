import { ZTech } from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAuthGuards } from '../../http/auth.js';
import { sharedRoutes } from '../../http/shared-routes.js';
import { adminAboutSettingsRoutes } from './about-settings.routes.js';
import type { TAboutSettingsService } from './about-settings.service.js';
import { adminDemoBannerRoutes } from './demo-banner.routes.js';
import type { TDemoBannerService } from './demo-banner.service.js';
import { adminSupportSettingsRoutes } from './support-settings.routes.js';
import type { TSupportSettingsService } from './support-settings.service.js';
import type { TTechService } from './tech.service.js';

export const techRoutes: FastifyPluginAsyncZod<{ tech: TTechService }> = async (app, { tech }) => {
  app.get(
    '/api/v1/calculator/tech/',
    {
      schema: {
        tags: ['calculator'],
        summary: 'Technical works banner',
        description:
          'Whether the exchanger is in maintenance and the message to show, in the request language; and whether every page warns that the data is a demo (`demo`).',
        response: { 200: ZTech },
      },
    },
    (request) => tech.getTech(request.locale),
  );
};

/**
 * The module's routes: the technical works banner, and the support settings, "About the exchanger"
 * and the demo-data warning of the back office.
 */
export const settingsRoutes: FastifyPluginAsyncZod<{
  tech: TTechService;
  support: TSupportSettingsService;
  about: TAboutSettingsService;
  demoBanner: TDemoBannerService;
  guards: TAuthGuards;
}> = async (app, options) => {
  await app.register(sharedRoutes(techRoutes), options);
  await app.register(adminSupportSettingsRoutes, options);
  await app.register(adminAboutSettingsRoutes, options);
  await app.register(adminDemoBannerRoutes, options);
};
