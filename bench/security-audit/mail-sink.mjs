/**
 * A minimal SMTP receiver on 127.0.0.1 for the audit's app instances (SMTP_URL points here): it accepts
 * every message (no TLS, no auth advertised, so nodemailer sends in the clear) and keeps it in memory,
 * so the audit reads the codes a real user would read in their mailbox; production has no dev outbox.
 *
 *   const sink = await startMailSink(3789);
 *   const code = await sink.code('someone@example.com', 'verification'); // or 'password reset'
 *   await sink.close();
 */
import { createServer } from 'node:net';

/**
 * Listens on `port`. @returns `{ messages, code(to, kind, { after, timeoutMs }), close() }`; `messages`
 * are `{ to: string[], raw: string, at: number }` (`at`: Date.now() when received).
 */
export async function startMailSink(port) {
  const messages = [];
  const sockets = new Set();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let data = null; // the message being received, once DATA was sent
    let to = [];
    const reply = (line) => socket.write(`${line}\r\n`);
    reply('220 audit-sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          messages.push({ to, raw: data.replace(/^\.\./gm, '.'), at: Date.now() });
          data = null;
          to = [];
          reply('250 OK queued');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl === -1) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 audit-sink');
        else if (verb === 'MAIL') reply('250 OK');
        else if (verb === 'RCPT') {
          to.push((/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase());
          reply('250 OK');
        } else if (verb === 'DATA') {
          data = '';
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else reply('502 Command not implemented');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    messages,
    /**
     * The 6-digit code of the newest `kind` mail ('verification' or 'password reset') to `to` received at
     * or after `after` (ms epoch), from its subject ("123456 is your FreshFuel verification code").
     * Waits up to `timeoutMs` (the app sends after answering). @throws when none arrives.
     */
    async code(to, kind, { after = 0, timeoutMs = 10_000 } = {}) {
      const subject = new RegExp(`^Subject: (\\d{6}) is your FreshFuel ${kind} code`, 'm');
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        for (let i = messages.length - 1; i >= 0; i--) {
          const m = messages[i];
          const found = m.at >= after && m.to.includes(to.toLowerCase()) && subject.exec(m.raw);
          if (found) return found[1];
        }
        if (Date.now() > deadline) throw new Error(`no ${kind} code for ${to} within ${timeoutMs / 1000} s`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /** Resolves once any mail to `to` received at or after `after` is here (up to `timeoutMs`). @throws when none arrives. */
    async any(to, { after = 0, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (!messages.some((m) => m.at >= after && m.to.includes(to.toLowerCase()))) {
        if (Date.now() > deadline) throw new Error(`no mail for ${to} within ${timeoutMs / 1000} s`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () =>
      new Promise((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
