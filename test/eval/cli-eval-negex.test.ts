import { main, type CliIo } from '../../adapters/cli/main';

const kit = [
  'id\tconcept\tsentence\tlabel',
  '1\tfever\tPatient denies FEVER or chills.\tnegated',
  '2\tcough\tShe has a productive COUGH.\taffirmed',
  '3\tpneumonia\tPNEUMONIA was ruled out.\tnegated',
  '4\tchest pain\tReturn if CHEST PAIN recurs.\taffirmed',
].join('\n');
const contextKit = [
  'id\tconcept\tsentence\tnegation\ttemporality\texperiencer',
  '1\tfever\t-\tnegated\trecent\tpatient',
  '2\tcough\t-\taffirmed\thistorical\tpatient',
  '3\tpneumonia\t-\tnegated\trecent\tpatient',
  '4\tchest pain\t-\taffirmed\tnot particular\tpatient',
].join('\n');

function fakeIo(files: Record<string, string>): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (line) => stdout.push(line),
    err: (line) => stderr.push(line),
    readFile: (path) => {
      const content = files[path];
      if (content === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT', path });
      return content;
    },
  };
}

const argv = (...args: string[]) => ['node', 'clinval', ...args];

describe('clinval eval negex', () => {
  it('--json: the last stdout line is the contract object', async () => {
    const io = fakeIo({ 'kit.tsv': kit });
    expect(await main(argv('eval', 'negex', 'kit.tsv', '--json', '--warmup', '0', '--repeat', '1'), io)).toBe(0);
    const last = JSON.parse(io.stdout.at(-1) ?? '') as Record<string, unknown>;
    expect(Object.keys(last)).toEqual(['rows', 'accuracy', 'precision', 'recall', 'f1', 'sentences_per_second']);
    expect(last).toMatchObject({ rows: 4, accuracy: 1, precision: 1, recall: 1, f1: 1 });
    expect(typeof last.sentences_per_second).toBe('number');
    expect(io.stderr).toEqual([]);
  });

  it('--context adds historical, hypothetical and family', async () => {
    const io = fakeIo({ 'kit.tsv': kit, 'ctx.tsv': contextKit });
    expect(await main(argv('eval', 'negex', 'kit.tsv', '--context', 'ctx.tsv', '--json', '--warmup', '0'), io)).toBe(0);
    const last = JSON.parse(io.stdout.at(-1) ?? '') as Record<string, { precision: number; recall: number; f1: number }>;
    expect(Object.keys(last)).toEqual(['rows', 'accuracy', 'precision', 'recall', 'f1', 'sentences_per_second', 'historical', 'hypothetical', 'family']);
    expect(last.hypothetical).toEqual({ precision: 1, recall: 1, f1: 1 });
    expect(last.historical).toEqual({ precision: 0, recall: 0, f1: 0 });
  });

  it('without --json prints a readable report', async () => {
    const io = fakeIo({ 'kit.tsv': kit });
    expect(await main(argv('eval', 'negex', 'kit.tsv', '--warmup', '0'), io)).toBe(0);
    expect(io.stdout.join('\n')).toMatch(/negated\s+P 1\.0000\s+R 1\.0000\s+F1 1\.0000\s+accuracy 1\.0000/);
    expect(io.stdout.join('\n')).toMatch(/throughput\s+\d+ sentences\/s/);
  });

  it.each([
    [['eval', 'negex', 'missing.tsv'], /cannot read "missing.tsv": ENOENT/],
    [['eval', 'negex', 'bad.tsv'], /bad.tsv: the header must start with .* \[INPUT_INVALID\]/],
    [['eval', 'negex', 'kit.tsv', '--warmup', 'lots'], /expected a whole number, got "lots"/],
    [['eval', 'negex'], /missing required argument 'file'/],
    [['eval', 'nonsense'], /unknown command 'nonsense'/],
  ])('exits 2 with a message for %j', async (args, message) => {
    const io = fakeIo({ 'kit.tsv': kit, 'bad.tsv': 'not a kit\n' });
    expect(await main(argv(...args), io)).toBe(2);
    expect(io.stderr.join('\n')).toMatch(message);
  });

  it('--help exits 0 and lists the subcommand', async () => {
    const io = fakeIo({});
    expect(await main(argv('eval', '--help'), io)).toBe(0);
    expect(io.stdout.join('\n')).toContain('negex');
  });
});
