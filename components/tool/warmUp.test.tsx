import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpToolPage } from './warmUp';

describe('warming up a tool’s frame once the page is idle (issue 13)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  function warmUp(options?: { compact?: boolean }) {
    const containers: Element[] = [];
    warmUpToolPage((container, rootOptions) => {
      containers.push(container);
      return createRoot(container, rootOptions);
    }, options);
    return containers;
  }

  it('renders an outline of a tool’s frame into a hidden, inert container of the page once idle, then removes it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const before = document.body.innerHTML;
    const containers = warmUp();
    expect(containers).toHaveLength(0); // not during the page's own start
    await act(async () => void vi.advanceTimersToNextTimer());
    expect(containers).toHaveLength(1);
    const [container] = containers as [HTMLElement];
    // In the page, so that the browser lays it out with the page's styles (copied into its shadow tree), but out of
    // reach of the page's own queries; hidden and out of the flow by its host's class.
    expect(container.isConnected).toBe(true);
    const tree = container.getRootNode() as ShadowRoot;
    expect(tree).toBeInstanceOf(ShadowRoot);
    expect(tree.host.className).toBe('warm-up');
    expect((tree.host as HTMLElement).inert).toBe(true);
    expect(tree.mode).toBe('closed'); // out of reach of scripts reading the page (axe-core, an extension)
    expect(document.querySelector('.tool__title')).toBeNull();
    // The frame's own classes, which give its text sizes and weights.
    for (const selector of ['article.tool:not(.tool--compact)', '.tool__title', '.field__label', 'input.input', 'select', 'textarea', '.choice__option', '.result-card__label', '.result-card__value', '.result-card__detail dd', 'button.button svg']) {
      expect(container.querySelector(selector), selector).not.toBeNull();
    }
    await act(async () => void vi.advanceTimersToNextTimer());
    expect(container.isConnected).toBe(false);
    expect(container.innerHTML).toBe('');
    expect(document.body.innerHTML).toBe(before);
  });

  it('copies the page’s stylesheets into the outline’s tree and waits for them', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/assets/index.css' });
    document.head.append(link);
    try {
      const attach = vi.spyOn(Element.prototype, 'attachShadow');
      const containers = warmUp();
      await act(async () => void vi.advanceTimersToNextTimer());
      const copy = attach.mock.results[0]!.value.querySelector('link[rel="stylesheet"]') as HTMLLinkElement;
      expect(copy.href).toBe(link.href);
      expect(containers).toHaveLength(0); // not rendered before its styles apply
      await act(async () => void copy.dispatchEvent(new Event('load')));
      expect(containers).toHaveLength(1);
      expect(containers[0]!.innerHTML).toContain('tool__title');
      await act(async () => void vi.advanceTimersToNextTimer());
      expect(document.querySelector('.warm-up')).toBeNull();
    } finally {
      link.remove();
    }
  });

  it('outlines the popup’s compact frame when asked', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const containers = warmUp({ compact: true });
    await act(async () => void vi.advanceTimersToNextTimer());
    const [container] = containers as [HTMLElement];
    expect(container.querySelector('.tool.tool--compact .tool__title')).not.toBeNull();
    await act(async () => void vi.advanceTimersToNextTimer());
    expect(container.isConnected).toBe(false);
  });
});
