/**
 * The ceiling: a bare Fastify route answering the same bytes from memory that the store answered for a
 * real search, on the same machine, in the same run. Usage: bare-server.ts <port> <body-file>.
 */
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const [port, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile!);
const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => {
  void reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
