import { z } from 'zod';

export const ZHealth = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });
export type THealth = z.infer<typeof ZHealth>;

export const ZReadiness = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    checks: z.object({
      database: z.enum(['ok', 'down']),
      migrations: z.enum(['ok', 'pending', 'unknown']),
    }),
    /**
     * Each watched chain's watcher (docs/payments.md), for information: a stalled chain stops its
     * currencies' new claims but never makes this process not ready.
     */
    chains: z
      .array(
        z.object({
          chain: z.string(),
          stalled: z.boolean(),
          lag: z.number().int().nullable(),
          scannedAt: z.string().nullable(),
          error: z.string().nullable(),
        }),
      )
      .optional(),
  })
  .meta({ id: 'Readiness' });
export type TReadiness = z.infer<typeof ZReadiness>;

/**
 * `GET /api/v1/calculator/tech/`: the technical works banner (maintenance mode), and whether the
 * site still runs on demo data (a currency asks to be paid to a demo requisite and no
 * administrator turned the warning off): every page then says not to send real payments.
 */
export const ZTech = z
  .object({
    maintenance: z.boolean(),
    message: z.string(),
    demo: z.boolean(),
  })
  .meta({ id: 'Tech' });
export type TTech = z.infer<typeof ZTech>;

/**
 * `GET /admin/api/settings/demo-banner/`: the demo-data warning. `shown` while `enabled` and some
 * active currency still carries a demo requisite (`demoRequisites`).
 */
export const ZAdminDemoBanner = z
  .object({ enabled: z.boolean(), demoRequisites: z.boolean(), shown: z.boolean() })
  .meta({ id: 'AdminDemoBanner' });
export type TAdminDemoBanner = z.infer<typeof ZAdminDemoBanner>;

/** `PUT /admin/api/settings/demo-banner/`: turns the demo-data warning off (or on again). */
export const ZDemoBannerInput = z.object({ enabled: z.boolean() }).strict().meta({ id: 'DemoBannerInput' });
export type TDemoBannerInput = z.infer<typeof ZDemoBannerInput>;

/** `GET /version.json`: the build the server serves, polled by the SPA to offer a reload. */
export const ZBuildInfo = z.object({ buildId: z.string().min(1) }).meta({ id: 'BuildInfo' });
export type TBuildInfo = z.infer<typeof ZBuildInfo>;

/**
 * Settings the server puts into the SPA's HTML at serve time, so that one build serves any
 * deployment: the public URL, the brand and the optional live-chat widget (docs/architecture.md#screens).
 */
export const ZRuntimeConfig = z.object({
  publicUrl: z.string(),
  siteName: z.string(),
  chat: z
    .object({
      /** Script URL; `{locale}` and `{id}` in it are replaced. */
      src: z.string(),
      id: z.string(),
    })
    .nullable(),
  /** The demo-data warning as at serve time, so the page shows it from its first paint. */
  demo: z.boolean().default(false),
});
export type TRuntimeConfig = z.infer<typeof ZRuntimeConfig>;
