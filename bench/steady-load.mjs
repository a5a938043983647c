/**
 * An open-loop load generator: sends requests at a fixed rate whatever the answers do (autocannon's -R is not one:
 * each connection sends its quota for the second as fast as it can and then waits for the next second, so the
 * server sees bursts at full load, and its latency figures add synthetic samples for every slow answer). Each
 * request has its intended send time, start + i / rate; its latency is counted from then, so a request that waited
 * for a free connection, or for the server, counts that wait (no coordinated omission, as wrk2 counts).
 *
 * Usage: node bench/steady-load.mjs <url> <rate> <seconds> [connections] with the request in STEADY_REQUEST (JSON:
 * {method, headers, body}). Prints one JSON line: {sent, ok, non2xx, errors, p50, p90, p99, p999, max, sendLagP99}
 * (latencies in ms; sendLagP99: how late this process itself sent its requests). STEADY_DUMP=<file> also writes the
 * time into the run and the latency of every answer slower than STEADY_DUMP_MS (20), to see when the slow ones come.
 */
import fs from 'node:fs';
import http from 'node:http';

const [url, rateArg, secondsArg, connectionsArg] = process.argv.slice(2);
const rate = Number(rateArg);
const seconds = Number(secondsArg);
const request = JSON.parse(process.env.STEADY_REQUEST || '{}');
// Idle sockets are closed before the server's keep-alive timeout (5 s) can close them under a request being sent.
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connectionsArg || 50), timeout: 4000 });
const total = Math.round(rate * seconds);
const latencies = new Float64Array(total);
const sendLags = new Float64Array(total);
const body = request.body ? Buffer.from(request.body) : undefined;
const headers = { ...request.headers, ...(body ? { 'Content-Length': String(body.length) } : {}) };
let sent = 0;
let done = 0;
let ok = 0;
let non2xx = 0;
let errors = 0;

const now = () => performance.now();
const start = now() + 50;

function send(i) {
  const intended = start + (i * 1000) / rate;
  sendLags[i] = now() - intended;
  const req = http.request(url, { method: request.method || 'GET', headers, agent }, (res) => {
    res.resume();
    res.on('end', () => finish(i, intended, res.statusCode >= 200 && res.statusCode < 300));
  });
  req.on('error', () => finish(i, intended, null));
  req.end(body);
}

function finish(i, intended, success) {
  latencies[i] = now() - intended;
  if (success === null) errors++;
  else if (success) ok++;
  else non2xx++;
  if (++done === total) report();
}

function tick() {
  const due = Math.min(total, Math.floor(((now() - start) * rate) / 1000) + 1);
  while (sent < due) send(sent++);
  if (sent < total) setTimeout(tick, 1);
}

function report() {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] * 10) / 10;
  const lags = [...sendLags].sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      sent: total,
      ok,
      non2xx,
      errors,
      p50: at(0.5),
      p90: at(0.9),
      p99: at(0.99),
      p999: at(0.999),
      max: at(1),
      sendLagP99: Math.round(lags[Math.ceil(0.99 * lags.length) - 1] * 10) / 10,
    }),
  );
  agent.destroy();
  if (process.env.STEADY_DUMP) {
    const slow = [];
    for (let i = 0; i < total; i++)
      if (latencies[i] > Number(process.env.STEADY_DUMP_MS || 20))
        slow.push(`${((i * 1000) / rate / 1000).toFixed(3)} ${latencies[i].toFixed(1)}`);
    fs.writeFileSync(process.env.STEADY_DUMP, slow.join('\n'));
  }
}

setTimeout(tick, 50);
