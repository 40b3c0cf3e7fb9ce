import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Tools remember their inputs on the device: every test starts from a blank one.
  globalThis.localStorage?.clear();
});
