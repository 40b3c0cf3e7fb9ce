// The speed budgets, in what a visitor feels, measured on the production build. Builds nothing: run `npm run build`
// first (dist/web, served gzip-compressed as a host does, and .output/chrome-mv3). One table per budget, PASS or FAIL:
//   1. JavaScript: the gzip size of what a page's HTML asks for (module scripts, modulepreload links): home ≤ 105 KB,
//      each tool page ≤ home + 15 KB, its heavy libraries (qrcode, stopword…) aside.
//   2. Typing in every tool under 4× CPU throttling: keystroke to painted result ≤ 50 ms at the 75th percentile; in the
//      word counter with 10 000 characters already in the field, ≤ 40 ms (it-tools' figure there).
//   3. A cold load through Slow 4G (150 ms, 1.6 Mbps down, applied by the browser) and 4× CPU: LCP within 10 % of the
//      same page without JavaScript, and the value typed in the first field computed within 2× that LCP.
//   4. A home card to a usable tool ≤ 200 ms under 4× CPU; a card of the extension's popup to a usable tool ≤ 100 ms.
//   5. Lighthouse mobile performance ≥ 95 on every page: a sanity figure (its own simulated network and CPU).
// Every timing is the median of several runs (other processes share this machine: the load average is printed).
//
// Usage: npm run bench [-- options]
//   --pages /,/ttc-ht/   only these pages (default: every page of the sitemap)
//   --quick              the home page and 3 tool pages, 2 runs, no Lighthouse (about 4 minutes)
//   --runs N             runs per timing (default 3)
//   --no-lighthouse      skip Lighthouse (about 15 s a page)
//   --no-popup           skip the extension's popup
//   --dir DIR            another website build than dist/web
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { floorCopy, pageJavaScript } from './bench/build.mjs';
import { CPU_SLOWDOWN, extensionId, homeCardToTool, launch, popupToTool, probeTool, throttledLoad, typing } from './bench/page.mjs';
import { startServer } from './serve.mjs';

const root = join(import.meta.dirname, '..');
const EXTENSION_DIR = join(root, '.output/chrome-mv3');
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const quick = flag('--quick');
const runs = Number(option('--runs') ?? (quick ? 2 : 3));
const withLighthouse = !quick && !flag('--no-lighthouse');
const withPopup = !flag('--no-popup') && existsSync(join(EXTENSION_DIR, 'manifest.json'));
const CLICKED_TOOLS = ['/ttc-ht/', '/ab-test/', '/compteur-mots/'];
/** Pages also typed in with a text of this many characters already in their first field. */
const LONG_TEXTS = { '/compteur-mots/': 10_000 };
/** A French article of `length` characters, in paragraphs. */
const articleOf = (length) => {
  const paragraph = 'Le référencement naturel demande du temps, de la patience et des contenus utiles. Une page qui répond à une vraie question garde ses lecteurs, et les moteurs le voient.\n\n';
  return paragraph.repeat(Math.ceil(length / paragraph.length)).slice(0, length);
};

const BUDGET = {
  homeKB: 105,
  toolOverHomeKB: 15,
  keystrokeMs: 50,
  /** With a long text already typed (LONG_TEXTS): it-tools' word counter takes 40 ms a key with 10 KB at 4×. */
  longTextKeystrokeMs: 40,
  lcpOverFloor: 1.1,
  typedOverLcp: 2,
  homeCardMs: 200,
  popupMs: 100,
  lighthouse: 95,
};

