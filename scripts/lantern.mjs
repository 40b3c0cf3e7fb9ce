// Why Lighthouse's mobile LCP is what it is: runs Lighthouse once on each given page of a built website (offline,
// Debian's Chromium, the `lighthouse` package in its own process) and prints what its simulation (Lantern: slow 4G,
// 4× CPU) put on the way to the largest paint, with the simulated start and end of each request and task, then the
// simulated long tasks after the first paint (what makes up TBT). Figures, not a test (issue 13).
//
// Usage: npm run bench:lantern -- [--dir dist/web] /ttc-ht/ [/ ...]   (after `npm run build`)
//
// Lantern keeps, in its LCP estimate, every request that ended before the largest paint observed in the real
// (unthrottled) load, and every task that laid out or ran a classic script before it. A module script is kept
// whatever it does, since modules emit no `EvaluateScript` trace event (which is how it tells a script that ran after
// the paint): see the README's performance section.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { startServer } from './serve.mjs';

const root = join(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const dirIndex = argv.indexOf('--dir');
const dir = resolve(dirIndex >= 0 ? argv.splice(dirIndex, 2)[1] : join(root, 'dist/web'));
const paths = argv.length ? argv : ['/'];

/** Lighthouse with its defaults (mobile, simulated throttling), saving the trace and network log it computed from. */
function lighthouse(pageUrl, out) {
  return new Promise((done) => {
    const child = spawn(
      join(root, 'node_modules/.bin/lighthouse'),
      [pageUrl, `--gather-mode=${out}`, `--audit-mode=${out}`, '--output=json', `--output-path=${out}/report.json`, '--quiet', '--chrome-flags=--headless=new --no-sandbox --disable-gpu'],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: 'ignore' },
    );
    child.on('close', (code) => done(code === 0));
  });
}

const ms = (value) => `${Math.round(value)}`.padStart(5);

function describe(node) {
  if (node.type === 'network') {
    const { url, transferSize, protocol } = node.request;
    return `${new URL(url).pathname} (${(transferSize / 1024).toFixed(1)} KB, ${protocol})`;
  }
  const names = [...new Set(node.childEvents.map((e) => e.name).filter((name) => !/^(RunTask|Task)$/.test(name)))];
  const scripts = [...new Set(node.childEvents.map((e) => e.args?.data?.url ?? e.args?.fileName).filter((u) => u && /\.js$/.test(u)).map((u) => u.replace(/^.*\/assets\//, '')))];
  return `task of ${(node.event.dur / 1000).toFixed(1)} ms observed: ${names.slice(0, 4).join(', ')}${scripts.length ? ` [${scripts.join(', ')}]` : ''}`;
}

const { server, url } = await startServer(dir, 0, '127.0.0.1', { compress: true });
try {
  for (const path of paths) {
    const out = await mkdtemp(join(tmpdir(), 'outilo-lantern-'));
    try {
      // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): one more try.
      if (!(await lighthouse(url + path, out)) && !(await lighthouse(url + path, out))) {
        console.log(`${path}: Lighthouse failed twice`);
        continue;
      }
      const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8'));
      const artifacts = await loadArtifacts(out);
      const settings = artifacts.settings;
      const context = { computedCache: new Map(), settings };
      const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, simulator: null };
      const fcp = await LanternFirstContentfulPaint.request(data, context);
      const lcp = await LanternLargestContentfulPaint.request(data, context);
      const observed = report.audits.metrics.details.items[0];
      const audit = (id) => Math.round(report.audits[id].numericValue);
      console.log(`\n${path}: performance ${Math.round(report.categories.performance.score * 100)}, FCP ${audit('first-contentful-paint')} ms, LCP ${audit('largest-contentful-paint')} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}), TBT ${audit('total-blocking-time')} ms`);
      console.log(`  observed unthrottled: FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms`);
      console.log('  on the way to the largest paint (pessimistic estimate, simulated ms):');
      const timings = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
      for (const [node, { startTime, endTime }] of timings) console.log(`  ${ms(startTime)} → ${ms(endTime)}  ${describe(node)}`);
      // What TBT is made of: the simulated tasks after the first paint that last over 50 ms (× 4 the observed time).
      const tbt = await LanternTotalBlockingTime.request(data, context);
      const longTasks = [...tbt.pessimisticEstimate.nodeTimings.entries()]
        .filter(([node, { startTime, endTime }]) => node.type === 'cpu' && endTime > fcp.timing && endTime - startTime > 50)
        .sort((a, b) => a[1].startTime - b[1].startTime);
      console.log(`  simulated long tasks after the first paint (${longTasks.length}, pessimistic estimate):`);
      for (const [node, { startTime, endTime }] of longTasks) console.log(`  ${ms(startTime)} → ${ms(endTime)}  ${describe(node)}`);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }
} finally {
  server.close();
}
