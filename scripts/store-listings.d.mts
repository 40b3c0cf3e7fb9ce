export function isListing(name: string): boolean;
export function withToolCount(listing: string, count: number): string;
export function countTools(store: string, count: number, options?: { check?: boolean }): Promise<string[]>;
