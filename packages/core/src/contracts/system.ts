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
  })
  .meta({ id: 'Readiness' });
export type TReadiness = z.infer<typeof ZReadiness>;

/** `GET /api/v1/calculator/tech/`: the technical works banner (maintenance mode). */
export const ZTech = z
  .object({
    maintenance: z.boolean(),
    message: z.string(),
  })
  .meta({ id: 'Tech' });
export type TTech = z.infer<typeof ZTech>;

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
});
export type TRuntimeConfig = z.infer<typeof ZRuntimeConfig>;
