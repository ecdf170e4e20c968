// One Lighthouse run, in a process of its own (lighthouse.mjs starts it at a lower priority than the
// browser it measures): `node lighthouse-run.mjs <port> <url> <out.json>` audits `url` in the
// Chromium listening on `port` and writes the result (the `lhr`) to `out.json`.
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';

const [port, url, out] = process.argv.slice(2);
const result = await lighthouse(url, {
  port: Number(port),
  logLevel: 'error',
  onlyCategories: ['performance'],
  // The defaults, said out loud: the mobile preset, simulated throttling, storage reset.
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  disableStorageReset: false,
});
if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
writeFileSync(out, JSON.stringify(result.lhr));
