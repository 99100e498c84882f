import { once } from 'node:events';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { installNodeNetworkGuard, isLocalUrl, isLoopbackHost } from '../scripts/lib/network-guard.mjs';

describe('isLocalUrl', () => {
  it.each([
    ['http://localhost:6006/iframe.html', true],
    ['http://127.0.0.1:8787/api/profile', true],
    ['ws://127.0.0.5:1234/', true],
    ['http://[::1]:3000/', true],
    ['http://app.localhost/', true],
    ['data:image/png;base64,AAAA', true],
    ['blob:http://localhost/1234', true],
    ['about:blank', true],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', false],
    ['https://www.boe.es/logo.png', false],
    ['http://93.184.216.34/', false],
    ['http://localhost.evil.example/', false],
    ['http://127.0.0.1.nip.io/', false],
  ])('%s → %s', (url, local) => {
    expect(isLocalUrl(url)).toBe(local);
  });

  it('treats the default host (none given) as loopback', () => {
    expect(isLoopbackHost(undefined)).toBe(true);
    expect(isLoopbackHost('10.0.0.1')).toBe(false);
  });
});

describe('installNodeNetworkGuard', () => {
  it('refuses a connection outside the machine, naming it, and records it', () => {
    const guard = installNodeNetworkGuard();
    expect(() => net.connect({ host: '203.0.113.5', port: 80 })).toThrow(
      /fuera de la máquina.*203\.0\.113\.5:80/,
    );
    // Taken here so this test's own afterEach (tooling/network.node.setup.ts) does not fail it.
    expect(guard.take()).toEqual(['203.0.113.5:80']);
  });

  it('lets loopback connections through', async () => {
    installNodeNetworkGuard();
    const server = net.createServer((socket) => socket.end('ok'));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as net.AddressInfo;
    const socket = net.connect({ host: '127.0.0.1', port });
    const [data] = (await once(socket, 'data')) as [Buffer];
    expect(data.toString()).toBe('ok');
    socket.destroy();
    server.close();
  });
});
