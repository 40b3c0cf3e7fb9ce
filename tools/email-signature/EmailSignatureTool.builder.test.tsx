import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import { MESSAGES } from './checks';
import EmailSignatureTool from './EmailSignatureTool';

// The checks and the builder of the signature's HTML (output.ts) are a chunk of their own: watched, and held back until `release`, as a
// slow network would.
const watch = vi.hoisted(() => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { requested: false, gate, release };
});
vi.mock('./output', async (importOriginal) => {
  watch.requested = true;
  await watch.gate;
  return importOriginal();
});

const STORED = 'outilo:inputs:email-signature';
const placeholder = /^Remplissez au moins votre nom/;

describe('the signature’s checks and builder, loaded once something is typed (issue 13)', () => {
  beforeEach(() => localStorage.clear());

  it('is not loaded for the empty form every page starts with', async () => {
    await act(async () => void renderTool('email-signature', <EmailSignatureTool />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText(placeholder)).toBeInTheDocument();
    expect(watch.requested).toBe(false);
  });

  it('keeps the placeholder, never a fallback, while it comes for a remembered signature, then shows it and its checks', async () => {
    localStorage.setItem(STORED, JSON.stringify({ nom: 'Marie Dupont', poste: 'Responsable marketing', email: 'pas-un-email' }));
    await act(async () => void renderTool('email-signature', <EmailSignatureTool />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(watch.requested).toBe(true);
    expect(screen.getByLabelText(/Nom et prénom/)).toHaveValue('Marie Dupont');
    expect(screen.getByText(placeholder)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier le HTML' })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();

    await act(async () => watch.release());
    await waitFor(() => expect(screen.getByTestId('signature-preview')).toHaveTextContent('Marie Dupont'));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.email);
    expect(screen.getByRole('button', { name: 'Copier le HTML' })).toBeEnabled();
    expect(screen.queryByText(placeholder)).toBeNull();
  });

  it('follows what is typed once it has come', async () => {
    const user = userEvent.setup();
    await act(async () => void renderTool('email-signature', <EmailSignatureTool />));
    await user.type(screen.getByLabelText(/Nom et prénom/), 'Léa');
    await waitFor(() => expect(screen.getByTestId('signature-preview')).toHaveTextContent('Léa'));
  });
});
