import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpRendering } from './warmUp';

describe('warming up React’s rendering once the page is idle (issue 13)', () => {
  afterEach(() => vi.useRealTimers());

  it('renders a small form into a detached element, then removes it: nothing shown, nothing left', async () => {
    vi.useFakeTimers();
    const before = document.body.innerHTML;
    const roots: { container: Element; root: Root; markup: string[] }[] = [];
    warmUpRendering((container) => {
      const root = createRoot(container);
      const entry = { container, root, markup: [] as string[] };
      const unmount = root.unmount.bind(root);
      root.unmount = () => {
        entry.markup.push(container.innerHTML);
        unmount();
        entry.markup.push(container.innerHTML);
      };
      roots.push(entry);
      return root;
    });
    expect(roots).toHaveLength(0); // not before the page is idle
    await vi.runAllTimersAsync();
    expect(roots).toHaveLength(1);
    const { container, markup } = roots[0]!;
    expect(container.isConnected).toBe(false);
    expect(markup[0]).toContain('<input');
    expect(markup[0]).toContain('<svg');
    expect(markup[1]).toBe('');
    expect(document.body.innerHTML).toBe(before);
  });
});
