import { definePack, fall, rise, type Pack } from '../../lib/criteria/define';
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

  it('does not end a fall at a lower bound, nor start a rise from an upper one', () => {
    // "Cr > 1.5" is a dosing rule: the value is at least 1.5, so it shows no fall to 1.5.
    expect(fell('Creatinine 2.6 on admission, 2.5 at discharge. Apixaban 2.5 mg BID (Cr > 1.5).')).not.toBe('Supported');
    expect(rose('Creatinine > 1.5 in clinic. Creatinine 1.6 on admission.')).not.toBe('Supported');
  });

  it('takes a bound on the side it guarantees', () => {
    expect(rose('Creatinine < 0.8 last month. Creatinine 1.6 on admission.')).toBe('Supported');
  });
});
