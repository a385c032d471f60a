import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** ../shared/data beside the repository, where the real corpora live; never copied in. */
export const sharedData = resolve(__dirname, '..', '..', '..', 'shared', 'data');

export interface SummaryRecord {
  readonly id: string;
  readonly text: string;
  readonly text_flat?: string;
}

/** Every real summary, or null (with the reason) when the shared data are absent. */
export function loadSummaries(): { records: SummaryRecord[] } | { missing: string } {
  const dir = join(sharedData, 'summaries');
  if (!existsSync(dir)) return { missing: `no real summaries at ${dir}` };
  const records = readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .flatMap((f) =>
      readFileSync(join(dir, f), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as SummaryRecord),
    );
  return { records };
}

/** `describe` that skips, saying why, when the shared data are absent. */
export function describeWithData(name: string, dataPath: string, body: () => void): void {
  if (existsSync(dataPath)) {
    describe(name, body);
  } else {
    // Not describe.skip(name, body): jest still runs a skipped describe's body, which reads the data.
    describe(name, () => {
      it.skip(`skipped: ${dataPath} not present`, () => undefined);
    });
  }
}
