import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrowserRouter, HashRouter, useLocation, useNavigate, useNavigated, useReplaceSearch } from './router';

/** Renders a router and hands back what a page would use of it. */
function mount(Router: typeof BrowserRouter, newDocument?: (to: string) => boolean) {
  const api = {} as { location: { pathname: string; search: string }; navigated: boolean; navigate: ReturnType<typeof useNavigate>; replaceSearch: ReturnType<typeof useReplaceSearch> };
  function Probe() {
    api.location = useLocation();
    api.navigated = useNavigated();
    api.navigate = useNavigate();
    api.replaceSearch = useReplaceSearch();
    return null;
  }
  render(
    <Router newDocument={newDocument}>
      <Probe />
    </Router>,
  );
  return api;
}

describe('router: the query of a page', () => {
  it('website: read at opening, replaced without a history entry, keeping a fragment of the page', () => {
    window.history.replaceState(null, '', '/secret-santa/?budget=20#lien-secret');
    const api = mount(BrowserRouter);
    expect(api.location).toEqual({ pathname: '/secret-santa/', search: 'budget=20' });
    const length = window.history.length;
    act(() => api.replaceSearch('budget=30'));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/secret-santa/?budget=30#lien-secret');
    expect(window.history.length).toBe(length);
    act(() => api.replaceSearch(''));
    expect(window.location.search).toBe('');
  });

  it('website: says whether the page was opened directly or reached by a link, back or forward', () => {
    window.history.replaceState(null, '', '/');
    const api = mount(BrowserRouter);
    expect(api.navigated).toBe(false);
    act(() => api.replaceSearch('q=1'));
    expect(api.navigated).toBe(false);
    act(() => api.navigate('/cpm/'));
    expect(api.navigated).toBe(true);
    const other = mount(BrowserRouter);
    expect(other.navigated).toBe(false);
    act(() => {
      window.history.replaceState(null, '', '/cpc/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(other.location.pathname).toBe('/cpc/');
    expect(other.navigated).toBe(true);
  });

  it('website: a late replacement for a page already left changes nothing', () => {
    window.history.replaceState(null, '', '/cpc/');
    const api = mount(BrowserRouter);
    const replace = api.replaceSearch;
    act(() => api.navigate('/cpm/'));
    act(() => replace('cout=500'));
    expect(window.location.pathname + window.location.search).toBe('/cpm/');
  });

  it('website: a path that must open in a new document is left to the browser, not reached in place', () => {
    window.history.replaceState(null, '', '/cpc/');
    const api = mount(BrowserRouter, (to) => to.startsWith('/secret-santa/'));
    const length = window.history.length;
    // jsdom loads no document: the address and the app simply stay where they were.
    act(() => api.navigate('/secret-santa/'));
    expect(api.location.pathname).toBe('/cpc/');
    expect(window.location.pathname).toBe('/cpc/');
    expect(window.history.length).toBe(length);
    act(() => api.navigate('/cpm/'));
    expect(api.location.pathname).toBe('/cpm/');
    expect(window.location.pathname).toBe('/cpm/');
  });

  it('extension full-tab page: the query lives inside the hash', () => {
    window.history.replaceState(null, '', '/options.html#/ttc-ht/?montant=120');
    const api = mount(HashRouter);
    expect(api.location).toEqual({ pathname: '/ttc-ht/', search: 'montant=120' });
    act(() => api.replaceSearch('montant=200&sens=ht-ttc'));
    expect(window.location.hash).toBe('#/ttc-ht/?montant=200&sens=ht-ttc');
  });
});
