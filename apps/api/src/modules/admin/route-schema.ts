/** What the operator API's routes share: their OpenAPI tag and security, and the integer id in paths. */
import { z } from 'zod';

export const tags = ['back office'];
export const security = [{ bearer: [] }];
export const ZIntId = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
