import type { Server } from 'node:http';
export function startServer(dir: string, port?: number, host?: string): Promise<{ server: Server; url: string }>;
