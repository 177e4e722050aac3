import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface EventStream {
  send(event: string, data: unknown): void;
  end(): void;
  /** Aborts when the client disconnects before the stream ended. */
  readonly disconnected: AbortSignal;
}

/**
 * Opens a Server-Sent Events response. Sent through reply.send(stream) so the usual hooks (security
 * headers, the gate before it) still apply; each event is written to the socket at once. The route
 * must opt out of compression (`compress: false`): a gzip stream would hold events in its buffer.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  const stream = new PassThrough();
  const disconnected = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) disconnected.abort(new Error('client disconnected'));
  });
  void reply
    .status(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(stream);
  return {
    send(event, data) {
      if (!stream.writableEnded) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!stream.writableEnded) stream.end();
    },
    disconnected: disconnected.signal,
  };
}
