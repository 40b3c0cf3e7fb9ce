import { describe, expect, it } from 'vitest';
import { bytesAtSsim } from './bench-reference.mjs';

describe('the competitor’s bytes at our SSIM (npm run bench:images)', () => {
  const sweep = [
    { label: '256 c.', bytes: 100, ssim: 0.99 },
    { label: '64 c.', bytes: 60, ssim: 0.97 },
    // Dithering noise: fewer colours, a larger file, further from the original. Never the reference.
    { label: '32 c.', bytes: 80, ssim: 0.96 },
    { label: '16 c.', bytes: 40, ssim: 0.9 },
    { label: 'sans perte', bytes: 300, ssim: 1 },
  ];

  it('interpolates between the two best points either side of the target', () => {
    expect(bytesAtSsim(sweep, 0.98)).toEqual({ bytes: 80, exact: true, between: '64 c. – 256 c.', below: 60 });
    expect(bytesAtSsim(sweep, 0.995)).toEqual({ bytes: 200, exact: true, between: '256 c. – sans perte', below: 100 });
  });

  it('skips a point that another one beats on both bytes and SSIM', () => {
    // Between 16 colours (0.90) and 64 colours (0.97), not 32 colours' 80 bytes.
    expect(bytesAtSsim(sweep, 0.965).bytes).toBeCloseTo(40 + (0.065 / 0.07) * 20, 9);
    expect(bytesAtSsim(sweep, 0.965).between).toBe('16 c. – 64 c.');
  });

  it('takes a sweep point as it is when the target is one', () => {
    expect(bytesAtSsim(sweep, 0.97).bytes).toBeCloseTo(60, 9);
    expect(bytesAtSsim(sweep, 1)).toMatchObject({ bytes: 300, exact: true });
  });

  it('flags a target outside the sweep and takes its nearest end', () => {
    expect(bytesAtSsim(sweep, 0.5)).toMatchObject({ bytes: 40, exact: false });
    expect(bytesAtSsim(sweep.slice(0, 4), 0.999)).toMatchObject({ bytes: 100, exact: false });
  });
});
