// A second process on a file store folder, driven by test/store/file-store.test.ts over IPC.
//   hold <dir>          open the store, say 'ready', keep it open until killed
//   insert-loop <dir>   open, then insert without end (4 at a time), reporting each resolved claim_id
import { FileStore } from '../../../adapters/store/file-store';
import { makeRecord } from './records';

const [mode, dir] = process.argv.slice(2);
const send = (message: unknown): void => {
  process.send?.(message);
};

async function main(): Promise<void> {
  if (dir === undefined) throw new Error('usage: file-store-child.ts hold|insert-loop <dir>');
  const store = await FileStore.open(dir, { compactionThreshold: 50, warn: () => undefined });
  if (mode === 'hold') {
    send({ ready: true });
    setInterval(() => undefined, 60_000);
    return;
  }
  if (mode === 'insert-loop') {
    send({ ready: true });
    const worker = async (): Promise<never> => {
      for (;;) {
        const record = makeRecord({ billing_provider_npi: 1234567893, text: 'Crash test note.\r\nCreatinine rose from 1.0 to 2.4 mg/dL.\r\n'.repeat(40) });
        await store.insert(record);
        send({ acked: record.claim_id });
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
  }
  throw new Error(`unknown mode ${String(mode)}`);
}

main().catch((error: unknown) => {
  send({ error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  process.exitCode = 1;
  setTimeout(() => process.exit(1), 100);
});
