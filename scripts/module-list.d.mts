export function moduleListTag(files: readonly string[]): string;
export function listedModules(html: string): string[];
export function withModules(html: string, files: readonly string[]): string;
