/**
 * The browser's EventSource for tests in Node (which has none): the same events (`open`, a
 * `MessageEvent` per named or unnamed event with its `lastEventId`, `error` when the stream ends),
 * read from an in-process answer, so that the islands' subscription link runs as it does in a page.
 */
export function eventSourceOn(answer: (req: Request) => Promise<Response>) {
  return class FetchEventSource extends EventTarget {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSED = 2;
    readonly CONNECTING = 0;
    readonly OPEN = 1;
    readonly CLOSED = 2;
    readyState = 0;
    readonly withCredentials = false;
    private readonly stop = new AbortController();

    constructor(readonly url: string) {
      super();
      void this.read().catch(() => this.end());
    }

    close(): void {
      this.readyState = this.CLOSED;
      this.stop.abort();
    }

    private end(): void {
      if (this.readyState === this.CLOSED) return;
      this.readyState = this.CLOSED;
      this.dispatchEvent(new Event('error'));
    }

    private async read(): Promise<void> {
      const request = new Request(new URL(this.url, 'http://localhost:4321'), {
        headers: { accept: 'text/event-stream' },
        signal: this.stop.signal,
      });
      const reader = (await answer(request)).body!.pipeThrough(new TextDecoderStream()).getReader();
      this.readyState = this.OPEN;
      this.dispatchEvent(new Event('open'));
      let buffer = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffer += chunk.value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          this.dispatch(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
      this.end();
    }

    private dispatch(block: string): void {
      let type = 'message';
      let data = '';
      let lastEventId = '';
      for (const line of block.split('\n')) {
        const [, field, value = ''] = line.match(/^([a-z]+): ?(.*)$/) ?? [];
        if (field === 'event') type = value;
        if (field === 'id') lastEventId = value;
        if (field === 'data') data += value;
      }
      if (data && this.readyState !== this.CLOSED) this.dispatchEvent(new MessageEvent(type, { data, lastEventId }));
    }
  };
}
