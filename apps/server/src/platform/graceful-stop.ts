import net from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * A stop that loses no accepted request (issue 11; SIGTERM under load). Node's `server.close()`
 * closes the listening socket at once — every connection still waiting in the kernel's accept
 * queue is reset — and then closes the connections it counts as idle. So the stop here:
 *
 * 1. keeps accepting until a turn of the event loop takes no new connection (the queue is empty),
 *    then closes only the listening socket: later connections are refused;
 * 2. lets every accepted connection finish: a request under way gets its answer with
 *    `Connection: close`; a connection that has sent nothing yet (its bytes may be unread) gets
 *    `firstRequestGraceMs` for its request, which is then answered the same way; a keep-alive
 *    connection between requests is closed now;
 * 3. resolves when no connection is left (WebSockets are the app's to close), or at `deadline`,
 *    cutting what is left.
 */
export interface ConnectionDrain {
  /** True from the first call of `drain`. */
  readonly stopping: boolean;
  drain(options: { deadline: number; firstRequestGraceMs: number; onListenerClosed?: (open: OpenConnections) => void }): Promise<DrainResult>;
}

export interface OpenConnections {
  connections: number;
  requests: number;
}

export interface DrainResult {
  /** Connections destroyed at the deadline (their requests did not finish). */
  cut: number;
}

interface Connection {
  /** Requests seen on it (0: its first request has not arrived, or not been read yet). */
  requests: number;
  /** Responses not yet finished. */
  responses: Set<ServerResponse>;
  /** Handed over as a WebSocket: no longer HTTP; the app closes it. */
  upgraded: boolean;
  graceTimer?: NodeJS.Timeout;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Follows the server's connections from now on (call before `listen`). */
export function trackConnections(server: Server): ConnectionDrain {
  const connections = new Map<net.Socket, Connection>();
  let stopping = false;
  let accepted = 0;
  let firstRequestGraceMs = 0;
  let settle: (() => void) | undefined;

  const isDone = () => [...connections.values()].every((connection) => connection.upgraded);
  const checkDone = () => {
    if (settle && isDone()) settle();
  };

  /** During a stop: a connection with nothing under way is closed (one yet to send its first request after its grace). */
  function closeIfIdle(socket: net.Socket, connection: Connection): void {
    if (!stopping || connection.upgraded || connection.responses.size > 0 || socket.destroyed) return;
    if (connection.requests > 0) {
      // Between requests: end after what was written is flushed.
      socket.destroySoon();
      return;
    }
    connection.graceTimer ??= setTimeout(() => {
      if (connection.requests === 0 && !connection.upgraded) socket.destroy();
    }, firstRequestGraceMs).unref();
  }

  server.on('connection', (socket: net.Socket) => {
    accepted += 1;
    const connection: Connection = { requests: 0, responses: new Set(), upgraded: false };
    connections.set(socket, connection);
    socket.once('close', () => {
      clearTimeout(connection.graceTimer);
      connections.delete(socket);
      checkDone();
    });
    closeIfIdle(socket, connection);
  });

  // First among the listeners, so the answer's headers are not yet written when the stop marks it.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.requests += 1;
    connection.responses.add(response);
    if (stopping) response.shouldKeepAlive = false;
    response.once('close', () => {
      connection.responses.delete(response);
      closeIfIdle(request.socket, connection);
    });
  });

  server.on('upgrade', (request: IncomingMessage) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.upgraded = true;
    clearTimeout(connection.graceTimer);
    checkDone();
  });

  return {
    get stopping() {
      return stopping;
    },
    async drain({ deadline, firstRequestGraceMs: grace, onListenerClosed }) {
      stopping = true;
      firstRequestGraceMs = grace;
      // Answers not yet begun close their connection (`Connection: close`).
      for (const connection of connections.values()) {
        for (const response of connection.responses) if (!response.headersSent) response.shouldKeepAlive = false;
      }
      // Take what waits in the accept queue. libuv accepts at most one connection per turn of the
      // loop while the queue holds any, so two whole turns without one mean it is empty (the
      // first turn is the rest of the one that ran the signal). Under a steady stream of new
      // connections this stops after a third of the time left, to leave time to answer them.
      const acceptUntil = Date.now() + (deadline - Date.now()) / 3;
      let seen = accepted;
      let quietTurns = -1;
      while (quietTurns < 2 && Date.now() < acceptUntil) {
        await nextTurn();
        quietTurns = accepted === seen ? quietTurns + 1 : 0;
        seen = accepted;
      }
      // Only the listening socket: http.Server#close would also close connections whose request is unread.
      if (server.listening) net.Server.prototype.close.call(server);
      for (const [socket, connection] of connections) closeIfIdle(socket, connection);
      const open = [...connections.values()].filter((connection) => !connection.upgraded);
      onListenerClosed?.({ connections: open.length, requests: open.reduce((sum, connection) => sum + connection.responses.size, 0) });

      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        settle = resolve;
        timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
        checkDone();
      });
      clearTimeout(timer);
      let cut = 0;
      for (const [socket, connection] of connections) {
        if (connection.upgraded) continue;
        socket.destroy();
        cut += 1;
      }
      return { cut };
    },
  };
}
