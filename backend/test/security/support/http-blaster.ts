import { Agent, request } from 'http';

export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** No valid input can explain this request (bad JSON, unknown field...): any 2xx is a defect. */
  mustRefuse?: boolean;
  /** What the request is, for failure reports. */
  label: string;
}

export interface RawAnswer {
  req: RawRequest;
  status: number;
  contentType: string;
  text: string;
  ms: number;
}

/**
 * Sends many requests over a few keep-alive connections to a listening server: far cheaper than
 * one supertest server per request.
 */
export async function blast(port: number, requests: RawRequest[], concurrency = 12): Promise<RawAnswer[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const answers: RawAnswer[] = new Array(requests.length);
  let next = 0;
  const one = (req: RawRequest) =>
    new Promise<RawAnswer>((resolve) => {
      const started = Date.now();
      let settled = false;
      const settle = (answer: Omit<RawAnswer, 'req' | 'ms'>) => {
        if (settled) return;
        settled = true;
        resolve({ req, ...answer, ms: Date.now() - started });
      };
      const failed = (err: Error) => settle({ status: 0, contentType: '', text: `client error: ${err.message}` });
      const headers = { ...req.headers };
      if (req.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(req.body));
      const r = request(
        { host: '127.0.0.1', port, method: req.method, path: req.path, headers, agent, timeout: 20000 },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          const done = () =>
            settle({
              status: res.statusCode ?? 0,
              contentType: String(res.headers['content-type'] ?? ''),
              text: Buffer.concat(chunks).toString('utf8'),
            });
          res.on('end', done);
          // The server may answer early (e.g. 413) and close the connection mid-body: what arrived is the answer.
          res.on('close', done);
          res.on('error', failed);
        },
      );
      r.on('timeout', () => r.destroy(new Error('timeout')));
      r.on('error', failed);
      r.on('close', () => failed(new Error('connection closed before an answer')));
      if (req.body !== undefined) r.write(req.body);
      r.end();
    });
  const lane = async () => {
    while (next < requests.length) {
      const i = next++;
      answers[i] = await one(requests[i]);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  agent.destroy();
  return answers;
}
