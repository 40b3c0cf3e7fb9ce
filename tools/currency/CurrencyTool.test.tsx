import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AMOUNT_ERROR, AMOUNT_TOO_LARGE_ERROR } from '../../components/lib/number';
import { INVALID_NOTE } from '../../components/tool/ResultCard';
import { renderTool } from '../../tests/renderApp';
import CurrencyTool from './CurrencyTool';
import { FRANKFURTER_URL, RATE_REFRESH_MS } from '../../platform/domain/rateRules';
import { RATE_ERROR_MESSAGE } from './currency';
import { RATE_CACHE_KEY } from './useEurUsdRate';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
const value = () => plain(screen.getByTestId('result-value').textContent);
const rateLine = () => plain(document.querySelector('.currency-rate__text')?.textContent);
const CACHE = `outilo:${RATE_CACHE_KEY}`;

/** A fetch answer without the network: just what fetchEurUsdRate reads. */
function answer(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
  } as Response;
}
const frankfurter = (usd: unknown, date = '2026-11-20') => ({ amount: 1, base: 'EUR', date, rates: { USD: usd } });

let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date(2026, 10, 21, 10, 0));
  fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () => answer(frankfurter(1.0512)));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderTool('currency', <CurrencyTool />);
  return { user, ...view };
}

const loaded = () => screen.findByText(/Taux BCE du/);

