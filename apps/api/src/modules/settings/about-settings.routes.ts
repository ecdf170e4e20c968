import { ZAboutExchanger, ZAdminAboutSetting } from '@exchanger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf, type TAuthGuards } from '../../http/auth.js';
import { ADMIN_ONLY, staffOnly } from '../../http/staff-only.js';
import type { TAboutSettingsService } from './about-settings.service.js';

const security = [{ bearer: [] }];

/**
 * "About the exchanger" in the back office: every operator may read it, administrators change it
 * (403 `admin_only` for the others). DELETE removes the block: visitors see none.
 */
export const adminAboutSettingsRoutes: FastifyPluginAsyncZod<{
  about: TAboutSettingsService;
  guards: TAuthGuards;
}> = async (app, { about, guards }) => {
  staffOnly(app, guards);
  const schema = { tags: ['back office'], security, response: { 200: ZAdminAboutSetting } };
  app.get(
    '/admin/api/settings/about/',
    {
      schema: {
        ...schema,
        summary: 'The "About the exchanger" block: legal name, jurisdiction, address, hours',
      },
    },
    () => about.admin(),
  );
  app.put(
    '/admin/api/settings/about/',
    {
      config: ADMIN_ONLY,
      schema: {
        ...schema,
        summary: 'State the legal name, jurisdiction, address and working hours (admins; shown at once)',
        description:
          'Shown on /contacts and in the footer; outside the working hours the rates export leaves out ' +
          'the directions an operator processes by hand (docs/decisions/036-about-and-working-hours.md).',
        body: ZAboutExchanger,
      },
    },
    (request) => about.save(request.body, staffOf(request)),
  );
  app.delete(
    '/admin/api/settings/about/',
    {
      config: ADMIN_ONLY,
      schema: { ...schema, summary: 'Remove the block: nothing is shown and no hours apply (admins)' },
    },
    (request) => about.reset(staffOf(request)),
  );
};
