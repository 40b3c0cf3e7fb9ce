import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import { JobFailed } from '../../components/lib/jobErrors';
import { fakeProcessor, fileOf, outcomeOf } from '../../components/images/testing';
import WebpToJpgTool from './WebpToJpgTool';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const alerts = () => screen.queryAllByRole('alert').map((a) => plain(a.textContent));
const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const rowStatuses = () => [...document.querySelectorAll('[data-testid="image-row"]')].map((r) => r.getAttribute('data-status'));

describe('WebpToJpgTool', () => {
  it('shows the drop zone with a real button and the output choice, and nothing else before a file', () => {
    const { processor } = fakeProcessor();
    renderTool('webp-to-jpg', <WebpToJpgTool processor={processor} />);
    expect(screen.getByRole('button', { name: 'Choisir des images WebP' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'JPG' })).toBeChecked();
    expect(screen.queryByTestId('result-value')).toBeNull();
    expect(alerts()).toEqual([]);
  });

  it('refuses a non-WebP and a WebP over 10 MB with SPEC’s messages, without starting a job', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { processor, jobs } = fakeProcessor();
    renderTool('webp-to-jpg', <WebpToJpgTool processor={processor} />);
    await user.upload(input(), [fileOf('notes.txt', 'text/plain'), fileOf('grande.webp', 'image/webp', 10 * 1024 * 1024 + 1)]);
    expect(alerts()).toEqual(['Veuillez sélectionner une image WebP', 'La taille du fichier ne doit pas dépasser 10MB']);
    expect(jobs).toHaveLength(0);
  });

  it('converts: accepted, « Conversion en cours... », then the result under the new name', async () => {
    const user = userEvent.setup();
    const { processor, jobs } = fakeProcessor();
    renderTool('webp-to-jpg', <WebpToJpgTool processor={processor} />);
    await user.upload(input(), fileOf('photo.webp', 'image/webp', 5000));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.job).toMatchObject({ outputType: 'image/jpeg', maxSide: 1920, targetBytes: 1024 * 1024 });
    expect(rowStatuses()).toEqual(['working']);
    expect(screen.getAllByText('Conversion en cours...').length).toBeGreaterThan(0);
    await act(async () => jobs[0]!.resolve(outcomeOf(2000, 'image/jpeg')));
    expect(rowStatuses()).toEqual(['done']);
    expect(plain(screen.getByTestId('result-value').textContent)).toBe('1 image convertie en JPG');
    expect(screen.getByRole('button', { name: 'Télécharger photo.jpg' })).toBeInTheDocument();
    expect(document.querySelector('.compare__img--after')?.getAttribute('alt')).toBe('Après\u00a0: photo.jpg');
  });

  it('reconverts on a format switch and cancels the older job', async () => {
    const user = userEvent.setup();
    const { processor, jobs } = fakeProcessor();
    renderTool('webp-to-jpg', <WebpToJpgTool processor={processor} />);
    await user.upload(input(), fileOf('photo.webp', 'image/webp'));
    await user.click(screen.getByRole('radio', { name: 'PNG' }));
    expect(jobs).toHaveLength(2);
    expect(jobs[0]!.options.signal?.aborted).toBe(true);
    expect(jobs[1]!.job.outputType).toBe('image/png');
    await act(async () => jobs[1]!.resolve(outcomeOf(3000, 'image/png')));
    expect(plain(screen.getByTestId('result-value').textContent)).toBe('1 image convertie en PNG');
    expect(screen.getByRole('button', { name: 'Télécharger photo.png' })).toBeInTheDocument();
  });

  it('shows the conversion error for a file that cannot be decoded, with the reason', async () => {
    const user = userEvent.setup();
    const { processor, jobs } = fakeProcessor();
    renderTool('webp-to-jpg', <WebpToJpgTool processor={processor} />);
    await user.upload(input(), fileOf('faux.webp', 'image/webp'));
    await act(async () => jobs[0]!.reject(new JobFailed('Le fichier est illisible ou endommagé.')));
    expect(alerts()).toEqual(['Une erreur est survenue lors de la conversion']);
    expect(screen.getByText('Le fichier est illisible ou endommagé.')).toBeInTheDocument();
  });

  it('takes 20 files at most and says how many were turned away; a removed file cancels its job', async () => {
    const user = userEvent.setup();
    const { processor, jobs } = fakeProcessor();
    renderTool('webp-to-jpg', <WebpToJpgTool processor={processor} />);
    await user.upload(input(), Array.from({ length: 21 }, (_, i) => fileOf(`image-${i}.webp`, 'image/webp')));
    expect(rowStatuses()).toHaveLength(20);
    expect(plain(document.querySelector('.notice')?.textContent)).toMatch(/^20 images au maximum par lot : 1 fichier ignoré\./);
    await user.click(screen.getByRole('button', { name: 'Retirer image-0.webp' }));
    expect(rowStatuses()).toHaveLength(19);
    expect(jobs[0]!.options.signal?.aborted).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Retirer image-1.webp' }));
    await waitFor(() => expect(jobs[1]!.options.signal?.aborted).toBe(true));
  });

  it('takes files dropped on the zone, or beside it instead of letting the browser leave the page', async () => {
    const { processor, jobs } = fakeProcessor();
    renderTool('webp-to-jpg', <WebpToJpgTool processor={processor} />);
    fireEvent.drop(screen.getByTestId('dropzone'), { dataTransfer: { types: ['Files'], files: [fileOf('a.webp', 'image/webp')] } });
    expect(jobs).toHaveLength(1);
    const outside = fireEvent.drop(document.body, { dataTransfer: { types: ['Files'], files: [fileOf('b.webp', 'image/webp')] } });
    expect(outside).toBe(false); // default prevented: the page stays
    expect(jobs).toHaveLength(2);
    expect(rowStatuses()).toEqual(['working', 'working']);
  });
});