describe('CurrencyTool', () => {
  it('writes its placeholder with a no-break space before the colon (French typography)', async () => {
    setup();
    await loaded();
    expect(screen.getByLabelText('Montant à convertir')).toHaveAttribute('placeholder', 'Ex.\u00a0: 100');
  });

  it('loads the ECB rate on open, shows it dated and converts both ways', async () => {
    const { user } = setup();
    expect(rateLine()).toBe('Chargement du taux de change…');
    await loaded();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(FRANKFURTER_URL);
    expect(rateLine()).toBe('1 EUR = 1,0512 USDTaux BCE du 20/11/2026');
    expect(screen.getByRole('radio', { name: 'EUR vers USD' })).toBeChecked();

    await user.type(screen.getByLabelText('Montant à convertir'), '100');
    expect(value()).toBe('105,12 $');
    expect(plain(screen.getByText('Taux appliqué').nextSibling?.textContent)).toBe('1 EUR = 1,0512 USD');
    expect(plain(screen.getByText('Date du taux').nextSibling?.textContent)).toBe('20/11/2026');
    expect(screen.getByRole('button', { name: 'Copier' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'USD vers EUR' }));
    expect(value()).toBe('95,13 €');
    // The rate used, as published: 100 $ ÷ 1,0512 = 95,13 €, where a rounded inverse (0,9513) would not give it back.
    expect(plain(screen.getByText('Taux appliqué').nextSibling?.textContent)).toBe('1 EUR = 1,0512 USD');
    expect(screen.queryByRole('alert')).toBeNull();

    // The good rate is kept for the next visit.
    expect(JSON.parse(localStorage.getItem(CACHE) ?? 'null')).toMatchObject({ rate: 1.0512, date: '2026-11-20', provider: 'frankfurter' });
  });

  it('shows the SPEC error under the amount on an HTTP error, and no figure without a rate', async () => {
    fetchMock.mockResolvedValue(answer({ error: 'boom' }, 500));
    const { user } = setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RATE_ERROR_MESSAGE);
    // Under the amount field.
    expect(alert.previousElementSibling?.contains(screen.getByLabelText('Montant à convertir'))).toBe(true);
    expect(rateLine()).toBe('Aucun taux disponible pour le moment.');
    await user.type(screen.getByLabelText('Montant à convertir'), '100');
    expect(value()).toBe('—');
    expect(screen.queryByRole('button', { name: 'Copier' })).toBeNull();
    // The amount typed is fine: only the rate's message shows, never « Corrigez la saisie signalée en rouge ».
    expect(screen.queryByText(INVALID_NOTE)).toBeNull();
    expect(screen.getAllByText(RATE_ERROR_MESSAGE)).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('keeps using the last good rate, dated, when the provider fails', async () => {
    localStorage.setItem(CACHE, JSON.stringify({ rate: 1.08, date: '2026-11-18', fetchedAt: new Date(2026, 10, 18, 17, 30).getTime(), provider: 'frankfurter' }));
    fetchMock.mockResolvedValue(answer('not json', 503));
    const { user } = setup();
    expect(await screen.findByRole('alert')).toHaveTextContent(RATE_ERROR_MESSAGE);
    expect(rateLine()).toBe('1 EUR = 1,08 USDTaux BCE du 18/11/2026Dernier taux connu, récupéré le 18/11/2026 à 17:30.');
    await user.type(screen.getByLabelText('Montant à convertir'), '50');
    expect(value()).toBe('54,00 $');
  });

  it('keeps the last good rate, dated, and says why when the answer is too far from it', async () => {
    localStorage.setItem(CACHE, JSON.stringify({ rate: 1.0512, date: '2026-11-20', fetchedAt: new Date(2026, 10, 20, 17, 30).getTime(), provider: 'frankfurter' }));
    fetchMock.mockResolvedValue(answer(frankfurter(2.4, '2026-11-21')));
    const { user } = setup();
    const why = 'Le taux reçu (2,40) s’écarte trop du dernier taux connu (1,0512 du 20/11/2026) : il n’a pas été retenu.';
    await screen.findByText(/s’écarte trop/);
    expect(rateLine()).toBe(`1 EUR = 1,0512 USDTaux BCE du 20/11/2026${why}`);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByLabelText('Montant à convertir'), '100');
    expect(value()).toBe('105,12 $');
    expect(JSON.parse(localStorage.getItem(CACHE)!)).toMatchObject({ rate: 1.0512, date: '2026-11-20' });
    // A believable answer later replaces it, and the message goes.
    fetchMock.mockResolvedValue(answer(frankfurter(1.0634, '2026-11-21')));
    await user.click(screen.getByRole('button', { name: 'Actualiser le taux de change' }));
    await screen.findByText('Taux BCE du 21/11/2026');
    expect(rateLine()).toBe('1 EUR = 1,0634 USDTaux BCE du 21/11/2026');
    expect(value()).toBe('106,34 $');
  });

  it('judges an answer by the rate fetched in the page, even when storage refuses to keep it', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Plein', 'QuotaExceededError');
    });
    const { user } = setup();
    await loaded();
    fetchMock.mockResolvedValue(answer(frankfurter(0.5, '2026-11-21')));
    await user.click(screen.getByRole('button', { name: 'Actualiser le taux de change' }));
    await screen.findByText(/s’écarte trop/);
    expect(rateLine()).toContain('1 EUR = 1,0512 USD');
    expect(localStorage.getItem(CACHE)).toBeNull();
  });

  it('with no last good rate, takes any answer within the currency’s band', async () => {
    fetchMock.mockResolvedValue(answer(frankfurter(2.4)));
    setup();
    await loaded();
    expect(rateLine()).toBe('1 EUR = 2,40 USDTaux BCE du 20/11/2026');
  });

  it.each([
    ['a body that is not JSON', () => ({ ok: true, status: 200, json: async () => JSON.parse('<html>') }) as unknown as Response],
    ['a missing USD rate', () => answer({ amount: 1, base: 'EUR', date: '2026-11-20', rates: {} })],
    ['a non-numeric USD rate', () => answer(frankfurter('1,05'))],
    ['an error result', () => answer({ result: 'error', 'error-type': 'invalid-key' })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('treats %s as an error', async (_, respond) => {
    fetchMock.mockImplementation(async () => respond());
    setup();
    expect(await screen.findByRole('alert')).toHaveTextContent(RATE_ERROR_MESSAGE);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('fetches again every hour', async () => {
    setup();
    await loaded();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValue(answer(frankfurter(1.0634, '2026-11-21')));
    await act(() => vi.advanceTimersByTimeAsync(RATE_REFRESH_MS - 1000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await screen.findByText('Taux BCE du 21/11/2026');
    expect(rateLine()).toBe('1 EUR = 1,0634 USDTaux BCE du 21/11/2026');
    await act(() => vi.advanceTimersByTimeAsync(RATE_REFRESH_MS));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('fetches again on the refresh button, and recovers from an error', async () => {
    fetchMock.mockResolvedValueOnce(answer({}, 500));
    const { user } = setup();
    await screen.findByRole('alert');
    const refresh = screen.getByRole('button', { name: 'Actualiser le taux de change' });
    expect(refresh.querySelector('svg')).not.toBeNull();
    await user.click(refresh);
    await loaded();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('aborts the request in flight when the page closes', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    const { unmount } = setup();
    const signal = fetchMock.mock.calls[0]![1]?.signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(RATE_REFRESH_MS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects a bad amount with a French message', async () => {
    const { user } = setup();
    await loaded();
    for (const [input, message] of [
      ['abc', AMOUNT_ERROR],
      ['-5', AMOUNT_ERROR],
      [',', AMOUNT_ERROR],
      ['1e308', AMOUNT_TOO_LARGE_ERROR],
    ]) {
      await user.clear(screen.getByLabelText('Montant à convertir'));
      await user.type(screen.getByLabelText('Montant à convertir'), input!);
      expect(screen.getByRole('alert').textContent).toBe(message);
      expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
    }
  });
});

describe('CurrencyTool: every ECB currency', () => {
  /** Frankfurter's answer for whichever currency the address asks for. */
  function perCurrency(rates: Record<string, number>) {
    fetchMock.mockImplementation(async (url: string) => {
      const code = new URL(url).searchParams.get('symbols') ?? 'USD';
      return answer({ amount: 1, base: 'EUR', date: '2026-11-20', rates: { [code]: rates[code] } });
    });
  }

  it('converts EUR to pounds sterling and back, with the provider’s date, and caches the pair', async () => {
    perCurrency({ USD: 1.0512, GBP: 0.8432 });
    const { user } = setup();
    await loaded();
    await user.selectOptions(screen.getByLabelText('Devise'), 'GBP');
    await screen.findByText(/1 EUR = 0,8432 GBP/);
    expect(fetchMock.mock.calls.at(-1)![0]).toBe('https://api.frankfurter.dev/v1/latest?base=EUR&symbols=GBP');
    await user.type(screen.getByLabelText('Montant à convertir'), '100');
    expect(value()).toBe('84,32 GBP');
    expect(screen.getByText('Montant en livre sterling (GBP)')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'GBP vers EUR' }));
    expect(value()).toBe('118,60 €'); // 100 / 0,8432 = 118,596…
    expect(rateLine()).toContain('Taux BCE du 20/11/2026');
    expect(JSON.parse(localStorage.getItem('outilo:eur-gbp-rate') ?? 'null')).toMatchObject({ rate: 0.8432, date: '2026-11-20' });
    // USD keeps its own cache.
    expect(JSON.parse(localStorage.getItem(CACHE) ?? 'null')).toMatchObject({ rate: 1.0512 });
  });

  it('opens a crafted address: 10 000 yen to euros', async () => {
    perCurrency({ JPY: 162.5 });
    renderTool('currency', <CurrencyTool />, undefined, '/convertisseur-euro-dollar/?devise=jpy&sens=devise-eur&montant=10000');
    expect(await screen.findAllByText(/1 EUR = 162,50 JPY/)).toHaveLength(2);
    expect(value()).toBe('61,54 €');
    expect(screen.getByLabelText('Devise')).toHaveValue('JPY');
  });

  it('refuses a rate outside the currency’s band (a yen rate of 1,05 is a USD answer, not a yen one)', async () => {
    perCurrency({ JPY: 1.05 });
    renderTool('currency', <CurrencyTool />, undefined, '/convertisseur-euro-dollar/?devise=JPY&montant=5');
    expect(await screen.findByText(RATE_ERROR_MESSAGE)).toBeInTheDocument();
  });

  it('a hostile address falls back to USD and shows the amount error', async () => {
    renderTool('currency', <CurrencyTool />, undefined, '/convertisseur-euro-dollar/?devise=__proto__&sens=constructor&montant=%3Cb%3E');
    await loaded();
    expect(screen.getByLabelText('Devise')).toHaveValue('USD');
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez entrer un montant valide');
  });
});
