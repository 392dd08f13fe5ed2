import { Controller, Get, Inject, type OnModuleDestroy, type OnModuleInit, Req, Res } from '@nestjs/common';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REALTIME } from '@groombook/domain';
import { ACCESS_POLICY, isAllowed } from '../auth/access-policy';
import { Access } from '../auth/access.decorator';
import { AccessStates } from '../auth/access-states';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ApiException } from '../http/api.exception';
import { CompanyId } from '../tenancy/company-id.decorator';
import { acceptsEventStream, accessTokenExpiry, eventFrame, HEARTBEAT_FRAME, reconnectFrame, retryFrame } from './event-stream';
import { RealtimeListeners } from './realtime-listeners';

type StreamEnder = (lastFrame?: string) => void;

@Controller('api/events')
export class EventsController implements OnModuleInit, OnModuleDestroy {
  /**
   * The open streams' enders (given a last frame to send), with the caller each was opened
   * for: shutdown ends them, or the HTTP server would wait for them; a change of access ends
   * those whose caller lost it.
   */
  private readonly open = new Map<StreamEnder, AuthUser>();
  private stopHearingChanges: (() => void) | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly listeners: RealtimeListeners,
    private readonly states: AccessStates,
  ) {}

  /** Every change of access (signed out, disabled, demoted, company suspended), this process's or another's, checks the open streams again. */
  onModuleInit(): void {
    this.stopHearingChanges = this.states.onChange(() => {
      for (const [end, caller] of this.open) void this.endUnlessAllowed(end, caller);
    });
  }

  /**
   * A stream lives only as long as its caller may open one: the access token's session and its
   * user's access still stand, and the role still reads live updates (what the access guard
   * checks when it opens). A failed check leaves it open: the next heartbeat checks again.
   */
  private async endUnlessAllowed(end: StreamEnder, caller: AuthUser): Promise<void> {
    try {
      const state = await this.states.current(caller);
      const allowed = state !== null && isAllowed(ACCESS_POLICY['realtime.events'], state.role) && (caller.acting || state.companyId === caller.companyId);
      if (!allowed) end();
    } catch {
      // The database did not answer: the stream's next heartbeat asks again.
    }
  }

  /**
   * The caller's company's events as server-sent events: a `retry:` hint once listening, a
   * heartbeat comment at a fixed interval, and each event as `data: <json>`. The stream ends
   * when the access token expires, so the browser reconnects with its renewed one (it sends
   * the token in a header, which EventSource cannot, hence fetch on the client).
   */
  @Get()
  @Access('realtime.events')
  async stream(
    @CompanyId() companyId: string,
    @CurrentUser() caller: AuthUser,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
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
    const end: StreamEnder = (lastFrame) => {
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
    // Each heartbeat also checks the caller's access, in case a change's message was lost.
    const heartbeat = setInterval(() => {
      send(HEARTBEAT_FRAME);
      void this.endUnlessAllowed(end, caller);
    }, this.config.realtime.heartbeatSeconds * 1000);
    this.open.set(end, caller);
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
    for (const end of [...this.open.keys()]) end(reconnectFrame(REALTIME.reconnectBackoffMs[0]));
  }

  onModuleDestroy(): void {
    this.stopHearingChanges?.();
    this.endAll();
  }
}
