// What the bench measures in Chromium, as a visitor would feel it: typing in a tool, a cold load through a slow
// network, a click that opens a tool. Every timing is taken in the page, from the page's own clock.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CPU_SLOWDOWN = 4;
/** Lighthouse's « Slow 4G » figures (150 ms round trip, 1.6 Mbps down, 750 kbps up), applied by the browser itself. */
export const SLOW_4G = { latency: 150, download: (1638.4 * 1024) / 8, upload: (750 * 1024) / 8 };
/** A brisk typist: a key every 150 ms, held 30 ms. */
const KEY_INTERVAL_MS = 150;
const KEY_HOLD_MS = 30;
const MIN_KEYSTROKES = 20;
/** Event Timing reports only events of 16 ms or more: a keystroke it leaves out counts as 16 ms. */
const EVENT_THRESHOLD_MS = 16;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', '--lang=fr-FR'];

/** A headless Chromium with a fresh profile and a phone-sized window (Lighthouse's mobile one); with the extension loaded if asked. */
export async function launch({ extension } = {}) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'outilo-bench-'));
  const args = [...ARGS];
  if (extension) args.push(`--disable-extensions-except=${extension}`, `--load-extension=${extension}`);
  const browser = await puppeteer.launch({ executablePath: CHROME, headless: true, userDataDir, args, enableExtensions: Boolean(extension), defaultViewport: { width: 412, height: 823, isMobile: true } });
  return { browser, close: async () => (await browser.close(), await rm(userDataDir, { recursive: true, force: true })) };
}

/**
 * Installed in every document before its own scripts: how the bench finds a tool's fields, what it types in them, and
 * what it reads as the tool's result. The fields are found the same way on every page: the visible text, number
 * and address inputs and the text areas of `.tool__body`, in the order of the page.
 */
function pageHelpers() {
  const TYPABLE = '.tool__body :is(input:is([type=text],[type=number],[type=url],[type=email],[type=tel],[type=search]), textarea)';
  const fields = () => [...document.querySelectorAll(TYPABLE)].filter((field) => !field.disabled && !field.readOnly && field.getClientRects().length > 0);
  // What a visitor would type: the field's example (« Ex. : 1 250 »), else a value of its kind (a numeric field
  // without an example is a time, « HH:MM », which takes 0830 as well).
  const valueFor = (field, index) => {
    const example = field.placeholder.replace(/^Ex\.\s*:\s*/, '').slice(0, 40);
    if (field.type === 'number' || ['numeric', 'decimal'].includes(field.inputMode)) return /\d/.test(example) ? example : ['0830', '1745'][index];
    return example || (index === 0 ? 'Soldes d’été 2025' : null);
  };
  const textOutsideFields = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let text = '';
    while (walker.nextNode()) if (!walker.currentNode.parentElement.closest('textarea, select')) text += walker.currentNode.data;
    return text;
  };
  window.__bench = {
    fields,
    /** The first field, and the second when it has a value to take: [{ index, value }]. */
    entries: () => fields().slice(0, 2).map((field, index) => ({ index, value: valueFor(field, index) })).filter((entry) => entry.value !== null),
    /** The result cards' text, or the tool's when it has none (fields' contents aside). */
    resultText: () => {
      const cards = [...document.querySelectorAll('.tool__body .result-card')];
      return (cards.length ? cards : [...document.querySelectorAll('.tool__body')]).map(textOutsideFields).join('\n');
    },
    /** Focuses a field with its content selected, so that typing replaces it, or with the caret after it. */
    focus: (index, atEnd = false) => {
      const field = fields()[index];
      field.focus();
      if (atEnd) field.setSelectionRange(field.value.length, field.value.length);
      else field.select();
    },
    /** Puts `text` in a field as a paste does: the native setter, then the input event that React listens to. */
    fill: (index, text) => {
      const field = fields()[index];
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    },
    /** Runs once the frame that shows the current changes has been painted. */
    afterPaint: (callback) => requestAnimationFrame(() => setTimeout(callback)),
  };
}

