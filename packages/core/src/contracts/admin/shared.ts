/** What the back office's contracts share: search text and row ids in bodies. */
import { z } from 'zod';

/** Free text to search for, trimmed. */
export const ZSearch = z.string().trim().max(200);
/** A row id in a body: PostgreSQL's serial ends at 2^31 − 1, so a larger one is refused here, not by the database. */
export const ZSerialId = z.number().int().min(1).max(2_147_483_647);
