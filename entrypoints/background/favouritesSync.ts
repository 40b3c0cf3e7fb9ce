import { browser } from 'wxt/browser';
import {
  entryTime,
  FAVOURITE_PREFIX,
  favouritesOf,
  JOURNAL_PREFIX,
  newerEntry,
  replaces,
  SYNC_FAILING_KEY,
  validateEntry,
  type FavouriteEntry,
} from '../../platform/domain/favourites';
import { readJournal } from '../../platform/storage/journal';

export interface FavouritesSyncTimings {
  /** Toggles made within this delay are copied together (one sync write). */
  coalesceMs: number;
  /** At most this many sync writes a minute: Chrome allows 120 for the whole extension. */
  writesPerMinute: number;
  /** After Chrome refused for its write rate limit, the next attempt waits this long. */
  quotaRetryMs: number;
  /** After any other refusal, the next attempt waits this long. */
  failureRetryMs: number;
}

const TIMINGS: FavouritesSyncTimings = { coalesceMs: 250, writesPerMinute: 40, quotaRetryMs: 15_000, failureRetryMs: 60_000 };
export const SYNC_ALARM = 'favourites-sync';

/** chrome.storage.sync's per-minute and per-hour write limits: the write will succeed later. */
const isRateLimited = (error: unknown) => /MAX_WRITE_OPERATIONS/.test(String((error as Error)?.message ?? error));

/**
 * Copies the favourites journal to chrome.storage.sync, where the user's other browsers get it. The pages write
 * each star change to the journal (chrome.storage.local) in the click itself; this runs in the service worker,
 * which outlives a popup or tab closed right after the click. Whatever is not copied yet stays in the journal,
 * which every page reads too, and is copied when the worker next wakes (a new change, its alarm, the browser's
 * start). Copies are paced under Chrome's sync write limits; a copied entry leaves the journal.
 */
export function createFavouritesSync(timings: Partial<FavouritesSyncTimings> = {}) {
  const { coalesceMs, writesPerMinute, quotaRetryMs, failureRetryMs } = { ...TIMINGS, ...timings };
  const writes: number[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let failing: boolean | undefined;

  function schedule(delay: number) {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      void drain();
    }, delay);
  }

  function retryLater(delay: number) {
    schedule(delay);
    // Chrome may stop the worker before its timer fires: the alarm wakes it again (30 s at the soonest).
    Promise.resolve(browser.alarms?.create(SYNC_ALARM, { when: Date.now() + delay })).catch(() => {});
  }

  /** How long the next sync write must wait to stay under the rate budget. */
  function paceDelay(now: number): number {
    while (writes.length && now - writes[0]! >= 60_000) writes.shift();
    const spaced = writes.length >= writesPerMinute / 2 ? 60_000 / writesPerMinute - (now - writes.at(-1)!) : 0;
    const budget = writes.length >= writesPerMinute ? writes[0]! + 60_000 - now : 0;
    return Math.max(0, spaced, budget);
  }

  async function setFailing(value: boolean) {
    if (value === failing) return;
    await (value ? browser.storage.local.set({ [SYNC_FAILING_KEY]: true }) : browser.storage.local.remove(SYNC_FAILING_KEY));
    failing = value;
  }

  async function copy() {
    const { keys, latest } = readJournal(await browser.storage.local.get(null), JOURNAL_PREFIX, validateEntry, entryTime);
    if (!keys.length) return;
    const stored = await browser.storage.sync.get(Object.keys(latest).map((id) => FAVOURITE_PREFIX + id));
    const changes = Object.fromEntries(
      Object.entries(latest)
        .filter(([id, entry]) => replaces(entry, validateEntry(stored[FAVOURITE_PREFIX + id])))
        .map(([id, entry]) => [FAVOURITE_PREFIX + id, entry]),
    );
    if (Object.keys(changes).length) {
      const wait = paceDelay(Date.now());
      if (wait > 0) return retryLater(wait);
      writes.push(Date.now());
      try {
        await browser.storage.sync.set(changes);
      } catch (error) {
        if (isRateLimited(error)) return retryLater(quotaRetryMs);
        await setFailing(true);
        return retryLater(failureRetryMs);
      }
    }
    // Only the keys read above: a change written meanwhile has a key of its own and waits for the next copy.
    await browser.storage.local.remove(keys);
    await setFailing(false);
    Promise.resolve(browser.alarms?.clear(SYNC_ALARM)).catch(() => {});
  }

  /** Copies what the journal holds; a call during a copy runs once more after it. */
  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = copy()
      .catch(() => retryLater(failureRetryMs))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          schedule(coalesceMs);
        }
      });
    return running;
  }

  /** Listens for new journal entries and the retry alarm, and copies what an earlier worker left. */
  function start() {
    browser.storage.onChanged.addListener((changes, area) => {
      if (area === 'local' && Object.entries(changes).some(([key, change]) => key.startsWith(JOURNAL_PREFIX) && change.newValue != null)) {
        schedule(coalesceMs);
      }
    });
    browser.alarms?.onAlarm.addListener((alarm) => {
      if (alarm.name === SYNC_ALARM) void drain();
    });
    void drain();
  }

  return { start, drain };
}

/**
 * The favourites as the pages see them, for the omnibox's order: the newer of each tool's synced entry and its last
 * journal entry not yet copied. None when the storage cannot be read: the search order stays that of the ranks.
 */
export async function readFavourites(): Promise<string[]> {
  try {
    const [synced, local] = await Promise.all([browser.storage.sync.get(null), browser.storage.local.get(null)]);
    const entries: Record<string, FavouriteEntry> = {};
    for (const [key, raw] of Object.entries(synced)) {
      const entry = key.startsWith(FAVOURITE_PREFIX) ? validateEntry(raw) : undefined;
      if (entry) entries[key.slice(FAVOURITE_PREFIX.length)] = entry;
    }
    for (const [id, entry] of Object.entries(readJournal(local, JOURNAL_PREFIX, validateEntry, entryTime).latest)) {
      entries[id] = newerEntry(entries[id], entry)!;
    }
    return favouritesOf(entries);
  } catch {
    return [];
  }
}
