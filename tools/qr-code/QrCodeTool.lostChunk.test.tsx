import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import QrCodeTool from './QrCodeTool';
import { EMPTY_CONTENT_MESSAGE } from './fields';
import { GENERATION_ERROR } from './qrCode';

// The chunk of the builders and of the fields every page starts without (output.ts) is lost twice, as on a dropped
// connection, then comes.
const watch = vi.hoisted(() => ({ requests: 0, failures: 2 }));
vi.mock('./output', async (importOriginal) => {
  watch.requests++;
  if (watch.failures > 0) {
    watch.failures--;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

afterEach(() => vi.restoreAllMocks());

const preview = () => screen.getByTestId('qr-preview');

describe('a lost chunk of the QR code’s builders and fields', () => {
  it('says so in the preview for what is typed, next to the form for fields, is retried, then comes', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    await act(async () => void renderTool('qr-code', <QrCodeTool />));

    // Typed content: the SPEC's error in the preview, logged.
    await act(async () => void fireEvent.change(screen.getByLabelText(/Adresse du site/), { target: { value: 'outilo.fr' } }));
    await waitFor(() => expect(within(preview()).getByRole('alert')).toHaveTextContent(GENERATION_ERROR));
    expect(logged).toHaveBeenCalledWith(GENERATION_ERROR, expect.any(Error));

    // Another type: asked for again, lost again, said next to the form, with a retry.
    await act(async () => void fireEvent.click(screen.getByLabelText('Wi-Fi')));
    await waitFor(() => expect(screen.getByText('Ces champs n’ont pas pu être chargés. Vérifiez votre connexion, puis réessayez.')).toBeInTheDocument());
    expect(within(preview()).queryByRole('alert')).toBeNull();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Réessayer' })));
    await waitFor(() => expect(screen.getByLabelText(/Nom du réseau/)).toBeInTheDocument());
    expect(screen.queryByText(/n’ont pas pu être chargés/)).toBeNull();
    // Something was typed before: the Wi-Fi's empty fields are now missing.
    expect(screen.getByRole('alert')).toHaveTextContent(EMPTY_CONTENT_MESSAGE);
    expect(watch.requests).toBe(3);

    // Back to the web address typed before: its code, without any error.
    await act(async () => void fireEvent.click(screen.getByLabelText('Site web (URL)')));
    await waitFor(() => expect(screen.getByText('https://outilo.fr', { selector: 'pre' })).toBeInTheDocument());
    expect(screen.queryByText(GENERATION_ERROR)).toBeNull();
  });
});
