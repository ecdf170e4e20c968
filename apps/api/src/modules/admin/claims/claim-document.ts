import path from 'node:path';
import { AppError } from '../../../lib/app-error.js';
import type { TAdminDeps } from '../admin-deps.js';

/** An uploaded file of a claim, for operators only: its absolute path and type. */
export async function claimDocument(
  deps: Pick<TAdminDeps, 'repo' | 'uploadsDir'>,
  claimId: string,
  documentId: string,
): Promise<{ file: string; mime: string }> {
  const doc = await deps.repo.claimDocument(claimId, documentId);
  if (!doc) throw new AppError('not_found', 'not_found');
  const file = path.resolve(deps.uploadsDir, doc.path);
  // The stored path is ours, but never serve anything outside the uploads directory.
  if (!file.startsWith(path.resolve(deps.uploadsDir) + path.sep))
    throw new AppError('not_found', 'not_found');
  return { file, mime: doc.mime };
}
