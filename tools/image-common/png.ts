/**
 * PNG with a quality: the colours are reduced to at most `maxColors` (median cut), then the image is
 * written as a palette PNG (256 colours or fewer, transparency kept) or as RGB/RGBA, with per-row filters,
 * and deflated by the caller's deflate (the browser's native CompressionStream in the worker). The same
 * quality rule as browser-image-compression's UPNG encoder (4096 × quality colours), several times faster.
 * An image that already has no more colours than allowed is written losslessly. Pure: no DOM.
 */
export type Deflate = (data: Uint8Array) => Promise<Uint8Array>;

interface Quantized {
  /** RGBA of each palette entry. */
  palette: Uint8Array;
  /** Palette index of each pixel. */
  indices: Uint16Array;
}

const BIN_BITS = 22;

/** The exact colours when there are at most `max` of them, else `null`. */
function exactColours(px: Uint32Array, max: number): Uint32Array | null {
  const size = 1 << Math.ceil(Math.log2(Math.max(16, max * 4)));
  const table = new Uint32Array(size);
  const used = new Uint8Array(size);
  const found: number[] = [];
  let last = -1;
  for (let i = 0; i < px.length; i++) {
    const c = px[i]!;
    if (c === last) continue;
    last = c;
    let h = Math.imul(c, 0x9e3779b1) >>> (32 - Math.log2(size));
    while (used[h] && table[h] !== c) h = (h + 1) & (size - 1);
    if (!used[h]) {
      if (found.length === max) return null;
      used[h] = 1;
      table[h] = c;
      found.push(c);
    }
  }
  return Uint32Array.from(found);
}

/** 6 bits per colour channel, 4 for alpha (never 0 when visible); every fully transparent pixel in bin 0. */
function binOf(r: number, g: number, b: number, a: number): number {
  if (a === 0) return 0;
  return ((r >> 2) << 16) | ((g >> 2) << 10) | ((b >> 2) << 4) | (a >> 4 || 1);
}

