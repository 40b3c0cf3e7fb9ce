import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';
import { StaticPart } from './StaticPart';

function Guides() {
  return (
    <>
      <h2 id="guides-title">Installer la signature</h2>
      <p>Collez la signature dans votre messagerie.</p>
    </>
  );
}

/** A page's own copy of the chunk: nothing loaded until it asks. */
const freshChunk = () => {
  const load = vi.fn(async () => ({ default: Guides }));
  return { load, chunk: preloadable(load) };
};

describe('StaticPart: static text of a view, kept from the HTML on hydration (issue 13)', () => {
  it('is written by the server, then kept by the hydrating page, which never loads its chunk', async () => {
    const server = freshChunk();
    await server.chunk.preload();
    // As on the server, where there is no document (jsdom has one).
    vi.stubGlobal('document', undefined);
    const html = renderToString(<StaticPart as="section" className="guides" aria-labelledby="guides-title" chunk={server.chunk} />);
    vi.unstubAllGlobals();
    expect(html).toContain('Collez la signature dans votre messagerie.');

    const browser = freshChunk();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const element = <StaticPart as="section" className="guides" aria-labelledby="guides-title" chunk={browser.chunk} />;
    await act(async () => void hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) }));
    expect(errors).toEqual([]);
    expect(screen.getByRole('region', { name: 'Installer la signature' })).toHaveClass('guides');
    expect(screen.getByText('Collez la signature dans votre messagerie.')).toBeInTheDocument();
    expect(browser.load).not.toHaveBeenCalled();
    container.remove();
  });

  it('loads its chunk and shows it where React renders the page (a link followed, the extension)', async () => {
    const { load, chunk } = freshChunk();
    await act(async () => void render(<StaticPart as="section" aria-labelledby="guides-title" chunk={chunk} />));
    expect(load).toHaveBeenCalledOnce();
    expect(screen.getByRole('region', { name: 'Installer la signature' })).toHaveTextContent('Collez la signature dans votre messagerie.');
  });
});
