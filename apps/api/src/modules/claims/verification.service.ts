/**
 * Card verification (`/verify/{uuid}`, docs/architecture.md#claims): the client uploads a photo of
 * the card; an operator looks at it in the back office and approves or rejects. Files are checked
 * by their first bytes (not by the name or the declared type), stored under `DATA_DIR/uploads`
 * with owner-only permissions and never served by the public API.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { acceptsVerificationPhoto, type TClaimStatus } from '@exchanger/core';
import { AppError } from '../../lib/app-error.js';
import { sniffImage } from '../../lib/uploads.js';
import { loadClaim } from './claims.deps.js';
import type { TClaimsRepo } from './claims.repo.js';
import type { TVerificationRepo } from './verification.repo.js';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENTS_PER_CLAIM = 5;

export interface TVerificationState {
  required: boolean;
  status: TClaimStatus;
  documents: { id: string; createdAt: string; size: number }[];
}

/**
 * Refuses a photo the claim does not take (409): none needed at all, or not in its status (past
 * the check, or closed; core `acceptsVerificationPhoto`), or its five already there.
 */
function checkAccepts(claim: { status: string; verificationRequired: boolean }, documents: number): void {
  const status = claim.status as TClaimStatus;
  if (!claim.verificationRequired && status !== 'verification')
    throw new AppError('conflict', 'verification_not_required');
  if (!acceptsVerificationPhoto(status, claim.verificationRequired))
    throw new AppError('conflict', 'verification_closed', { params: { status } });
  if (documents >= MAX_DOCUMENTS_PER_CLAIM) throw new AppError('conflict', 'too_many_documents');
}

export function createVerificationService(deps: {
  repo: TVerificationRepo;
  claims: TClaimsRepo;
  uploadsDir: string;
}) {
  const loadById = (claimId: string) => loadClaim({ repo: deps.claims }, claimId);

  return {
    async state(claimId: string): Promise<TVerificationState> {
      const claim = await loadById(claimId);
      const docs = await deps.repo.documentsOf(claimId);
      return {
        required: claim.verificationRequired,
        status: claim.status as TClaimStatus,
        documents: docs.map((d) => ({ id: d.id, createdAt: d.createdAt.toISOString(), size: d.size })),
      };
    },

    async uploadCardPhoto(claimId: string, bytes: Buffer): Promise<TVerificationState> {
      checkAccepts(await loadById(claimId), 0);
      if (bytes.length === 0)
        throw new AppError('validation_error', 'validation_error', { fields: { photo: ['file_required'] } });
      if (bytes.length > MAX_PHOTO_BYTES) throw new AppError('payload_too_large', 'file_too_large');
      const kind = sniffImage(bytes);
      if (!kind)
        throw new AppError('validation_error', 'validation_error', { fields: { photo: ['file_type'] } });

      // The file first, under a fresh name; then the row, admitted under the claim's lock (the
      // status and the count checked again there), or the file removed.
      const id = randomUUID();
      const relative = path.join('claims', claimId, `${id}.${kind.ext}`);
      const full = path.join(deps.uploadsDir, relative);
      await mkdir(path.dirname(full), { recursive: true, mode: 0o700 });
      await writeFile(full, bytes, { mode: 0o600, flag: 'wx' });
      try {
        await deps.repo.insertIfAdmitted(
          {
            id,
            claimId,
            kind: 'card_photo',
            path: relative,
            mime: kind.mime,
            size: bytes.length,
            sha256: createHash('sha256').update(bytes).digest('hex'),
          },
          (claim, documents) => {
            if (!claim) throw new AppError('not_found', 'claim_not_found');
            checkAccepts(claim, documents);
          },
        );
      } catch (error) {
        await rm(full, { force: true });
        throw error;
      }
      return this.state(claimId);
    },
  };
}

export type TVerificationService = ReturnType<typeof createVerificationService>;