/** Median cut over the occupied bins, weighted by pixel counts, then each box's mean colour. */
export function quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number): Quantized {
  const pixels = rgba.length / 4;
  const px = new Uint32Array(rgba.buffer, rgba.byteOffset, pixels);
  const exact = exactColours(px, maxColors);
  if (exact) {
    const palette = new Uint8Array(exact.buffer.slice(0));
    const index = new Map<number, number>();
    exact.forEach((c, i) => index.set(c, i));
    const indices = new Uint16Array(pixels);
    for (let i = 0; i < pixels; i++) indices[i] = index.get(px[i]!)!;
    return { palette, indices };
  }

  const counts = new Uint32Array(1 << BIN_BITS);
  const bins = new Uint32Array(pixels);
  for (let i = 0, p = 0; i < pixels; i++, p += 4) {
    const bin = binOf(rgba[p]!, rgba[p + 1]!, rgba[p + 2]!, rgba[p + 3]!);
    bins[i] = bin;
    counts[bin]!++;
  }
  // Fully transparent pixels (bin 0) get an entry of their own, outside the median cut.
  const transparent = counts[0]! > 0;
  let occupiedCount = 0;
  for (let k = 1; k < counts.length; k++) if (counts[k]) occupiedCount++;
  const occupied = new Uint32Array(occupiedCount);
  for (let k = 1, j = 0; k < counts.length; k++) if (counts[k]) occupied[j++] = k;

  // Boxes are ranges of `occupied`: split the most populated one at the weighted median of its widest
  // channel, by an in-place partition (no sort).
  const shifts = [16, 10, 4, 0];
  const masks = [63, 63, 63, 15];
  const budget = Math.max(1, maxColors - (transparent ? 1 : 0));
  const boxes: { start: number; end: number; weight: number }[] = occupiedCount > 0 ? [{ start: 0, end: occupiedCount, weight: pixels - counts[0]! }] : [];
  const histogram = new Float64Array(64);
  while (boxes.length < budget) {
    let pick = -1;
    for (let i = 0; i < boxes.length; i++) {
      const box = boxes[i]!;
      if (box.end - box.start > 1 && (pick < 0 || box.weight > boxes[pick]!.weight)) pick = i;
    }
    if (pick < 0) break;
    const box = boxes[pick]!;
    let channel = 0;
    let widest = -1;
    let low = 0;
    let high = 0;
    for (let c = 0; c < 4; c++) {
      let lo = 255;
      let hi = 0;
      for (let j = box.start; j < box.end; j++) {
        const v = (occupied[j]! >> shifts[c]!) & masks[c]!;
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
      const span = (hi - lo) * (c === 3 ? 4 : 1);
      if (span > widest) {
        widest = span;
        channel = c;
        low = lo;
        high = hi;
      }
    }
    const shift = shifts[channel]!;
    const mask = masks[channel]!;
    histogram.fill(0);
    for (let j = box.start; j < box.end; j++) {
      const v = (occupied[j]! >> shift) & mask;
      histogram[v] = histogram[v]! + counts[occupied[j]!]!;
    }
    let median = low;
    for (let v = low, acc = 0; v <= high; v++) {
      acc += histogram[v]!;
      median = v;
      if (acc * 2 >= box.weight) break;
    }
    median = Math.min(median, high - 1);
    let i = box.start;
    let j = box.end - 1;
    while (i <= j) {
      if (((occupied[i]! >> shift) & mask) <= median) i++;
      else {
        const t = occupied[i]!;
        occupied[i] = occupied[j]!;
        occupied[j] = t;
        j--;
      }
    }
    let leftWeight = 0;
    for (let k = box.start; k < i; k++) leftWeight += counts[occupied[k]!]!;
    boxes.splice(pick, 1, { start: box.start, end: i, weight: leftWeight }, { start: i, end: box.end, weight: box.weight - leftWeight });
  }

  // Each bin's box, each pixel's entry, and each box's mean colour.
  const entries = boxes.length + (transparent ? 1 : 0);
  const boxOfBin = new Uint16Array(1 << BIN_BITS);
  boxes.forEach((box, b) => {
    for (let k = box.start; k < box.end; k++) boxOfBin[occupied[k]!] = b;
  });
  if (transparent) boxOfBin[0] = boxes.length;
  const sums = new Float64Array(entries * 4);
  const sizes = new Float64Array(entries);
  const indices = new Uint16Array(pixels);
  for (let n = 0, p = 0; n < pixels; n++, p += 4) {
    const entry = boxOfBin[bins[n]!]!;
    indices[n] = entry;
    sizes[entry]!++;
    for (let c = 0; c < 4; c++) sums[entry * 4 + c] = sums[entry * 4 + c]! + rgba[p + c]!;
  }
  const palette = new Uint8Array(entries * 4);
  for (let b = 0; b < boxes.length; b++) {
    const n = sizes[b]!;
    if (n > 0) for (let c = 0; c < 4; c++) palette[b * 4 + c] = Math.round(sums[b * 4 + c]! / n);
  }
  // The transparent entry stays (0, 0, 0, 0).
  return { palette, indices };
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array, crc = 0xffffffff): number {
  let c = crc;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 255]! ^ (c >>> 8);
  return c;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, (crc32(out.subarray(4, 8 + data.length)) ^ 0xffffffff) >>> 0);
  return out;
}