const webDir = resolve(option('--dir') ?? join(root, 'dist/web'));
if (!existsSync(join(webDir, 'index.html'))) {
  console.error(`${webDir} has no website build: run \`npm run build\` first.`);
  process.exit(1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => (value === null ? '–' : Number.isFinite(value) ? Math.round(value) : 'never');
const range = (values) => `${ms(Math.min(...values))}-${ms(Math.max(...values))}`;
const kb = (bytes) => Number((bytes / 1024).toFixed(1));
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
const load = () => loadavg().map((value) => value.toFixed(1)).join(', ');
const progress = (text) => process.stderr.write(`  ${text}\n`);

/** Each budget's failures, for the summary at the end. */
const summary = [];
function report(budget, title, rows, failures) {
  console.log(`\n${budget}: ${title}`);
  console.table(rows);
  summary.push({ budget, failures });
}

console.log(`Load average (1, 5, 15 min) at the start: ${load()}; ${runs} runs per timing`);
const { server, url } = await startServer(webDir, 0, '127.0.0.1', { compress: true });
const floorDir = await floorCopy(webDir);
const floor = await startServer(floorDir, 0, '127.0.0.1', { compress: true });
const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
const allPaths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]);
const paths = option('--pages')?.split(',') ?? (quick ? ['/', ...CLICKED_TOOLS] : allPaths);

