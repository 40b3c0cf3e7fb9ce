import type { Server } from 'node:http';
export function startServer(dir: string, port?: number, host?: string): Promise<{ server: Server; url: string }>;
export function parseHeadersFile(text: string): { pattern: string; headers: Record<string, string> }[];
