import { definePack, mentioned, not, ruledOut, allOf, type Pack } from '../../lib/criteria/define';
import { onePackResult } from '../support/one-pack';

/** Supported when affirmed; Unsupported when denied and never affirmed. */
const pack = definePack({
  id: 'exacerbation-demo',
  title: 'Exacerbation (demo)',
  version: '1.0.0',
  source: 'test',
  codes: [{ code: 'J4419', title: 'demo exacerbation' }],
  concepts: { exacerbation: { terms: ['copd exacerbation'] } },
  criteria: {
    documented: { says: 'Exacerbation documented', rule: mentioned('exacerbation') },
    denied: { says: 'Exacerbation denied and never affirmed', rule: allOf(ruledOut('exacerbation'), not(mentioned('exacerbation'))) },
  },
  decision: { documented: 'documented', supported: 'documented', refuted: 'denied' },
});

const resultFor = onePackResult(pack as Pack, 'J44.19');

describe("the author's denial outranks a label reported from elsewhere", () => {
  it('withdraws an ED label the course denies', () => {
    expect(resultFor('DIAGNOSES: COPD exacerbation (ED dx).\nHOSPITAL COURSE: This was not a COPD exacerbation; dyspnea was from the PE.')).toBe('Unsupported');
  });

  it('keeps an ED label nobody denies', () => {
    expect(resultFor('DIAGNOSES: COPD exacerbation (ED dx).\nHOSPITAL COURSE: Nebulizers and prednisone.')).toBe('Supported');
  });

  it("leaves the author's own contradiction undecided rather than picking a side", () => {
    expect(resultFor('DIAGNOSES: COPD exacerbation.\nHOSPITAL COURSE: This was not a COPD exacerbation.')).not.toBe('Unsupported');
  });
});
