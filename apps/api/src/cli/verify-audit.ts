/**
 * `npm run admin -- --verify-audit`: walks the hash chains of the audit log and the claim events
 * (decision 023) and names the first broken row. Exit code 0 when both are intact, 65 (EX_DATAERR)
 * when one is broken.
 */
import type { TChainBreak, TChainState } from '@exchanger/core';
import type { TDatabase } from '../db/client.js';
import { createAuditChainRepo, verifyAuditChain } from '../modules/audit/index.js';

export const EX_DATAERR = 65;

function describeBreak(b: TChainBreak): string {
  return `${b.table} row ${b.id} (${b.problem}): expected ${b.expected ?? '-'}, found ${b.found ?? '-'}`;
}

export async function verifyAudit(database: TDatabase): Promise<number> {
  const result = await verifyAuditChain({ chain: createAuditChainRepo(database.db) });
  const chains: [string, TChainState][] = [
    ['audit_log', result.auditLog],
    ['claim_events', result.claimEvents],
  ];
  let code = 0;
  for (const [table, state] of chains) {
    if (state.firstBroken) {
      process.stderr.write(
        `audit chain BROKEN: ${describeBreak(state.firstBroken)}; ${state.rows} rows before it are intact\n`,
      );
      code = EX_DATAERR;
    } else {
      process.stdout.write(`audit chain OK: ${table}, ${state.rows} rows\n`);
    }
  }
  return code;
}
