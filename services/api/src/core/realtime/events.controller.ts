import { Controller, Get, Inject, type OnModuleDestroy, Req, Res } from '@nestjs/common';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REALTIME } from '@groombook/domain';
import { Access } from '../auth/access.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ApiException } from '../http/api.exception';
import { CompanyId } from '../tenancy/company-id.decorator';
import { acceptsEventStream, accessTokenExpiry, eventFrame, HEARTBEAT_FRAME, reconnectFrame, retryFrame } from './event-stream';
import { RealtimeListeners } from './realtime-listeners';

@Controller('api/events')
export class EventsController implements OnModuleDestroy {
  /** The open streams' enders (given a last frame to send): shutdown ends them, or the HTTP server would wait for them. */
  private readonly open = new Set<(lastFrame?: string) => void>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly listeners: RealtimeListeners,
  ) {}

  /**
   * The caller's company's events as server-sent events: a `retry:` hint once listening, a
   * heartbeat comment at a fixed interval, and each event as `data: <json>`. The stream ends
   * when the access token expires, so the browser reconnects with its renewed one (it sends
   * the token in a header, which EventSource cannot, hence fetch on the client).
   */
  @Get()
  @Access('realtime.events')
  async stream(@CompanyId() companyId: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!acceptsEventStream(request.headers.accept)) {
      throw new ApiException(406, 'NOT_ACCEPTABLE', 'This endpoint answers with an event stream: send Accept: text/event-stream');
    }
    const expiresAt = accessTokenExpiry(request);
    if (expiresAt === null || expiresAt <= Date.now()) throw new ApiException(401, 'UNAUTHORIZED', 'Invalid or expired access token');

    // The stream is written to the socket's response directly, with the headers every answer carries.
    reply.hijack();
    const response = reply.raw;
    const headers: OutgoingHttpHeaders = {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: neither compression nor proxies may hold frames back to compress them; nginx reads X-Accel-Buffering.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    };
    // Set one by one, not passed to writeHead, so that the request log can read the stream's type.
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
    response.writeHead(200);
    response.flushHeaders();
    response.socket?.setNoDelay(true);

    const send = (frame: string) => {
      if (!response.writableEnded && !response.destroyed) response.write(frame);
    };
    let stopListening: (() => void) | null = null;
    let ended = false;
    const end = (lastFrame?: string) => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      clearTimeout(expiry);
      stopListening?.();
      this.open.delete(end);
      if (lastFrame) send(lastFrame);
      if (!response.writableEnded) response.end();
    };
    const expiry = setTimeout(() => end(), expiresAt - Date.now());
    const heartbeat = setInterval(() => send(HEARTBEAT_FRAME), this.config.realtime.heartbeatSeconds * 1000);
    this.open.add(end);
    response.on('close', () => end());

    const stop = await this.listeners.listen(companyId, (event) => send(eventFrame(event)));
    if (ended) {
      stop();
      return;
    }
    stopListening = stop;
    send(retryFrame(REALTIME.reconnectBackoffMs[0]));
  }

  /** Ends every open stream with a reconnect hint: the process is stopping. */
  endAll(): void {
    for (const end of [...this.open]) end(reconnectFrame(REALTIME.reconnectBackoffMs[0]));
  }

  onModuleDestroy(): void {
    this.endAll();
  }
}
