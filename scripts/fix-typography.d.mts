export function fixProse(body: string, quote: "'" | '"' | '`'): string;
export function fixSource(source: string, fileName?: string): string;
export function fixJson(source: string): string;
