import { bridgeFrameSchema, parseJsonAs } from './protocol';

// One WebSocket to a v1 bridge, as @walletconnect/socket-transport used it: JSON text frames
// {topic, type: 'sub' | 'pub' | 'ack', payload, silent}. Frames sent while the socket is down
// wait in an outbox; a dropped socket reconnects with backoff and subscribes again, and the
// bridge then delivers what was published for our topics meanwhile.

export interface SocketHandlers {
  open(): void;
  message(text: string): void;
  close(): void;
}

export interface SocketConnection {
  send(text: string): void;
  close(): void;
}

/** Opens a socket; tests pass a Node implementation, the app uses the browser's WebSocket. */
export type OpenSocket = (url: string, handlers: SocketHandlers) => SocketConnection;

export const openBrowserSocket: OpenSocket = (url, handlers) => {
  const socket = new WebSocket(url);
  socket.onopen = () => handlers.open();
  socket.onmessage = (event) => {
    if (typeof event.data === 'string') handlers.message(event.data);
  };
  // An error is always followed by close.
  socket.onclose = () => handlers.close();
  return { send: (text) => socket.send(text), close: () => socket.close() };
};

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export class BridgeSocket {
  private connection: SocketConnection | null = null;
  private isOpen = false;
  private stopped = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly topics = new Set<string>();
  private readonly outbox: string[] = [];
  private readonly openWaiters = new Set<() => void>();
  private readonly closeWaiters = new Set<() => void>();

  constructor(
    private readonly url: string,
    private readonly onPayload: (topic: string, payload: string) => void,
    private readonly openSocket: OpenSocket = openBrowserSocket,
  ) {}

  /** Starts connecting (and reconnecting until stopped). */
  start(): void {
    if (this.connection || this.stopped) return;
    this.connect();
  }

  /**
   * Resolves once the socket is open; false after `timeoutMs`, when stopped first, or (with
   * `failOnClose`) when an attempt fails, so a dead bridge is reported at once.
   */
  opened(timeoutMs: number, failOnClose = false): Promise<boolean> {
    if (this.isOpen) return Promise.resolve(true);
    if (this.stopped) return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.openWaiters.delete(done);
        this.closeWaiters.delete(done);
        resolve(this.isOpen);
      };
      const timer = setTimeout(done, timeoutMs);
      this.openWaiters.add(done);
      if (failOnClose) this.closeWaiters.add(done);
    });
  }

  subscribe(topic: string): void {
    this.topics.add(topic);
    this.send({ topic, type: 'sub', payload: '', silent: true });
  }

  unsubscribe(topic: string): void {
    this.topics.delete(topic);
  }

  publish(topic: string, payload: string, silent: boolean): void {
    this.send({ topic, type: 'pub', payload, silent });
  }

  /** Closes for good; whatever is still in the outbox is dropped. */
  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.isOpen = false;
    this.outbox.length = 0;
    this.connection?.close();
    this.connection = null;
    for (const waiter of [...this.openWaiters, ...this.closeWaiters]) waiter();
  }

  private send(frame: object): void {
    const text = JSON.stringify(frame);
    if (this.isOpen && this.connection) this.connection.send(text);
    else if (!this.stopped) this.outbox.push(text);
  }

  private connect(): void {
    let connection: SocketConnection | null = null;
    try {
      connection = this.openSocket(this.url, {
        open: () => {
          if (this.connection !== connection) return;
          this.isOpen = true;
          this.retryMs = FIRST_RETRY_MS;
          // Subscriptions first: a reconnect must not miss what waits on the bridge.
          const subs = [...this.topics].map((topic) =>
            JSON.stringify({ topic, type: 'sub', payload: '', silent: true }),
          );
          const queued = this.outbox.splice(0).filter((t) => !subs.includes(t));
          for (const text of [...subs, ...queued]) connection!.send(text);
          for (const waiter of [...this.openWaiters]) waiter();
        },
        message: (text) => {
          if (this.connection === connection) this.receive(text);
        },
        close: () => {
          if (this.connection !== connection) return;
          this.connection = null;
          this.isOpen = false;
          for (const waiter of [...this.closeWaiters]) waiter();
          this.scheduleReconnect();
        },
      });
      this.connection = connection;
    } catch {
      // A URL the browser refuses (e.g. blocked by CSP) throws here: retry like a drop.
      this.connection = null;
      for (const waiter of [...this.closeWaiters]) waiter();
      this.scheduleReconnect();
    }
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) this.connect();
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }

  private receive(text: string): void {
    const frame = parseJsonAs(bridgeFrameSchema, text);
    if (frame?.type !== 'pub') return;
    const { topic, payload } = frame;
    this.send({ topic, type: 'ack', payload: '', silent: true });
    if (this.topics.has(topic)) this.onPayload(topic, payload);
  }
}
