import { statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest files first, so that the run does not end on one long file while the other workers wait. A fresh clone
 * has no timings of a past run (Vitest's own order then), so a file's size stands for its length; the scaffolder's
 * self-test, a whole Vitest run of its own in a small file, goes first of all.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weight = (spec: TestSpecification) => (spec.moduleId.endsWith('scripts/new-tool.test.ts') ? Infinity : statSync(spec.moduleId).size);
    return [...files].sort((a, b) => weight(b) - weight(a));
  }
}
