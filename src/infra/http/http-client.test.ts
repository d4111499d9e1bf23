import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessagesFromBody, HttpError, request } from './http-client';
import { sessionStore } from '../session/session';

let server: Server;
let base = '';
const seen: { language?: string; body?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ language: req.headers['accept-language'], body });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.url === '/ok') return json(200, { hello: 'world' });
      if (req.url === '/empty') return res.writeHead(204).end();
      if (req.url === '/denied') return res.writeHead(401).end();
      if (req.url === '/invalid')
        return json(400, { errors: { code: ['Code is wrong', 'Try again'] } });
      return json(500, { nope: true });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('http helper', () => {
  it('returns data on 200 and false on 204, sending the language', async () => {
    expect(await request(`${base}/ok`, { language: 'sk' })).toEqual({ hello: 'world' });
    expect(seen.at(-1)?.language).toBe('sk');
    expect(await request(`${base}/empty`)).toBe(false);
  });
  it('posts form data', async () => {
    await request(`${base}/ok`, { form: { txtCode: '123456' } });
    expect(seen.at(-1)?.body).toBe('txtCode=123456');
  });
  it('shows each message of an error body, or the generic text', async () => {
    await expect(request(`${base}/invalid`)).rejects.toMatchObject({
      status: 400,
      message: 'Code is wrong',
      details: ['Code is wrong', 'Try again'],
    });
    await expect(request(`${base}/other`)).rejects.toMatchObject({
      message: 'Error occurred, please try again later',
    });
    expect(errorMessagesFromBody({ detail: 'x' })).toEqual(['x']);
  });
  it('ends an open session on 401', async () => {
    sessionStore.setState({ status: 'open', walletId: 'w', lastActivity: Date.now() });
    await expect(request(`${base}/denied`)).rejects.toBeInstanceOf(HttpError);
    expect(sessionStore.getState()).toMatchObject({
      status: 'locked',
      lastLogoutReason: 'unauthorized',
    });
    await expect(request(`${base}/denied`, { method: 'POST' })).rejects.toMatchObject({
      message: '401 Unauthorized, authentication is needed',
    });
  });
});
