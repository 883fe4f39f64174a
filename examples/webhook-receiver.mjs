// A webhook receiver for the service's deliveries: plain Node (24+), no dependencies.
//   WEBHOOK_SECRET=whsec_... PORT=8080 node examples/webhook-receiver.mjs
// It checks each delivery's signature against the raw body and refuses stale ones, answers
// 204 at once, and logs one line per event. Real work belongs after the answer (a queue).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const secret = process.env.WEBHOOK_SECRET;
if (!secret) {
  console.error("Set WEBHOOK_SECRET to the webhook's signing secret (data.signing_secret, whsec_...).");
  process.exit(2);
}
const port = Number(process.env.PORT ?? 8080);
const TOLERANCE_SECONDS = 5 * 60; // older (or later) timestamps are replays
const MAX_BODY_BYTES = 1024 * 1024;
const seen = new Set(); // deliveries are at least once: use a table with a TTL in production

/** True when `signature` is `v1=` + hex HMAC-SHA256 of `<timestamp>.<raw body>` under the secret. */
function verify(rawBody, timestamp, signature) {
  if (!/^\d{1,12}$/.test(timestamp ?? '') || typeof signature !== 'string') return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const expected = Buffer.from('v1=' + createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex'));
  const received = Buffer.from(signature);
  // timingSafeEqual needs equal lengths; the length of a signature is no secret.
  return expected.length === received.length && timingSafeEqual(expected, received);
}

const server = createServer((req, res) => {
  if (req.method !== 'POST') {
    res.writeHead(405).end();
    return;
  }
  // Collect Buffers and join them once: decoding chunk by chunk (`raw += chunk`) would break a
  // multi-byte character split across two chunks, and the signature would no longer match.
  const chunks = [];
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) req.destroy();
    else chunks.push(chunk);
  });
  req.on('end', () => {
    const rawBody = Buffer.concat(chunks);
    const id = req.headers['x-service-webhook-id'];
    if (!verify(rawBody, req.headers['x-service-webhook-timestamp'], req.headers['x-service-webhook-signature'])) {
      console.log(`refused: bad signature or stale timestamp (id ${id ?? 'none'})`);
      res.writeHead(400).end();
      return;
    }
    res.writeHead(204).end(); // answer first: the service waits at most 10 seconds
    if (seen.has(id)) return;
    seen.add(id);
    const event = JSON.parse(rawBody.toString('utf8')); // parse only after verifying the raw bytes
    console.log(`verified: ${event.type} ${event.id}`);
  });
});
server.listen(port, () => console.log(`Receiving webhooks on port ${server.address().port}`));
