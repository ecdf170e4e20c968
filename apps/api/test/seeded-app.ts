/** A suite's app: the real app on a fresh database of `kind`, with the demo catalogue and live rates. */
import { ids, seedCatalogue, type TDemoCode } from './catalogue-fixture.js';
import { buildTestApp, type TDbKind, type TTestApp } from './helpers.js';

export async function seededApp(kind: TDbKind): Promise<{ t: TTestApp; id: Record<TDemoCode, number> }> {
  const t = await buildTestApp(kind);
  try {
    await seedCatalogue(t);
    return { t, id: ids(t) };
  } catch (error) {
    await t.close();
    throw error;
  }
}
