/**
 * HTTP/1.1 requests written byte for byte on a socket: the request target goes out exactly as
 * given (percent-encoding, `//`, dot segments, absolute form), which `fetch` and `app.inject`
 * would normalise first.
 */
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawRequest {
  method?: string;
  target: string;
  headers?: Record<string, string>;
  body?: string;
}

function decodeChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * Sends one request on a fresh connection (`Connection: close`) and reads the whole answer. The
 * socket is not half-closed after the request: Node drops a request whose client did so before it was answered.
 */
export function rawRequest(port: number, request: RawRequest): Promise<RawResponse> {
  const body = request.body ?? '';
  const headers: Record<string, string> = {
    host: `127.0.0.1:${port}`,
    connection: 'close',
    ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
    ...request.headers,
  };
  const head = [`${request.method ?? 'GET'} ${request.target} HTTP/1.1`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n${body}`));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      if (split === -1) return reject(new Error(`no HTTP answer to ${request.method ?? 'GET'} ${request.target}: ${raw.toString('latin1').slice(0, 200)}`));
      const [statusLine, ...lines] = raw.subarray(0, split).toString('latin1').split('\r\n');
      const parsed: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        parsed[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      let payload: Buffer = raw.subarray(split + 4);
      if (parsed['transfer-encoding'] === 'chunked') payload = decodeChunked(payload);
      resolve({ status: Number(statusLine!.split(' ')[1]), headers: parsed, body: payload.toString('utf8') });
    });
  });
}
