import { above, atMost, below, definePack, fall, measured, measuredThroughout, rise, type Pack, type Rule } from '../../lib/criteria/define';
import { onePackResult } from '../support/one-pack';

/** Supported when creatinine rose (or fell) by 0.3 mg/dL; a demo of the change rule. */
function changePack(direction: 'rise' | 'fall'): Pack {
  return definePack({
    id: `creatinine-${direction}-demo`,
    title: `Creatinine ${direction} (demo)`,
    version: '1.0.0',
    source: 'test',
    codes: [{ code: 'N179', title: 'demo kidney injury' }],
    concepts: {},
    criteria: { changed: { says: `Creatinine ${direction} of 0.3 mg/dL`, rule: (direction === 'rise' ? rise : fall)('creatinine', { by: 0.3, unit: 'mg/dL' }) } },
    decision: { documented: 'changed', supported: 'changed', decidable: 'changed' },
  }) as Pack;
}

describe('a change between two values', () => {
  const fell = onePackResult(changePack('fall'), 'N17.9');
  const rose = onePackResult(changePack('rise'), 'N17.9');

  it('reads a fall and a rise from values written as numbers', () => {
    expect(fell('Creatinine 2.6 on admission, 1.4 at discharge.')).toBe('Supported');
    expect(rose('Creatinine 1.0 on admission, peaked at 2.1.')).toBe('Supported');
  });

  it('counts a rise from the top of a baseline stated as a span, and reads the span of the past year as that baseline', () => {
    // 1.9-2.1 is the patient's own range over the past year: 2.2 is 0.1 above it, not a 0.3 rise.
    expect(rose('CKD 3b, creatinine 1.9-2.1 over the past year. Creatinine 2.1, then 2.2, then 2.0.')).not.toBe('Supported');
    expect(rose('CKD 3b, creatinine 1.9-2.1 over the past year. Creatinine 2.1 on admission, peaked at 2.6.')).toBe('Supported');
  });

  it('does not end a fall at a lower bound, nor start a rise from an upper one', () => {
    // "Cr > 1.5" is a dosing rule: the value is at least 1.5, so it shows no fall to 1.5.
    expect(fell('Creatinine 2.6 on admission, 2.5 at discharge. Apixaban 2.5 mg BID (Cr > 1.5).')).not.toBe('Supported');
    expect(rose('Creatinine > 1.5 in clinic. Creatinine 1.6 on admission.')).not.toBe('Supported');
  });

  it('takes a bound on the side it guarantees', () => {
    expect(rose('Creatinine < 0.8 last month. Creatinine 1.6 on admission.')).toBe('Supported');
  });
});

describe('a span of values', () => {
  const pack = (rule: Rule<never>): Pack =>
    definePack({
      id: 'lactate-span-demo',
      title: 'Lactate (demo)',
      version: '1.0.0',
      source: 'test',
      codes: [{ code: 'E8720', title: 'demo acidosis' }],
      concepts: {},
      criteria: { test: { says: 'demo', rule } },
      decision: { documented: 'test', supported: 'test', decidable: 'test' },
    }) as Pack;
  const anyAbove2 = onePackResult(pack(measured('lactate', above(2, 'mmol/L'))), 'E87.20');
  const everyAtMost2 = onePackResult(pack(measuredThroughout('lactate', atMost(2, 'mmol/L'))), 'E87.20');
  const anyBelow135 = onePackResult(pack(measured('sodium', below(135, 'mmol/L'))), 'E87.20');

  it('passes a test when some value in the span does ("lactate ranged 1.2-3.1" was above 2)', () => {
    expect(anyAbove2('Lactate ranged 1.2-3.1 over the first day.')).toBe('Supported');
    expect(anyBelow135('Na ranged 133-134 over the stay.')).toBe('Supported');
    expect(anyAbove2('Lactate ranged 1.2-1.8 over the first day.')).not.toBe('Supported');
  });

  it('passes a test of every value only when the whole span does', () => {
    expect(everyAtMost2('Lactate ranged 1.2-3.1 over the first day.')).not.toBe('Supported');
    expect(everyAtMost2('Lactate ranged 1.2-1.8 over the first day.')).toBe('Supported');
  });

  it('rises to the top of a span', () => {
    expect(onePackResult(changePack('rise'), 'N17.9')('Creatinine 0.9 on admission; creatinine ranged 1.0-1.4 on days 2-4.')).toBe('Supported');
  });
});