try {
  // 1. JavaScript per page, read from the build.
  const home = await pageJavaScript(webDir, '/');
  const jsRows = [];
  const jsFailures = [];
  for (const path of paths) {
    const js = await pageJavaScript(webDir, path);
    const heavy = js.heavy.reduce((sum, library) => sum + library.bytes, 0);
    const budget = path === '/' ? BUDGET.homeKB : kb(home.bytes) + BUDGET.toolOverHomeKB;
    const counted = kb(js.bytes - heavy);
    if (counted > budget) jsFailures.push(`${path} ${(counted - budget).toFixed(1)} KB over`);
    jsRows.push({ page: path, 'JS gz KB': kb(js.bytes), files: js.files, 'heavy libraries aside': js.heavy.map((library) => `${library.library} ${kb(library.bytes)} KB`).join(', ') || '–', 'counted KB': counted, 'budget KB': budget, verdict: verdict(counted <= budget) });
  }
  report(`JavaScript: home ≤ ${BUDGET.homeKB} KB, a tool page ≤ home + ${BUDGET.toolOverHomeKB} KB`, `gzip -9 of the module scripts and modulepreload links of its HTML, heavy libraries aside`, jsRows, jsFailures);

  /** One row of the typing table: `measure` on the page and on its no-JS floor, `runs` times. */
  async function typingRow(page, budget, measure) {
    const results = [];
    const bare = [];
    for (let i = 0; i < runs; i++) {
      results.push(await measure(url));
      bare.push(await measure(floor.url, { bare: true }));
    }
    const eventP75 = median(results.map((r) => r.eventP75));
    const answers = results.filter((r) => r.answerP75 !== null).map((r) => r.answerP75);
    const answerP75 = answers.length ? median(answers) : null;
    const worst = Math.max(eventP75, answerP75 ?? 0);
    if (worst > budget) typingFailures.push(`${page} ${ms(worst)} ms (budget ${budget})`);
    return { page, keystrokes: results[0].keystrokes, 'Event Timing p75 ms': ms(eventP75), range: range(results.map((r) => r.eventP75)), 'key → answer painted p75 ms': ms(answerP75), 'no-JS page p75 ms': ms(median(bare.map((r) => r.eventP75))), verdict: verdict(worst <= budget) };
  }

  // 2 and 3. Typing, and throttled loads against the floor, page by page.
  const session = await launch();
  const typingRows = [];
  const typingFailures = [];
  const loadRows = [];
  const lcpFailures = [];
  const typedFailures = [];
  for (const path of paths) {
    const tool = path === '/' ? null : await probeTool(session.browser, url + path);
    if (tool && !tool.entries.length) typingRows.push({ page: path, keystrokes: 0, 'Event Timing p75 ms': 'no text field', verdict: '–' });
    else if (tool) {
      typingRows.push(await typingRow(path, BUDGET.keystrokeMs, (web, options) => typing(session.browser, web + path, tool.entries, options)));
      // A long text already in the field: each key recounts all of it.
      if (LONG_TEXTS[path]) {
        const before = articleOf(LONG_TEXTS[path]);
        typingRows.push(await typingRow(`${path} after ${LONG_TEXTS[path].toLocaleString('en')} characters`, BUDGET.longTextKeystrokeMs, (web, options) => typing(session.browser, web + path, tool.entries, { ...options, before })));
      }
    }
    const loads = [];
    const floors = [];
    const typed = [];
    for (let i = 0; i < runs; i++) {
      loads.push(await throttledLoad(session.browser, url + path));
      floors.push(await throttledLoad(session.browser, floor.url + path));
      if (tool?.result) typed.push(await throttledLoad(session.browser, url + path, tool));
    }
    const lcp = median(loads.map((l) => l.lcp));
    const floorLcp = median(floors.map((l) => l.lcp));
    const lcpOk = lcp <= floorLcp * BUDGET.lcpOverFloor;
    if (!lcpOk) lcpFailures.push(`${path} ${ms(lcp - floorLcp * BUDGET.lcpOverFloor)} ms over`);
    const row = { page: path, 'LCP ms': ms(lcp), range: range(loads.map((l) => l.lcp)), 'floor LCP ms': ms(floorLcp), 'LCP / floor': (lcp / floorLcp).toFixed(2), verdict: verdict(lcpOk), 'started ms': ms(median(loads.map((l) => l.started ?? Infinity))) };
    if (typed.length) {
      const computed = median(typed.map((l) => l.computed ?? Infinity));
      const typedOk = computed <= lcp * BUDGET.typedOverLcp;
      if (!typedOk) typedFailures.push(Number.isFinite(computed) ? `${path} ${ms(computed - lcp * BUDGET.typedOverLcp)} ms over` : `${path} never shown`);
      Object.assign(row, { 'typed value shown ms': ms(computed), '/ LCP': Number.isFinite(computed) ? (computed / lcp).toFixed(2) : '–', 'typed verdict': verdict(typedOk) });
    } else Object.assign(row, { 'typed value shown ms': tool ? 'no live result' : '–', '/ LCP': '–', 'typed verdict': '–' });
    loadRows.push(row);
    progress(`${path} done (load average ${load()})`);
  }
  report(`Typing: keystroke to painted result ≤ ${BUDGET.keystrokeMs} ms at p75`, `${CPU_SLOWDOWN}× CPU; per keystroke, Event Timing's duration (key to next paint) and key to the frame showing the tool's answer; p75 of each run, median of ${runs}; both ≤ ${BUDGET.keystrokeMs} ms (the page without JavaScript, for comparison)`, typingRows, typingFailures);
  report(`Throttled load: LCP ≤ ${BUDGET.lcpOverFloor} × the page without JavaScript`, `cold loads through Slow 4G and ${CPU_SLOWDOWN}× CPU, median of ${runs}; also the first field's value, typed once the field is painted, shown ≤ ${BUDGET.typedOverLcp} × LCP from the navigation's start`, loadRows, lcpFailures);
  summary.push({ budget: `Throttled load: typed value shown ≤ ${BUDGET.typedOverLcp} × LCP`, failures: typedFailures });

  // 4. Clicks that open a tool.
  const navRows = [];
  const navFailures = [];
  for (const tool of CLICKED_TOOLS) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await homeCardToTool(session.browser, url, tool));
    const usable = median(results.map((r) => r.usable));
    if (usable > BUDGET.homeCardMs) navFailures.push(`${tool} ${ms(usable)} ms`);
    navRows.push({ 'home card →': tool, 'usable ms': ms(usable), range: range(results.map((r) => r.usable)), '« Chargement… » seen': `${results.filter((r) => r.fallback).length}/${runs}`, verdict: verdict(usable <= BUDGET.homeCardMs) });
  }
  await session.close();
  report(`Home card → usable tool ≤ ${BUDGET.homeCardMs} ms`, `${CPU_SLOWDOWN}× CPU, from the press to the frame showing the tool's first field, median of ${runs}`, navRows, navFailures);

  if (withPopup) {
    const ext = await launch({ extension: EXTENSION_DIR });
    const id = await extensionId(ext.browser);
    const popupRows = [];
    const popupFailures = [];
    for (const tool of CLICKED_TOOLS) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await popupToTool(ext.browser, id, tool));
      const usable = median(results.map((r) => r.usable));
      if (usable > BUDGET.popupMs) popupFailures.push(`${tool} ${ms(usable)} ms`);
      popupRows.push({ 'popup card →': tool, 'usable ms': ms(usable), range: range(results.map((r) => r.usable)), '« Chargement… » seen': `${results.filter((r) => r.fallback).length}/${runs}`, verdict: verdict(usable <= BUDGET.popupMs) });
    }
    await ext.close();
    report(`Popup card → usable tool ≤ ${BUDGET.popupMs} ms`, `the extension's popup opened as a tab, no throttling (a desktop), median of ${runs}`, popupRows, popupFailures);
  }

  // 5. Lighthouse, once the bench's own browser is closed.
  if (withLighthouse) {
    const lhRows = [];
    const lhFailures = [];
    for (const path of paths) {
      const scores = [await lighthouse(url + path)];
      // A score under the budget is checked twice more (Lighthouse on a shared machine varies), then the median taken.
      if ((scores[0]?.perf ?? 0) < BUDGET.lighthouse) scores.push(await lighthouse(url + path), await lighthouse(url + path));
      const ok = scores.filter(Boolean);
      if (!ok.length) {
        lhFailures.push(`${path} failed to run`);
        lhRows.push({ page: path, perf: 'failed', verdict: 'FAIL' });
        continue;
      }
      const pick = (key) => median(ok.map((s) => s[key]));
      if (pick('perf') < BUDGET.lighthouse) lhFailures.push(`${path} ${pick('perf')}`);
      lhRows.push({ page: path, perf: pick('perf'), a11y: pick('a11y'), 'best pr.': pick('bp'), seo: pick('seo'), 'LCP ms': ms(pick('lcp')), 'TBT ms': ms(pick('tbt')), runs: ok.length, verdict: verdict(pick('perf') >= BUDGET.lighthouse) });
      progress(`Lighthouse ${path} done`);
    }
    report(`Lighthouse mobile performance ≥ ${BUDGET.lighthouse}`, `its simulated slow 4G and 4× CPU; one run, three when under ${BUDGET.lighthouse}`, lhRows, lhFailures);
  }
} finally {
  server.close();
  floor.server.close();
  await rm(floorDir, { recursive: true, force: true });
}

console.log('\nSummary');
for (const { budget, failures } of summary) console.log(`  ${failures.length ? 'FAIL' : 'PASS'}  ${budget}${failures.length ? `: ${failures.join('; ')}` : ''}`);
console.log(`Load average (1, 5, 15 min) at the end: ${load()}`);

/** Lighthouse (mobile defaults) in its own process, never in this one, which serves the pages. */
function lighthouse(pageUrl) {
  return new Promise((resolvePromise) => {
    const child = spawn(join(root, 'node_modules/.bin/lighthouse'), [pageUrl, '--output=json', '--output-path=stdout', '--quiet', '--chrome-flags=--headless=new --no-sandbox --disable-gpu'], {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (data) => (out += data));
    child.on('close', () => {
      try {
        const { categories, audits } = JSON.parse(out);
        const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
        resolvePromise({ perf: score('performance'), a11y: score('accessibility'), bp: score('best-practices'), seo: score('seo'), lcp: audits['largest-contentful-paint'].numericValue, tbt: audits['total-blocking-time'].numericValue });
      } catch {
        resolvePromise(null);
      }
    });
  });
}
