import { vi } from 'vitest';

/** One upload the browser started: the test decides how far it gets and how it ends. */
export interface PendingUpload {
  url: string;
  headers: Record<string, string>;
  form: FormData;
  /** Reports upload progress as the browser does, with a real ProgressEvent on `upload`. */
  progress(percent: number): void;
  respond(status: number, body: unknown): void;
}

/**
 * Replaces XMLHttpRequest (the only browser API that reports upload progress) at the network boundary. Each
 * send becomes a PendingUpload in `uploads`, in order.
 */
export function stubUploads() {
  const uploads: PendingUpload[] = [];
  class FakeXMLHttpRequest extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    statusText = '';
    response: unknown = null;
    responseType = '';
    private url = '';
    private readonly headers: Record<string, string> = {};

    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.dispatchEvent(new Event('abort'));
    }
    send(form: FormData) {
      uploads.push({
        url: this.url,
        headers: this.headers,
        form,
        progress: (percent) =>
          this.upload.dispatchEvent(
            new ProgressEvent('progress', { lengthComputable: true, loaded: percent, total: 100 }),
          ),
        respond: (status, body) => {
          this.status = status;
          this.response = body;
          this.dispatchEvent(new Event('load'));
        },
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { uploads };
}
