// The ceiling: a bare Fastify answering {"hello":"world"}, started in its own process beside the app.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('listening');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
