/**
 * A minimal SMTP server on loopback that records the messages it receives.
 * It refuses every connection (421) while `accept` is false, so a test can
 * stand for an SMTP server that is down and then back.
 */
import { createServer, type Server, type Socket } from 'node:net';

export interface FakeSmtp {
  port: number;
  messages: string[];
  accept: boolean;
  close: () => Promise<void>;
}

export async function fakeSmtp({ accept = true } = {}): Promise<FakeSmtp> {
  const sockets = new Set<Socket>();
  const state: FakeSmtp = { port: 0, messages: [], accept, close: async () => {} };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (!state.accept) {
      socket.end('421 localhost Service not available\r\n');
      return;
    }
    let data = false;
    let buffer = '';
    socket.write('220 localhost ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = data ? buffer.indexOf('\r\n.\r\n') : buffer.indexOf('\r\n')) !== -1) {
        if (data) {
          state.messages.push(buffer.slice(0, index));
          buffer = buffer.slice(index + 5);
          data = false;
          socket.write('250 OK\r\n');
          continue;
        }
        const verb = buffer.slice(0, 4).toUpperCase();
        buffer = buffer.slice(index + 2);
        if (verb === 'EHLO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as { port: number }).port;
  state.close = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return state;
}
