import { createServer } from 'node:http';
import { Server } from 'socket.io';

/** The yardstick for fan-out: a bare socket.io server whose GET /emit broadcasts one event to every socket. */
const http = createServer((req, res) => {
  if (req.url?.startsWith('/emit')) {
    io.emit('tick', { at: Date.now() });
    res.end('ok');
  } else res.end('ready');
});
const io = new Server(http, { transports: ['websocket'] });
http.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
