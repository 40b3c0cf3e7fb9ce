import changelogData from '../../assets/data/changelog.json';
import { sample, testimonials as listedTestimonials } from '../../assets/data/testimonials.json';
import type { ToolData } from '../tool/types';

export interface Testimonial {
  name: string;
  role: string;
  content: string;
  rating: number;
}

export interface ChangelogEntry {
  /** dd/mm/yyyy */
  date: string;
  description: string;
  /** The tool the entry announces, if any: an entry whose tool is not in this build is never shown. */
  tool?: string;
}

export const testimonials: readonly Testimonial[] = listedTestimonials;
/** True while the shipped sample testimonials have not been replaced (the build warns). */
export const testimonialsAreSamples: boolean = sample;

/**
 * Every entry of the data file, newest first (tests check each named tool against the registry). ISO dates
 * compare as plain strings: `localeCompare` would load the ICU collator, about 9 ms of the home page's start.
 */
export const changelogEntries: readonly ChangelogEntry[] = [...(changelogData as ChangelogEntry[])].sort((a, b) => {
  const [newer, older] = [toIso(b.date), toIso(a.date)];
  return newer < older ? -1 : newer > older ? 1 : 0;
});

/** What the home page lists: only what this build has. */
export function changelogOf(tools: readonly ToolData[]): readonly ChangelogEntry[] {
  return changelogEntries.filter((entry) => !entry.tool || tools.some((tool) => tool.id === entry.tool));
}

/** `15/10/2025` → `2025-10-15`, for <time dateTime> and sorting. */
export function toIso(frenchDate: string): string {
  const [d, m, y] = frenchDate.split('/');
  return `${y}-${m}-${d}`;
}
