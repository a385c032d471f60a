import { goalCues, labNames, otherSpecimenCues, oxygenDeviceNames, pseudoNames } from '../../lib/measure/lab-names';
import { measurementKinds } from '../../lib/measure/units';
import { oxygenSupports } from '../../lib/measure/lab-values';

const allNames = labNames.flatMap((entry) => entry.names.map((spec) => ({ entry, name: typeof spec === 'string' ? spec : spec.name, exact: typeof spec !== 'string' && spec.exactCase === true })));
const key = (name: string, exact: boolean) => (exact ? name : name.toLowerCase()).replace(/[\s-]+/g, '');

describe('measurement names are consistent data', () => {
  it('gives every kind at least one name of its own', () => {
    for (const kind of measurementKinds) {
      expect({ kind, named: labNames.some((e) => e.kinds.length === 1 && e.kinds[0] === kind) }).toEqual({ kind, named: true });
    }
  });

  it('starts every name with a letter (the name index uses a word boundary)', () => {
    for (const name of [...allNames.map((n) => n.name), ...pseudoNames]) expect({ name, ok: /^[A-Za-z]/.test(name) }).toEqual({ name, ok: true });
  });

  it('never lists one spelling under two different kinds', () => {
    const seen = new Map<string, string>();
    for (const { entry, name, exact } of allNames) {
      const k = key(name, exact);
      const kinds = entry.kinds.join('+');
      expect({ name, kinds: seen.get(k) ?? kinds }).toEqual({ name, kinds });
      seen.set(k, kinds);
    }
  });

  it('has no pseudo-name that would hide a real name', () => {
    const loose = new Set(allNames.filter((n) => !n.exact).map((n) => key(n.name, false)));
    for (const pseudo of pseudoNames) expect({ pseudo, clash: loose.has(key(pseudo, false)) }).toEqual({ pseudo, clash: false });
  });

  it('covers every oxygen support and round-trips through JSON', () => {
    expect(Object.keys(oxygenDeviceNames).sort()).toEqual([...oxygenSupports].sort());
    for (const data of [labNames, pseudoNames, otherSpecimenCues, goalCues, oxygenDeviceNames]) expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
