/**
 * The contracts' schemas that the layout and the home page check answers with (and zod with them):
 * a chunk of its own, loaded by `parseAnswer` (lib/parse-answer.ts) with the first answer to check,
 * not before the page is interactive — a server-rendered page's first render reads the answers the
 * server embedded, already checked (docs/decisions/039-first-load-javascript.md).
 */
import { ZCalculatorEntry, ZReserve } from '@exchanger/core';

export {
  ZBuildInfo,
  ZCalculatorSettings,
  ZClaimCreated,
  ZClaimLookupFound,
  ZContacts,
  ZErrorBody,
  ZIdList,
  ZLoyalty,
  ZMe,
  ZPair,
  ZPromocodeCheck,
  ZPublicInvoice,
  ZTech,
} from '@exchanger/core';

export const ZCalculatorEntries = ZCalculatorEntry.array();
export const ZReserves = ZReserve.array();
