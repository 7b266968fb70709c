// The room message fan-out: staff sockets split over two app instances that share the database and
// Redis; a teacher's reply posted on one instance must reach every open socket (issue 13: p95 < 200 ms).
import WebSocket from 'ws';

const SOCKETS = Number(process.env.BENCH_FANOUT_SOCKETS ?? 1000);
const POSTS = Number(process.env.BENCH_FANOUT_POSTS ?? 20);

function openSocket(baseUrl, token) {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/admin/ws`, { headers: { authorization: `Bearer ${token}`, origin: baseUrl } });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`the staff socket was refused: ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Opens SOCKETS staff sockets, half on each instance, then posts POSTS replies in a room through the
 * first instance one after another; a delivery is timed from the moment the reply is sent to the
 * moment a socket receives its `room.changed` (so it includes writing the reply).
 */
export async function measureRoomFanout({ urls, token, roomId }) {
  const sockets = [];
  try {
    for (let i = 0; i < SOCKETS; i += 50) {
      sockets.push(...(await Promise.all(Array.from({ length: Math.min(50, SOCKETS - i) }, (_, k) => openSocket(urls[(i + k) % urls.length], token)))));
    }
    const delays = [];
    let missed = 0;
    for (let post = 0; post < POSTS; post++) {
      const sentAt = performance.now();
      const arrivals = sockets.map(
        (socket) =>
          new Promise((resolve) => {
            const timer = setTimeout(() => {
              socket.off('message', onMessage);
              resolve(null);
            }, 5000);
            function onMessage(data) {
              const event = JSON.parse(String(data));
              if (event.type !== 'room.changed' || event.id !== roomId) return;
              clearTimeout(timer);
              socket.off('message', onMessage);
              resolve(performance.now() - sentAt);
            }
            socket.on('message', onMessage);
          }),
      );
      const response = await fetch(`${urls[0]}/api/admin/room_reply`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ room_id: roomId, message_type: 2, body: `ベンチマークの返信 ${post + 1}` }),
      });
      if (!response.ok) throw new Error(`room_reply answered ${response.status}: ${await response.text()}`);
      for (const delay of await Promise.all(arrivals)) {
        if (delay === null) missed += 1;
        else delays.push(delay);
      }
    }
    delays.sort((a, b) => a - b);
    return { sockets: sockets.length, posts: POSTS, deliveries: delays.length, missed, p50: percentile(delays, 50), p95: percentile(delays, 95), max: delays.at(-1) };
  } finally {
    for (const socket of sockets) socket.terminate();
  }
}
