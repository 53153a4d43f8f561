// A local SMTP server for the bench: counts every email it receives by Message-ID (one per
// outbox row), and can hold its answer to a message while the bench does something (kills
// the sender) in between.
import { SMTPServer } from 'smtp-server';

/**
 * @param {{ beforeAccepting?: (received: number) => Promise<void> | void }} [options]
 *   beforeAccepting runs with the number of emails received so far (this one included),
 *   before the server answers 250 to the sender.
 */
export async function startSmtpSink({ beforeAccepting } = {}) {
  /** @type {Map<string, number>} */
  const byMessageId = new Map();
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 4096) head += chunk.toString('utf8');
      });
      stream.on('end', async () => {
        const messageId = /^Message-ID:[ \t]*(\S.*)$/im.exec(head)?.[1]?.trim() ?? '(none)';
        byMessageId.set(messageId, (byMessageId.get(messageId) ?? 0) + 1);
        received += 1;
        try {
          await beforeAccepting?.(received);
        } finally {
          callback();
        }
      });
    },
  });
  server.on('error', () => {});
  const port = await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server.server.address().port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    byMessageId,
    get received() {
      return received;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The outbox row id in a notification's Message-ID (`<row-id@outbox.invalid>`). */
export const outboxIdOf = (messageId) => /^<([^@]+)@outbox\.invalid>$/.exec(messageId)?.[1];