/**
 * Headless Chromium draws a frame only when something takes it: some frames of a page are never drawn, and Event
 * Timing and the paint timings then wait for the next one that is (a keystroke in the A/B test's first field read
 * 300-1 100 ms). A screencast of tiny images, each taken at once, takes every frame, as a screen does.
 */
async function onScreen(cdp) {
  cdp.on('Page.screencastFrame', ({ sessionId }) => void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined));
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 1, maxWidth: 100, maxHeight: 200 });
}

/** A page in a fresh context (an empty cache); `prepare` sees it first (the end-to-end tests' origin guard). */
async function openPage(browser, prepare) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await prepare?.(page);
  await page.evaluateOnNewDocument(pageHelpers);
  const cdp = await page.createCDPSession();
  await onScreen(cdp);
  return { page, cdp, close: () => context.close() };
}

/** Loaded, started (unless `bare`: a page without JavaScript has nothing to start) and quiet. */
async function ready(page, url, { bare = false } = {}) {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  if (!bare) await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
  await page.waitForNetworkIdle({ idleTime: 500 });
}

/** One key, pressed and released as a keyboard does: a character, '\n' (Enter) or '\b' (Backspace). */
async function press(cdp, char, hold) {
  const key = char === '\n' ? { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' } : char === '\b' ? { key: 'Backspace', code: 'Backspace', windowsVirtualKeyCode: 8 } : { key: char, text: char };
  await cdp.send('Input.dispatchKeyEvent', { type: key.text ? 'keyDown' : 'rawKeyDown', ...key, unmodifiedText: key.text });
  if (hold) await sleep(hold);
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: key.key, code: key.code, windowsVirtualKeyCode: key.windowsVirtualKeyCode });
}

/**
 * Types each entry in its field, a key every `interval` ms (each held `hold` ms), in place of what the field holds or,
 * with `atEnd`, after it; returns the number of keystrokes.
 */
async function typeEntries(page, cdp, entries, { interval = KEY_INTERVAL_MS, hold = KEY_HOLD_MS, atEnd = false } = {}) {
  let count = 0;
  let focused = null;
  for (const { index, keys } of entries) {
    if (index !== focused) await page.evaluate((i, end) => window.__bench.focus(i, end), index, atEnd);
    focused = index;
    for (const char of keys) {
      await press(cdp, char, hold);
      count++;
      if (interval) await sleep(interval);
    }
  }
  return count;
}

/** Waits until the tool's result text has not changed for a second (at most 10 s), and returns it. */
async function settledResult(page) {
  let last = await page.evaluate(() => window.__bench.resultText());
  for (let quiet = 0, waited = 0; quiet < 1000 && waited < 10_000; waited += 200) {
    await sleep(200);
    const now = await page.evaluate(() => window.__bench.resultText());
    quiet = now === last ? quiet + 200 : 0;
    last = now;
  }
  return last;
}

/**
 * A tool page as the bench sees it, without throttling: the values it types in its first field(s), and the result
 * those values give when typed in their first line only (what the throttled load waits for); `result` is null when
 * typing them changes nothing the page shows (a tool that waits for a button or for more fields).
 */
export async function probeTool(browser, url, { prepare } = {}) {
  const { page, cdp, close } = await openPage(browser, prepare);
  await ready(page, url);
  const entries = await page.evaluate(() => window.__bench.entries());
  const loadEntries = entries.map(({ index, value }) => ({ index, keys: [...value.split('\n')[0]] }));
  let result = null;
  if (entries.length) {
    const before = await page.evaluate(() => window.__bench.resultText());
    await page.bringToFront();
    await typeEntries(page, cdp, loadEntries, { interval: 20 });
    result = await settledResult(page);
    if (result === before) result = null;
  }
  await close();
  return { entries, loadEntries, result };
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(p * values.length) - 1)];

