import changelogData from '../../assets/data/changelog.json';
import testimonialsData from '../../assets/data/testimonials.json';

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
}

export const testimonials: readonly Testimonial[] = testimonialsData.testimonials;
/** True while the shipped sample testimonials have not been replaced (the build warns). */
export const testimonialsAreSamples: boolean = testimonialsData.sample;

/** Newest first. */
export const changelog: readonly ChangelogEntry[] = [...changelogData].sort((a, b) => toIso(b.date).localeCompare(toIso(a.date)));

/** `15/10/2025` → `2025-10-15`, for <time dateTime> and sorting. */
export function toIso(frenchDate: string): string {
  const [d, m, y] = frenchDate.split('/');
  return `${y}-${m}-${d}`;
}
