/**
 * The hash chains of the append-only tables, computed in Node (decision 023). The database's insert
 * trigger (`chain_append`, migration 0013) computes the same: `hash` = SHA-256, in hex, of the
 * previous row's `hash` (64 zeros before the first row) followed by the row's canonical content.
 *
 * The canonical content is the table's name and then every meaningful column in a fixed order,
 * each as a netstring of its text — `<UTF-8 byte length>:<text>,` — or `-,` for NULL: ids and
 * integers in decimal, a UUID in lower case, `jsonb` as PostgreSQL prints it (keys in its own
 * order: the stored value, not what a client sent), a timestamp as ISO 8601 in UTC with
 * microseconds (`2025-01-31T09:05:00.123456Z`), the value as stored.
 */
import { createHash } from 'node:crypto';

export const CHAIN_TABLES = ['audit_log', 'claim_events'] as const;
export type TChainTable = (typeof CHAIN_TABLES)[number];

/** The `prevHash` of a chain's first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** An `audit_log` row as the chain reads it: `details` as PostgreSQL prints the jsonb. */
export interface TAuditLogLink {
  id: number;
  actorId: number;
  action: string;
  targetType: string;
  targetId: string;
  reason: string;
  details: string;
  /** Microseconds since the epoch, in decimal. */
  createdAtMicros: string;
  prevHash: string;
  hash: string;
}

/** A `claim_events` row as the chain reads it. */
export interface TClaimEventLink {
  id: number;
  claimId: string;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  actorType: string;
  actorId: string | null;
  reason: string;
  createdAtMicros: string;
  prevHash: string;
  hash: string;
}

export type TChainLink = TAuditLogLink | TClaimEventLink;

function field(value: string | null): string {
  return value === null ? '-,' : `${Buffer.byteLength(value, 'utf8')}:${value},`;
}

/** Microseconds since the epoch as `YYYY-MM-DDTHH:MM:SS.ffffffZ`, exactly (no float on the way). */
export function chainTime(micros: string): string {
  const us = BigInt(micros);
  let ms = us / 1000n;
  if (us % 1000n < 0n) ms -= 1n;
  const rest = us - ms * 1000n;
  const iso = new Date(Number(ms)).toISOString();
  return `${iso.slice(0, -1)}${rest.toString().padStart(3, '0')}Z`;
}

export function auditLogContent(row: TAuditLogLink): string {
  return [
    'audit_log',
    String(row.id),
    String(row.actorId),
    row.action,
    row.targetType,
    row.targetId,
    row.reason,
    row.details,
    chainTime(row.createdAtMicros),
  ]
    .map(field)
    .join('');
}

export function claimEventContent(row: TClaimEventLink): string {
  return [
    'claim_events',
    String(row.id),
    row.claimId,
    row.action,
    row.fromStatus,
    row.toStatus,
    row.actorType,
    row.actorId,
    row.reason,
    chainTime(row.createdAtMicros),
  ]
    .map(field)
    .join('');
}

export function chainHash(prevHash: string, content: string): string {
  return createHash('sha256')
    .update(prevHash + content, 'utf8')
    .digest('hex');
}
