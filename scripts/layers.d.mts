export const LAYERS: readonly { name: string; holds: string }[];
export function isOutsideLayers(file: string): boolean;
export function placeOf(file: string): { rank: number; unit: string } | null;
export function sourceFiles(root: string): string[];
export function importGraph(root: string, files?: string[]): Map<string, { specifier: string; target: string | null }[]>;
export function layerViolations(graph: Map<string, { specifier: string; target: string | null }[]>): string[];
export function importCycles(graph: Map<string, { specifier: string; target: string | null }[]>): string[][];
export function checkLayers(root: string): string[];
