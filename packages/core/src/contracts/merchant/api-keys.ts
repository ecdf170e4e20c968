/** The API keys a shop signs merchant API calls with; a key is shown whole only when it is made. */
import { z } from 'zod';

/** `POST /api/v1/users/me/shop/keys/`. */
export const ZApiKeyCreate = z
  .object({ name: z.string().trim().min(1).max(100) })
  .meta({ id: 'ApiKeyCreate' });
export type TApiKeyCreate = z.input<typeof ZApiKeyCreate>;

export const ZApiKey = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The key's first characters, to tell keys apart; the key itself is never shown again. */
    prefix: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeyList = z.array(ZApiKey).meta({ id: 'ApiKeyList' });

/** The answer to a key's creation: the only time the whole key is shown. */
export const ZApiKeyCreated = ZApiKey.extend({ key: z.string() }).meta({ id: 'ApiKeyCreated' });
export type TApiKeyCreated = z.infer<typeof ZApiKeyCreated>;
