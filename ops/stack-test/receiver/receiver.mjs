/**
 * The stack test's outside world, one small Node process with no dependencies:
 * - HTTP :8080 records every request to /hooks/<name> (Alertmanager's webhook and heartbeat receivers)
 *   and answers 200; GET /received/<name> lists what came, newest last.
 * - SMTP :2525 accepts every message (the app's SMTP_URL: sign-up codes); GET /mail lists them.
 * Reached from the host only through its port published on 127.0.0.1. Keeps the last 200 of each.
 */
import http from 'node:http';
import net from 'node:net';

const hooks = new Map();
const mails = [];
const keep = (list, item) => {
  list.push(item);
  if (list.length > 200) list.shift();
};

http
  .createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const hook = /^\/hooks\/([\w-]+)/.exec(req.url ?? '');
      const received = /^\/received\/([\w-]+)/.exec(req.url ?? '');
      if (hook) {
        if (!hooks.has(hook[1])) hooks.set(hook[1], []);
        keep(hooks.get(hook[1]), { at: new Date().toISOString(), method: req.method, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      } else if (received) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(hooks.get(received[1]) ?? []));
      } else if (req.url === '/mail') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
      } else {
        res.writeHead(404).end();
      }
    });
  })
  .listen(8080, '0.0.0.0');

net
  .createServer((socket) => {
    let buffer = '';
    let inData = false;
    let message = { from: '', to: [], data: '' };
    const say = (line) => socket.write(`${line}\r\n`);
    say('220 stack-test receiver');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          message.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          keep(mails, { at: new Date().toISOString(), ...message });
          message = { from: '', to: [], data: '' };
          say('250 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') say('250-stack-test\r\n250 8BITMIME');
        else if (verb === 'HELO') say('250 stack-test');
        else if (verb === 'MAIL') {
          message.from = line.slice(10);
          say('250 ok');
        } else if (verb === 'RCPT') {
          message.to.push(line.slice(8));
          say('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          say('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') {
          message = { from: '', to: [], data: '' };
          say('250 ok');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
          return;
        } else say('250 ok');
      }
    });
    socket.on('error', () => {});
  })
  .listen(2525, '0.0.0.0');

console.log('receiver: http :8080, smtp :2525');
