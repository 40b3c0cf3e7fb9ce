import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpRendering } from './warmUp';

describe('warming up React’s rendering once the page is idle (issue 13)', () => {
  afterEach(() => vi.useRealTimers());

  it('renders a small form into a detached element once the page is idle, then removes it: nothing shown, nothing left', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const before = document.body.innerHTML;
    const containers: Element[] = [];
    warmUpRendering((container, options) => {
      containers.push(container);
      return createRoot(container, options);
    });
    expect(containers).toHaveLength(0); // not during the page's own start
    await act(async () => void vi.advanceTimersToNextTimer());
    expect(containers).toHaveLength(1);
    const [container] = containers as [Element];
    expect(container.isConnected).toBe(false);
    expect(container.innerHTML).toContain('<input');
    expect(container.innerHTML).toContain('<svg');
    await act(async () => void vi.advanceTimersToNextTimer());
    expect(container.innerHTML).toBe('');
    expect(document.body.innerHTML).toBe(before);
  });
});
