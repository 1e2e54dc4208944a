/**
 * A real HTTP server standing in for apps/api in tests (node:http on port 0). It counts what the
 * client does — connections, token requests, API requests — so tests assert behaviour, not timing.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface TokenAnswer {
  status: number;
  body: unknown;
}

export type Handler = (request: RecordedRequest, response: ServerResponse, api: FakeApi) => void;

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(text);
}

export const INVALID_TOKEN = { errors: [{ type: 'InvalidTokenError', message: 'token is invalid or expired' }] };

export class FakeApi {
  url = '';
  connections = 0;
  tokenRequests = 0;
  readonly requests: RecordedRequest[] = [];
  readonly tokenBodies: unknown[] = [];
  /** The system token the fake currently accepts (the last one it issued). */
  currentToken: string | undefined;
  /**
   * What the token endpoint answers (null: it never answers); by default it issues sys-1, sys-2, …
   * valid for an hour.
   */
  tokenAnswer: (api: FakeApi) => TokenAnswer | null = (api) => {
    api.currentToken = `sys-${api.tokenRequests}`;
    return { status: 200, body: { access_token: api.currentToken, token_type: 'bearer', expires_in: 3600 } };
  };
  handler: Handler = (_request, response) => sendJson(response, 404, { errors: [{ type: 'NotFoundError', message: 'x' }] });

  private readonly server: Server;

  constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const recorded: RecordedRequest = {
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        if (recorded.url === '/authorizationserver/oauth/token' && recorded.method === 'POST') {
          this.tokenRequests += 1;
          this.tokenBodies.push(JSON.parse(recorded.body) as unknown);
          const answer = this.tokenAnswer(this);
          if (answer) sendJson(res, answer.status, answer.body);
          return;
        }
        this.requests.push(recorded);
        this.handler(recorded, res, this);
      });
    });
    this.server.on('connection', () => {
      this.connections += 1;
    });
  }

  /** True when the request carries the system token the fake last issued. */
  hasCurrentToken(request: RecordedRequest): boolean {
    return this.currentToken !== undefined && request.headers.authorization === `Bearer ${this.currentToken}`;
  }

  hits(path: string): number {
    return this.requests.filter((request) => request.url === path).length;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

export async function startFakeApi(handler?: Handler): Promise<FakeApi> {
  const api = new FakeApi();
  if (handler) api.handler = handler;
  return api.start();
}
