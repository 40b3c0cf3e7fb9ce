// gifenc ships no types: the two functions the PNG quantiser uses (components/images/quantise.ts).
declare module 'gifenc' {
  export type PaletteFormat = 'rgb565' | 'rgb444' | 'rgba4444';
  export type Colour = number[];
  export function quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number, options?: { format?: PaletteFormat }): Colour[];
  export function applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: Colour[], format?: PaletteFormat): Uint8Array;
}
