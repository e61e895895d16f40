import net from 'node:net';

export interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * A minimal SMTP client for `smtp://[user:pass@]host[:port]` (plain connection, AUTH PLAIN when credentials
 * are given): enough for a local relay or a development mail catcher. No TLS.
 */
export function sendMail(smtpUrl: string, mail: Mail, timeoutMs = 10_000): Promise<void> {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:') return Promise.reject(new Error(`Unsupported SMTP URL scheme ${url.protocol}`));
  const user = decodeURIComponent(url.username);
  const pass = decodeURIComponent(url.password);
  const body = [
    `From: ${mail.from}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    // Dot-stuffing: a line starting with '.' gets another one.
    ...mail.text.split(/\r?\n/).map((line) => (line.startsWith('.') ? `.${line}` : line)),
  ].join('\r\n');
  const steps: Array<{ send?: string; expect: number }> = [
    { expect: 220 },
    { send: `EHLO insights`, expect: 250 },
    ...(user ? [{ send: `AUTH PLAIN ${Buffer.from(`\0${user}\0${pass}`).toString('base64')}`, expect: 235 }] : []),
    { send: `MAIL FROM:<${mail.from}>`, expect: 250 },
    { send: `RCPT TO:<${mail.to}>`, expect: 250 },
    { send: 'DATA', expect: 354 },
    { send: `${body}\r\n.`, expect: 250 },
    { send: 'QUIT', expect: 221 },
  ];
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port || 25), url.hostname);
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('SMTP timeout')));
    let buffer = '';
    let step = 0;
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    socket.on('error', fail);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      // A reply is complete at a line 'NNN text' (multi-line replies use 'NNN-text').
      const lines = buffer.split('\r\n');
      const last = lines.slice(0, -1).reverse().find((line) => /^\d{3} /.test(line));
      if (!last) return;
      buffer = '';
      const code = Number(last.slice(0, 3));
      if (code !== steps[step].expect) return fail(new Error(`SMTP: expected ${steps[step].expect}, got '${last}'`));
      step += 1;
      if (step === steps.length) {
        socket.end();
        return resolve();
      }
      socket.write(`${steps[step].send}\r\n`);
    });
  });
}
