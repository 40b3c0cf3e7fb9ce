import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs these tests on 2 busy cores, where a lazy chunk or a long typed text can take several times
// what it takes here: `findBy…` and `waitFor` wait up to 5 s (not 1 s) before they fail. A deadline, not
// a measurement: timings are measured by `npm run bench`.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Tools remember their inputs on the device: every test starts from a blank one.
  globalThis.localStorage?.clear();
});
