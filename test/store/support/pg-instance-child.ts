// One service instance with its own PostgresStore, driven over IPC by the multi-instance test:
// opens (migrating concurrently with its sibling), waits for 'go', then interleaves inserts
// with queries and reports what it inserted and saw.
import { PostgresStore } from '../../../adapters/store/postgres-store';
import { makeRecord } from './records';

const [url, schema, name, countArg] = process.argv.slice(2);
const count = Number(countArg);
const send = (message: unknown): void => {
  process.send?.(message);
};

async function main(): Promise<void> {
  if (url === undefined || schema === undefined || name === undefined || !Number.isInteger(count)) {
    throw new Error('usage: pg-instance-child.ts <url> <schema> <name> <count>');
  }
  const store = await PostgresStore.open(url, { schema, warn: () => undefined });
  send({ ready: true });
  await new Promise<void>((resolve) => process.once('message', () => resolve()));
  const inserted: string[] = [];
  let seenOther = false;
  for (let i = 0; i < count; i++) {
    const record = makeRecord({ claim_id: `${name}-${i}`, billing_provider_npi: 1234567890 + (i % 2), date_of_service_start: '2025-01-01' });
    await store.insert(record);
    inserted.push(record.claim_id);
    const newest = await store.query({ limit: 5 });
    if (newest.some((r) => !r.claim_id.startsWith(`${name}-`))) seenOther = true;
    const mine = await store.get(record.claim_id);
    if (mine?.claim_id !== record.claim_id) throw new Error(`read-back of ${record.claim_id} failed`);
    await store.query({ billing_provider_npi: 1234567890, date_of_service_start: '2025-01-01', limit: 10 });
  }
  await store.close();
  send({ done: true, inserted, seenOther });
}

main().catch((error: unknown) => {
  send({ error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  setTimeout(() => process.exit(1), 100);
});
