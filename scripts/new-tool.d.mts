export function toolFiles(id: string, title: string): Record<string, string>;
export function withTool(registry: string, id: string): string;
export function newTool(root: string, id: string, title: string): Promise<string[]>;
