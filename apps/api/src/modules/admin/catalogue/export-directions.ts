import type { TAdminCatalogueDeps } from './catalogue-deps.js';
import { plain, plainOrNull } from './catalogue-deps.js';
import { writeDirectionFile, type TDirectionFileRecord } from './direction-file.js';

/**
 * Every direction as a file the import reads back (docs/decisions/042-direction-files.md): named by
 * its currencies' codes, with its terms; imported unchanged, it changes nothing.
 */
export async function exportDirections(
  deps: Pick<TAdminCatalogueDeps, 'repo'>,
  format: 'csv' | 'json',
): Promise<string> {
  const [directions, currencies] = await Promise.all([deps.repo.directions(), deps.repo.currencies()]);
  const codes = new Map(currencies.map((c) => [c.id, c.code]));
  const records = directions.map((d): TDirectionFileRecord => ({
    from: codes.get(d.fromId) ?? '',
    to: codes.get(d.toId) ?? '',
    active: d.active,
    courseSource: d.courseSource,
    manualCourse: plainOrNull(d.manualCourse),
    courseFormula: d.courseFormula,
    marginPercent: plain(d.marginPercent),
    fromMin: plainOrNull(d.fromMin),
    fromMax: plainOrNull(d.fromMax),
    toMin: plainOrNull(d.toMin),
    toMax: plainOrNull(d.toMax),
    bonus: plain(d.bonus),
    lifetimeMinutes: d.lifetimeMinutes,
    verificationRequired: d.verificationRequired,
    humanCheck: d.humanCheck,
    congestionFrom: d.congestionFrom,
    congestionTo: d.congestionTo,
    notifyRu: d.notify.ru,
    notifyEn: d.notify.en,
  }));
  return writeDirectionFile(format, records);
}
