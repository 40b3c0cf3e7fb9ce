import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import { EMPTY_CONTENT_MESSAGE } from './fields';
import QrCodeTool from './QrCodeTool';

// The builders of the encoded text and the live preview (output.ts) are a chunk of their own: watched, held back until
// `release` as a slow network would (a lost chunk: QrCodeTool.lostChunk.test.tsx).
const watch = vi.hoisted(() => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { requests: 0, gate, release };
});
vi.mock('./output', async (importOriginal) => {
  watch.requests++;
  await watch.gate;
  return importOriginal();
});

const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const preview = () => screen.getByTestId('qr-preview');

beforeEach(() => {
  localStorage.clear();
  // jsdom has no canvas: the image is not the subject here, the preview around it is.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => vi.restoreAllMocks());

describe('the QR code’s builders and live preview, loaded once something is typed (issue 13)', () => {
  it('are not loaded for the empty form every page starts with', async () => {
    await act(async () => void renderTool('qr-code', <QrCodeTool />));
    await pause();
    expect(preview()).toHaveTextContent('Votre QR code apparaîtra ici');
    expect(watch.requests).toBe(0);
  });

  it('keep the placeholder, without asking for the fields, while they come for content from the address, then show it and its hints', async () => {
    await act(async () => void renderTool('qr-code', <QrCodeTool />, undefined, '/qr-code/?type=email&email=contact'));
    await pause();
    expect(watch.requests).toBe(1);
    // The e-mail's fields come with the builders.
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des champs…');
    expect(screen.getByLabelText('E-mail')).toBeChecked();
    expect(preview()).toHaveTextContent('Votre QR code apparaîtra ici');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/ne ressemble pas à une adresse e-mail/)).toBeNull();

    await act(async () => watch.release());
    await waitFor(() => expect(screen.getByText('mailto:contact', { selector: 'pre' })).toBeInTheDocument());
    expect(screen.getByLabelText(/Adresse e-mail/)).toHaveValue('contact');
    expect(screen.queryByText('Chargement des champs…')).toBeNull();
    expect(screen.getByText(/ne ressemble pas à une adresse e-mail/)).toBeInTheDocument();
    expect(screen.queryByText(EMPTY_CONTENT_MESSAGE)).toBeNull();
  });
});
