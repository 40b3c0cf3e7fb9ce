// The competitor's reference of `npm run bench:images`, apart so that it is tested without a browser.

/**
 * The competitor's bytes at the SSIM `target`. Its sweep is first reduced to its best points: a point is dropped when
 * another one is both smaller and at least as close (pngquant's dithering makes some palettes larger than bigger
 * ones). The bytes are then linearly interpolated between the two best points whose SSIMs lie either side of the
 * target. A target outside the sweep takes its nearest end, flagged (`exact: false`, printed ≈); the PNG sweeps end
 * with the lossless image at SSIM 1, so that none is above them. `below`: the best point under the target.
 */
export function bytesAtSsim(points, target) {
  const best = [];
  for (const point of [...points].sort((a, b) => b.ssim - a.ssim || a.bytes - b.bytes)) {
    if (best.length === 0 || point.bytes < best.at(-1).bytes) best.push(point);
  }
  best.reverse(); // ascending SSIM and bytes
  if (target < best[0].ssim) return { bytes: best[0].bytes, exact: false, between: `${best[0].label}`, below: best[0].bytes };
  for (let i = 1; i < best.length; i++) {
    const [lo, hi] = [best[i - 1], best[i]];
    const between = `${lo.label} – ${hi.label}`;
    if (target <= hi.ssim) return { bytes: lo.bytes + ((target - lo.ssim) / (hi.ssim - lo.ssim)) * (hi.bytes - lo.bytes), exact: true, between, below: lo.bytes };
  }
  const top = best.at(-1);
  return { bytes: top.bytes, exact: target === top.ssim, between: `${top.label}`, below: top.bytes };
}