/** What the typing measure records in the page: every keyboard interaction (Event Timing) and when the tool's output was painted after each key. */
function watchKeystrokes() {
  const record = (window.__keystrokes = { events: [], keys: [] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) record.events.push({ id: entry.interactionId, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16 });
  document.addEventListener('keydown', (event) => record.keys.push({ start: event.timeStamp, painted: null }), true);
  // A change outside the field being typed in is the tool's answer (result, error, count); its frame is the one painted.
  new MutationObserver((mutations) => {
    const key = record.keys.at(-1);
    if (!key || mutations.every((mutation) => document.activeElement?.contains(mutation.target))) return;
    window.__bench.afterPaint(() => (key.painted = performance.now()));
  }).observe(document.querySelector('.tool__body'), { subtree: true, childList: true, characterData: true, attributes: true });
}

/**
 * Typing in a tool under 4× CPU throttling: the page loaded and quiet, then 20 keystrokes or more of real values
 * (the values erased and typed again when shorter). Per keystroke: its Event Timing duration (key to the next
 * frame painted, the interaction's longest event) and key to the frame that shows the tool's answer. With `bare`,
 * the same keys in the page without JavaScript: what the browser alone takes for them on this machine, now. With
 * `before`, the first field holds that text first (pasted, its answer waited for) and the keys go after it.
 */
export async function typing(browser, url, entries, { bare = false, before = '' } = {}) {
  const { page, cdp, close } = await openPage(browser);
  await ready(page, url, { bare });
  if (before) {
    await page.evaluate((text) => window.__bench.fill(0, text), before);
    await settledResult(page);
  }
  const plan = entries.map(({ index, value }) => ({ index, keys: [...value] }));
  const last = plan.at(-1);
  for (let count = plan.reduce((sum, entry) => sum + entry.keys.length, 0); count < MIN_KEYSTROKES; count += 2 * last.keys.length) {
    plan.push({ index: last.index, keys: [...'\b'.repeat(last.keys.length), ...last.keys] });
  }
  await page.emulateCPUThrottling(CPU_SLOWDOWN);
  await page.evaluate(watchKeystrokes);
  await page.bringToFront();
  const count = await typeEntries(page, cdp, plan, { atEnd: Boolean(before) });
  await sleep(1000);
  const { events, keys } = await page.evaluate(() => window.__keystrokes);
  await close();
  const interactions = new Map();
  for (const { id, duration } of events) interactions.set(id, Math.max(duration, interactions.get(id) ?? 0));
  const durations = [...interactions.values(), ...Array(Math.max(0, count - interactions.size)).fill(EVENT_THRESHOLD_MS)];
  const answers = keys.filter((key) => key.painted !== null).map((key) => key.painted - key.start);
  return { keystrokes: count, eventP75: percentile(durations, 0.75), answerP75: answers.length ? percentile(answers, 0.75) : null };
}

/**
 * Installed before a throttled load: the first contentful paint and the largest one, as the page reports them, and
 * when the page's code has started (`data-ready` on the root element, set once hydrated and its favourites read).
 */
function recordPaints() {
  const paints = (window.__paints = { fcp: null, lcp: null, started: null, computed: null });
  new MutationObserver(() => (paints.started ??= document.documentElement.dataset.ready ? performance.now() : null)).observe(document, { subtree: true, attributeFilter: ['data-ready'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') paints.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => (paints.lcp = list.getEntries().at(-1).startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * Installed before a throttled load that types: as soon as the page has painted its first field, focus it and tell
 * the bench (which types); then note when the tool shows the typed value's result, from the navigation's start.
 */
function typeWhenShown(expected) {
  const paints = window.__paints;
  let typing = false;
  const check = () => {
    if (!typing) {
      // No layout is forced before the first paint (the fields' lookup measures them).
      if (paints.fcp === null || !window.__bench.fields().length) return;
      typing = true;
      window.__bench.focus(0);
      void window.__benchFieldShown();
    } else if (paints.computed === null && window.__bench.resultText() === expected) {
      paints.computed = -1;
      window.__bench.afterPaint(() => (paints.computed = performance.now()));
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  new PerformanceObserver(check).observe({ type: 'paint' });
}

/**
 * A cold load (empty cache) through Slow 4G and 4× CPU throttling: the page's first and largest contentful paints;
 * with `tool` (from probeTool), the first line of each value typed as soon as the first field is painted, as fast as
 * the page takes keys, and when the page shows their result (null when it never does within 30 s).
 */
export async function throttledLoad(browser, url, tool, { prepare } = {}) {
  const { page, cdp, close } = await openPage(browser, prepare);
  await page.evaluateOnNewDocument(recordPaints);
  await page.emulateNetworkConditions(SLOW_4G);
  await page.emulateCPUThrottling(CPU_SLOWDOWN);
  let fieldShown;
  const shown = new Promise((resolve) => (fieldShown = resolve));
  if (tool) {
    await page.exposeFunction('__benchFieldShown', () => fieldShown());
    await page.evaluateOnNewDocument(typeWhenShown, tool.result);
  }
  await page.bringToFront();
  const navigation = page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // A page that never shows its field (a failed load) is given ten seconds after its load event.
  if (tool && (await Promise.race([shown.then(() => true), navigation.then(() => sleep(10_000)).then(() => false)]))) {
    await typeEntries(page, cdp, tool.loadEntries, { interval: 0, hold: 0 });
    await page.waitForFunction(() => window.__paints.computed > 0, { timeout: 30_000 }).catch(() => undefined);
  }
  await navigation;
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 });
  const paints = await page.evaluate(() => window.__paints);
  await close();
  return { fcp: paints.fcp, lcp: paints.lcp, started: paints.started, computed: paints.computed > 0 ? paints.computed : null };
}

/**
 * Clicks a link as a person does (the pointer rests 100 ms on it, the button is held 60 ms) and times, from the
 * press, the frame that shows the tool usable: its title and first field in place, no « Chargement… » (the field is
 * rendered by React on the client, so it takes input from then on). Notes whether « Chargement… » was shown.
 */
export async function clickToTool(page, selector) {
  await page.evaluate(() => {
    const nav = (window.__nav = { usable: null, fallback: false });
    document.addEventListener(
      'pointerdown',
      () => {
        const start = performance.now();
        const check = () => {
          if (document.querySelector('.load-status')) nav.fallback = true;
          else if (document.querySelector('#tool-title') && document.querySelector('.tool__body :is(input, textarea, select, button)')) {
            observer.disconnect();
            window.__bench.afterPaint(() => (nav.usable = performance.now() - start));
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, childList: true });
        check();
      },
      { capture: true, once: true },
    );
  });
  const link = await page.$(selector);
  await link.scrollIntoView();
  const box = await link.boundingBox();
  await page.bringToFront();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await sleep(100);
  await page.mouse.down();
  await sleep(60);
  await page.mouse.up();
  await page.waitForFunction(() => window.__nav.usable !== null, { timeout: 15_000 });
  return page.evaluate(() => window.__nav);
}

/** Home page → a tool's card, under 4× CPU throttling (the home page loaded and quiet first). */
export async function homeCardToTool(browser, base, toolPath) {
  const { page, close } = await openPage(browser);
  await ready(page, `${base}/`);
  await page.emulateCPUThrottling(CPU_SLOWDOWN);
  const result = await clickToTool(page, `.tool-card__link[href="${toolPath}"]`);
  await close();
  return result;
}

/** The extension's popup opened as a tab on its launcher (no throttling, like a desktop) → a tool's card. */
export async function popupToTool(browser, extensionId, toolPath) {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(pageHelpers);
  await page.setViewport({ width: 400, height: 600 });
  await page.goto(`chrome-extension://${extensionId}/popup.html`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-ready="true"]');
  // The popup reopens on the last tool (kept in chrome.storage.session): each run starts from the launcher.
  if ((await page.$('.tool-card__link')) === null) {
    await page.evaluate(() => chrome.storage.session.clear());
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('html[data-ready="true"]');
  }
  await page.waitForNetworkIdle({ idleTime: 300 });
  const result = await clickToTool(page, `.tool-card__link[href="${toolPath}"]`);
  await page.close();
  return result;
}

/** The extension's id: the host of its service worker's address. */
export async function extensionId(browser) {
  const worker = await browser.waitForTarget((target) => target.type() === 'service_worker' && target.url().startsWith('chrome-extension://'), { timeout: 10_000 });
  return new URL(worker.url()).host;
}
