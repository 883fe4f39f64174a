/**
 * Sends a request exactly as given (any method with a body, raw bytes, raw path and query)
 * over node:http with a keep-alive pool: `fetch` refuses bodies on GET and normalises paths.
 */
import { Agent, request } from 'node:http';
import { inject } from 'vitest';

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

export interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
}

export function sendRaw(method: string, target: string, headers: Record<string, string>, body?: Buffer): Promise<RawAnswer> {
  const base = new URL(inject('stack').apiUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path: target,
        agent,
        headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const out = new Headers();
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') out.set(name, value);
          resolve({ status: res.statusCode ?? 0, headers: out, text: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
