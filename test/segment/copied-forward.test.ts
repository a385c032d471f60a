import { analyze } from '../../lib/analyze';
import { detectSections } from '../../lib/segment/sections';

const categories = (text: string) => detectSections(text).map((s) => s.category);

describe('a list whose header says it was copied from an earlier encounter', () => {
  it.each([
    'ACTIVE PROBLEM LIST (copied forward from the June 2025 discharge summary, not updated):',
    'PROBLEM LIST (auto-populated, carried fwd from ED note + 03/2025 adm):',
    'ACTIVE PROBLEM LIST (auto-imported from the 01/2025 admission, added to by ED and night team):',
    // A bare header line with a long qualifier and no colon.
    'ACTIVE PROBLEM LIST (carried forward from the 03/2025 admission template; each item reviewed in the course below)',
  ])('%s is that stay\'s recap', (header) => {
    expect(categories(`${header}\n1. Acute kidney injury.\n2. COPD.\n`)).toEqual(['earlier-stay']);
  });

  it('stays this stay\'s list when it was copied from this stay\'s ED note', () => {
    expect(categories('PROBLEM LIST (copied from the ED note):\n1. Sepsis.\n')).toEqual(['assessment-plan']);
  });

  it('gives its values to that stay, not to this one', () => {
    const text = 'ACTIVE PROBLEM LIST (copied forward from the June 2025 discharge summary, not updated):\n1. Acute kidney injury, creatinine 2.8.\n\nHOSPITAL COURSE:\nCreatinine 1.1 on arrival and 1.0 at discharge.\n';
    expect(analyze(text).measurements.map((m) => [m.value.text, m.earlierStay === true])).toEqual([
      ['2.8', true],
      ['1.1', false],
      ['1.0', false],
    ]);
  });
});
