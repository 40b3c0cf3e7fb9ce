import type { ToolData } from '../components/tool/types';
export function toolsSection(tools: readonly ToolData[]): string;
export function withToolsSection(readme: string, section: string): string;
export function writeReadmeTools(root: string): Promise<void>;
export function isListing(name: string): boolean;
export function withToolCount(listing: string, count: number): string;
