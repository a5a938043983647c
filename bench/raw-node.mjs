/**
 * The ceiling: a bare Node `http` server answering what the API's no-op route answers ({"ok":true}, JSON), on the
 * port given (0: any free one, printed on stdout). bench/http-routes.mjs runs it beside the API, in its own process
 * like the API, and measures it in the same rounds.
 */
import http from 'node:http';

const body = Buffer.from(JSON.stringify({ ok: true }));
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
});
server.listen(Number(process.argv[2] || 0), '127.0.0.1', () => console.log(server.address().port));
