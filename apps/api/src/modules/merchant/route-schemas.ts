import { z } from 'zod';

/** A numeric id in the path: a positive int4. */
export const ZIntId = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
/** The OpenAPI security of the routes for a signed-in user or a member of staff. */
export const bearer = [{ bearer: [] }];