/** Rows with a filter byte each: none for palettes, else the filter with the smallest sum of absolute values. */
function filterRows(raw: Uint8Array, width: number, height: number, bpp: number, adaptive: boolean): Uint8Array {
  const stride = width * bpp;
  const out = new Uint8Array((stride + 1) * height);
  const candidate = new Uint8Array(stride);
  let chosen = 0;
  for (let y = 0; y < height; y++) {
    const row = raw.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? raw.subarray((y - 1) * stride, y * stride) : null;
    const at = y * (stride + 1);
    if (!adaptive) {
      out[at] = 0;
      out.set(row, at + 1);
      continue;
    }
    // The filter is chosen on one row in four and kept for the next three (nearby rows look alike).
    const choices = y % 4 === 0 ? [0, 1, 2, 4] : [chosen];
    let bestScore = Infinity;
    for (const filter of choices) {
      let score = 0;
      for (let x = 0; x < stride; x++) {
        const left = x >= bpp ? row[x - bpp]! : 0;
        const above = up ? up[x]! : 0;
        const diag = up && x >= bpp ? up[x - bpp]! : 0;
        let v: number;
        if (filter === 0) v = row[x]!;
        else if (filter === 1) v = row[x]! - left;
        else if (filter === 2) v = row[x]! - above;
        else {
          const p = left + above - diag;
          const pa = Math.abs(p - left);
          const pb = Math.abs(p - above);
          const pc = Math.abs(p - diag);
          v = row[x]! - (pa <= pb && pa <= pc ? left : pb <= pc ? above : diag);
        }
        v &= 255;
        candidate[x] = v;
        score += v < 128 ? v : 256 - v;
        if (score >= bestScore && choices.length > 1) break;
      }
      if (score < bestScore || choices.length === 1) {
        bestScore = score;
        chosen = filter;
        out[at] = filter;
        out.set(candidate, at + 1);
      }
    }
  }
  return out;
}

function assemble(width: number, height: number, colorType: number, extra: Uint8Array[], idat: Uint8Array): Uint8Array {
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr.set([8, colorType, 0, 0, 0], 8);
  const parts = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), ...extra, chunk('IDAT', idat), chunk('IEND', new Uint8Array())];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * A PNG of `rgba` with at most `maxColors` colours (0: every colour, lossless). With 256 colours or fewer
 * both a palette PNG and a filtered RGB(A) one are made and the smaller kept (smooth gradients compress
 * better filtered than as palette indices).
 */
export async function encodePng(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number, maxColors: number, deflate: Deflate): Promise<Uint8Array> {
  const pixels = width * height;
  let opaque = true;
  for (let p = 3; p < rgba.length; p += 4) {
    if (rgba[p] !== 255) {
      opaque = false;
      break;
    }
  }
  const { palette, indices } = maxColors > 0 ? quantize(rgba, maxColors) : { palette: null, indices: null };

  const bpp = opaque ? 3 : 4;
  const raw = new Uint8Array(pixels * bpp);
  for (let i = 0; i < pixels; i++) {
    const at = palette && indices ? indices[i]! * 4 : i * 4;
    const src = palette && indices ? palette : rgba;
    raw[i * bpp] = src[at]!;
    raw[i * bpp + 1] = src[at + 1]!;
    raw[i * bpp + 2] = src[at + 2]!;
    if (!opaque) raw[i * bpp + 3] = src[at + 3]!;
  }
  const truecolor = assemble(width, height, opaque ? 2 : 6, [], await deflate(filterRows(raw, width, height, bpp, true)));
  if (!palette || !indices || palette.length / 4 > 256) return truecolor;

  const count = palette.length / 4;
  const plte = new Uint8Array(count * 3);
  const trns = new Uint8Array(count);
  let lastTranslucent = -1;
  for (let i = 0; i < count; i++) {
    plte.set(palette.subarray(i * 4, i * 4 + 3), i * 3);
    trns[i] = palette[i * 4 + 3]!;
    if (trns[i] !== 255) lastTranslucent = i;
  }
  const extra = [chunk('PLTE', plte)];
  if (lastTranslucent >= 0) extra.push(chunk('tRNS', trns.subarray(0, lastTranslucent + 1)));
  const indexed = assemble(width, height, 3, extra, await deflate(filterRows(Uint8Array.from(indices), width, height, 1, false)));
  return indexed.length < truecolor.length ? indexed : truecolor;
}
