import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import { JobFailed } from '../../components/lib/jobErrors';
import { animatedOf, fakeProcessor, fileOf, outcomeOf } from '../../components/images/testing';
import ImageCompressorTool from './ImageCompressorTool';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const alerts = () => screen.queryAllByRole('alert').map((a) => plain(a.textContent));
const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const result = () => plain(screen.getByTestId('result-value').textContent);
const detail = (label: string) =>
  plain([...document.querySelectorAll('.result-card__detail')].find((d) => plain(d.querySelector('dt')?.textContent) === label)?.querySelector('dd')?.textContent);
const KB = 1024;

describe('ImageCompressorTool', () => {
  it('starts at quality 75 %, same format, original width', () => {
    const { processor } = fakeProcessor();
    renderTool('image-compressor', <ImageCompressorTool processor={processor} />);
    expect(screen.getByRole('slider', { name: /Qualité/ })).toHaveValue('75');
    expect(screen.getByRole('slider', { name: /Qualité/ })).toHaveAttribute('aria-valuetext', '75\u00a0%');
    expect(screen.getByRole('radio', { name: 'Même format' })).toBeChecked();
    expect(screen.getByLabelText('Largeur maximale')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /Sans perte/ })).not.toBeChecked();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value') ?? (radio as HTMLInputElement).labels?.[0]?.textContent)).toHaveLength(5);
    expect(screen.getByRole('radio', { name: 'AVIF' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'PNG' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recompresser' })).toBeNull();
  });

  it('refuses a non-image and an image over 25 MB with SPEC’s messages', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { processor, jobs } = fakeProcessor();
    renderTool('image-compressor', <ImageCompressorTool processor={processor} />);
    await user.upload(input(), [fileOf('notes.txt', 'text/plain'), fileOf('geante.jpg', 'image/jpeg', 25 * 1024 * KB + 1)]);
    expect(alerts()).toEqual(['Veuillez sélectionner une image valide', 'La taille du fichier ne doit pas dépasser 25MB']);
    expect(jobs).toHaveLength(0);
  });

  it('compresses: « Compression en cours... », sizes before and after, reduction to 1 decimal', async () => {
    const user = userEvent.setup();
    const { processor, jobs } = fakeProcessor();
    renderTool('image-compressor', <ImageCompressorTool processor={processor} />);
    await user.upload(input(), fileOf('photo.jpg', 'image/jpeg', 2000 * KB));
    expect(jobs[0]!.job).toMatchObject({ outputType: 'image/jpeg', quality: 0.75, step: 0.95, targetBytes: 1500 * KB, ceilingBytes: 2000 * KB, maxIterations: 10 });
    expect(screen.getAllByText('Compression en cours...').length).toBeGreaterThan(0);
    await act(async () => jobs[0]!.resolve(outcomeOf(700 * KB, 'image/jpeg', 4000, 3000)));
    expect(result()).toBe('65,0 %');
    expect(detail('Taille avant')).toBe('1,95 MB');
    expect(detail('Taille après')).toBe('700,00 KB');
    expect(screen.getByRole('button', { name: 'Télécharger photo.jpg' })).toBeInTheDocument();
  });

  it('keeps the original when the result is not lighter, and says so', async () => {
    const user = userEvent.setup();
    const { processor, jobs } = fakeProcessor();
    renderTool('image-compressor', <ImageCompressorTool processor={processor} />);
    await user.upload(input(), fileOf('logo.png', 'image/png', 10 * KB));
    await act(async () => jobs[0]!.resolve(outcomeOf(12 * KB, 'image/png', 64, 64)));
    expect(result()).toBe('0,0 %');
    expect(detail('Taille après')).toBe('10,00 KB');
    expect(plain(document.querySelector('.result-card__note')?.textContent)).toBe('Fichier d’origine conservé : la compression ne le rendait pas plus léger.');
    expect(screen.getByRole('button', { name: 'Télécharger logo.png' })).toBeInTheDocument();
  });

  it('waits for « Recompresser » to apply a new quality, then reruns with it', async () => {
    const user = userEvent.setup();
    const { processor, jobs } = fakeProcessor();
    renderTool('image-compressor', <ImageCompressorTool processor={processor} />);
    await user.upload(input(), fileOf('photo.jpg', 'image/jpeg', 1000 * KB));
    await act(async () => jobs[0]!.resolve(outcomeOf(600 * KB, 'image/jpeg')));
    fireEvent.change(screen.getByRole('slider', { name: /Qualité/ }), { target: { value: '40' } });
    expect(jobs).toHaveLength(1);
    expect(plain(document.querySelector('.image-tool__recompress .field__hint')?.textContent)).toBe(
      'Cliquez sur « Recompresser » pour appliquer la qualité de 40 % (résultats actuels : 75 %).',
    );
    await user.click(screen.getByRole('button', { name: 'Recompresser' }));
    expect(jobs).toHaveLength(2);
    expect(jobs[1]!.job).toMatchObject({ quality: 0.4, targetBytes: 400 * KB });
    expect(document.querySelector('.image-tool__recompress .field__hint')).toBeNull();
  });

  it('compresses a file added after a slider move like the ones shown, until « Recompresser »', async () => {
    const user = userEvent.setup();
    const { processor, jobs } = fakeProcessor();
    renderTool('image-compressor', <ImageCompressorTool processor={processor} />);
    await user.upload(input(), fileOf('a.jpg', 'image/jpeg', 1000 * KB));
    fireEvent.change(screen.getByRole('slider', { name: /Qualité/ }), { target: { value: '50' } });
    await user.upload(input(), fileOf('b.jpg', 'image/jpeg', 1000 * KB));
    expect(jobs[1]!.job.quality).toBe(0.75);
    await user.click(screen.getByRole('button', { name: 'Recompresser' }));
    expect(jobs.slice(2).map((j) => j.job.quality)).toEqual([0.5, 0.5]);
  });

  it('reruns on a new format, cancelling the running job; a new width waits for « Recompresser »', async () => {
    const user = userEvent.setup();
    const { processor, jobs } = fakeProcessor();
    renderTool('image-compressor', <ImageCompressorTool processor={processor} />);
    await user.upload(input(), fileOf('capture.png', 'image/png', 800 * KB));
    expect(jobs[0]!.job).toMatchObject({ outputType: 'image/png', step: 0.85, lossless: false });
    await user.click(screen.getByRole('radio', { name: 'WebP' }));
    expect(jobs[0]!.options.signal?.aborted).toBe(true);
    expect(jobs[1]!.job.outputType).toBe('image/webp');
    await user.type(screen.getByLabelText('Largeur maximale'), '1 280');
    expect(jobs).toHaveLength(2);
    expect(plain(document.querySelector('.image-tool__recompress .field__hint')?.textContent)).toBe('Cliquez sur « Recompresser » pour appliquer la nouvelle largeur maximale.');
    await user.click(screen.getByRole('button', { name: 'Recompresser' }));
    expect(jobs[1]!.options.signal?.aborted).toBe(true);
    expect(jobs[2]!.job).toMatchObject({ outputType: 'image/webp', maxWidth: 1280 });
    await act(async () => jobs[2]!.resolve(outcomeOf(100 * KB, 'image/webp', 1280, 720)));
    expect(screen.getByRole('button', { name: 'Télécharger capture.webp' })).toBeInTheDocument();
  });

  it('says in French what is wrong with a width, and keeps the last good one', async () => {
    const user = userEvent.setup();
    const { processor, jobs } = fakeProcessor();
    renderTool('image-compressor', <ImageCompressorTool processor={processor} />);
    fireEvent.change(screen.getByLabelText('Largeur maximale'), { target: { value: '12,5' } });
    expect(alerts()).toEqual(['Veuillez entrer une largeur valide : un nombre entier de pixels entre 1 et 20 000']);
    await user.upload(input(), fileOf('photo.jpg', 'image/jpeg', 800 * KB));
    expect(jobs[0]!.job.maxWidth).toBeUndefined();
  });

  it('AVIF, and lossless for screenshots: lossless WebP or PNG, one encode', async () => {
    const user = userEvent.setup();
    const { processor, jobs } = fakeProcessor();
    renderTool('image-compressor', <ImageCompressorTool processor={processor} />);
    await user.upload(input(), fileOf('capture.png', 'image/png', 800 * KB));
    await user.click(screen.getByRole('checkbox', { name: /Sans perte/ }));
    expect(jobs[1]!.job).toMatchObject({ outputType: 'image/png', lossless: true });
    await user.click(screen.getByRole('radio', { name: 'AVIF' }));
    expect(jobs[2]!.job).toMatchObject({ outputType: 'image/avif', lossless: false });
    expect(screen.getByRole('checkbox', { name: /Sans perte/ })).not.toBeChecked();
    expect(plain(screen.getByText(/Pour le WebP et le PNG seulement/).textContent)).toBe(
      'Pour le WebP et le PNG seulement : le JPEG et l’AVIF perdent toujours un peu de détail.',
    );
    await act(async () => jobs[2]!.resolve(outcomeOf(90 * KB, 'image/avif', 1280, 720)));
    expect(screen.getByRole('button', { name: 'Télécharger capture.avif' })).toBeInTheDocument();
  });

  it('says on the page that orientation is applied and location and camera data removed', () => {
    const { processor } = fakeProcessor();
    renderTool('image-compressor', <ImageCompressorTool processor={processor} />);
    expect(plain(document.body.textContent)).toContain('garde le bon sens de la photo, mais perd sa position GPS et les informations de l’appareil photo (EXIF)');
  });

  it('fails one file of a batch alone and offers the ZIP of the others', async () => {
    const user = userEvent.setup();
    const { processor, jobs } = fakeProcessor();
    renderTool('image-compressor', <ImageCompressorTool processor={processor} />);
    await user.upload(input(), [fileOf('a.jpg', 'image/jpeg', 500 * KB), fileOf('b.jpg', 'image/jpeg', 500 * KB), fileOf('c.jpg', 'image/jpeg', 500 * KB)]);
    await act(async () => {
      jobs[0]!.resolve(outcomeOf(250 * KB, 'image/jpeg'));
      jobs[1]!.reject(new JobFailed());
      jobs[2]!.resolve(outcomeOf(250 * KB, 'image/jpeg'));
    });
    expect(alerts()).toEqual(['Une erreur est survenue lors de la compression']);
    expect(plain(document.querySelector('.result-card__label')?.textContent)).toBe('Réduction totale (2 images)');
    expect(result()).toBe('50,0 %');
    expect(screen.getByRole('button', { name: /^Tout télécharger \(ZIP, 2.images\)$/ })).toBeInTheDocument();
  });

  it('a slow job shows the time it has taken beside a bar that does not pretend, and « Annuler » stops it', async () => {
    // The clock and the once-a-second tick only: the page's other timers (and userEvent's) run as they do.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      const user = userEvent.setup();
      const { processor, jobs } = fakeProcessor();
      renderTool('image-compressor', <ImageCompressorTool processor={processor} />);
      await user.click(screen.getByRole('radio', { name: 'AVIF' }));
      await user.upload(input(), fileOf('photo-12mp.jpg', 'image/jpeg', 6000 * KB));
      expect(jobs[0]!.job.outputType).toBe('image/avif');
      // The encoder says nothing for 8 to 30 s: an indeterminate bar, never one stuck at a made-up share.
      const bar = screen.getByRole('progressbar', { name: 'Progression de photo-12mp.jpg' });
      expect(bar).not.toHaveAttribute('value');
      await act(async () => void vi.advanceTimersByTime(12_000));
      expect(plain(screen.getByTestId('image-working').textContent)).toBe('Compression en cours... · 12 s écoulées');

      await user.click(screen.getByRole('button', { name: 'Annuler photo-12mp.jpg' }));
      expect(jobs[0]!.options.signal?.aborted).toBe(true);
      expect(screen.getByText('Compression annulée.')).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Relancer' }));
      expect(jobs).toHaveLength(2);
      expect(jobs[1]!.job.outputType).toBe('image/avif');
      await act(async () => jobs[1]!.resolve(outcomeOf(900 * KB, 'image/avif', 4000, 3000)));
      expect(result()).toBe('85,0 %');
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks before keeping only the first image of an animation, and never counts it as a saving', async () => {
    const user = userEvent.setup();
    const { processor, jobs } = fakeProcessor();
    renderTool('image-compressor', <ImageCompressorTool processor={processor} />);
    await user.upload(input(), [fileOf('anim.gif', 'image/gif', 400 * KB), fileOf('photo.jpg', 'image/jpeg', 1000 * KB)]);
    expect(jobs[0]!.job.firstFrameOnly).toBeUndefined();
    await act(async () => {
      jobs[0]!.resolve(animatedOf(24));
      jobs[1]!.resolve(outcomeOf(500 * KB, 'image/jpeg'));
    });
    // Nothing encoded yet for the animation: the page says what would be lost, and waits.
    expect(plain(screen.getByTestId('image-animated').textContent)).toBe('Image animée (24 images) : seule sa première image peut être gardée, l’animation serait perdue.');
    expect(screen.queryByRole('button', { name: 'Télécharger anim.png' })).toBeNull();
    expect(result()).toBe('50,0 %');

    await user.click(screen.getByRole('button', { name: 'Garder la première image' }));
    expect(jobs[2]!.job).toMatchObject({ outputType: 'image/png', firstFrameOnly: true });
    await act(async () => jobs[2]!.resolve({ ...outcomeOf(85, 'image/png', 480, 270), firstFrameOf: 24 }));
    const row = screen.getAllByTestId('image-row').find((r) => r.getAttribute('data-name') === 'anim.gif')!;
    expect(row.querySelector('[data-testid="image-reduction"]')).toBeNull();
    expect(plain(row.querySelector('[data-testid="image-first-frame"]')?.textContent)).toBe(
      'Première image seulement, sans l’animation (24 images) : la différence de taille n’est pas une économie.',
    );
    // The totals are the photo's alone.
    expect(result()).toBe('50,0 %');
    expect(plain(document.querySelector('.result-card__label')?.textContent)).toBe('Réduction');
    expect(detail('Taille avant')).toBe('1 000,00 KB');
    expect(plain(document.querySelector('.result-card__note')?.textContent)).toBe('1 image animée réduite à la première image, hors du total : ce n’est pas une économie.');
    expect(screen.getByRole('button', { name: 'Télécharger anim.png' })).toBeInTheDocument();

    // A recompression keeps the person's answer.
    await user.click(screen.getByRole('button', { name: 'Recompresser' }));
    expect(jobs.slice(3).map((j) => j.job.firstFrameOnly)).toEqual([true, undefined]);
  });

  it('shows « — » and no saving when the only file is the first image of an animation', async () => {
    const user = userEvent.setup();
    const { processor, jobs } = fakeProcessor();
    renderTool('image-compressor', <ImageCompressorTool processor={processor} />);
    await user.upload(input(), fileOf('anim.gif', 'image/gif', 400));
    await act(async () => jobs[0]!.resolve(animatedOf(3)));
    await user.click(screen.getByRole('button', { name: 'Garder la première image' }));
    await act(async () => jobs[1]!.resolve({ ...outcomeOf(85, 'image/png', 48, 48), firstFrameOf: 3 }));
    expect(result()).toBe('—');
    expect(plain(document.body.textContent)).not.toMatch(/−\d/);
  });
});
