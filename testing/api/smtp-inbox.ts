import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string[];
  subject: string;
  messageId: string;
  raw: string;
}

function header(raw: string, name: string): string {
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw)?.[1]?.trim() ?? '';
}

/** A real SMTP server in this process that keeps what it receives; it can go down and come back on its port. */
export async function startSmtpInbox() {
  const received: ReceivedEmail[] = [];
  const newServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: header(raw, 'Subject'),
            messageId: header(raw, 'Message-ID'),
            raw,
          });
          callback();
        });
      },
    });
  const listen = (server: SMTPServer, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  let server = newServer();
  const port = await listen(server, 0);
  let up = true;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    async stop() {
      if (!up) return;
      up = false;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async restart() {
      server = newServer();
      await listen(server, port);
      up = true;
    },
  };
}

/** A real SMTP server that refuses every message (550 for its recipient) and counts the sends tried. */
export async function startRefusingSmtp() {
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      attempts += 1;
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Messages the server was asked to take. */
    get attempts() {
      return attempts;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `check` holds (a wait for background work, not a time limit on it). */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
