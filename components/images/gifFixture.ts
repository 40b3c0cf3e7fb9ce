/**
 * Animated GIFs for tests, written byte by byte (GIF89a): each frame fills the whole canvas with one colour. The
 * image data is LZW with 8-bit codes and a clear code every 126 pixels, so the table never grows past 8 bits: a valid
 * stream any decoder reads, with no compressor to write.
 */
export function animatedGif(width: number, height: number, colours: readonly [number, number, number][]): Uint8Array {
  const out: number[] = [];
  const ascii = (text: string) => out.push(...[...text].map((c) => c.charCodeAt(0)));
  const le16 = (n: number) => out.push(n & 255, (n >> 8) & 255);
  ascii('GIF89a');
  le16(width);
  le16(height);
  out.push(0xf6, 0, 0); // a global table of 128 colours (2^(6+1)), 8 bits per channel
  for (let i = 0; i < 128; i++) out.push(...(colours[i] ?? [0, 0, 0]));
  // Loop for ever (Netscape's application extension).
  out.push(0x21, 0xff, 11);
  ascii('NETSCAPE2.0');
  out.push(3, 1, 0, 0, 0);
  colours.forEach((_, index) => {
    out.push(0x21, 0xf9, 4, 0x04, 10, 0, 0, 0); // 1/10 s, each frame kept under the next
    out.push(0x2c);
    le16(0);
    le16(0);
    le16(width);
    le16(height);
    out.push(0, 7); // no local table; LZW minimum code size 7: clear 128, end 129, codes of 8 bits
    const codes: number[] = [];
    for (let pixel = 0; pixel < width * height; pixel++) {
      if (pixel % 126 === 0) codes.push(128);
      codes.push(index);
    }
    codes.push(129);
    for (let at = 0; at < codes.length; at += 255) {
      const block = codes.slice(at, at + 255);
      out.push(block.length, ...block);
    }
    out.push(0);
  });
  out.push(0x3b);
  return new Uint8Array(out);
}
