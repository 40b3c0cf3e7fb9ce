import type { ToolMeta } from '../tools/types';
export function toolsSection(tools: readonly ToolMeta[]): string;
export function withToolsSection(readme: string, section: string): string;
export function writeReadmeTools(root: string): Promise<void>;
export function isListing(name: string): boolean;
export function withToolCount(listing: string, count: number): string;
