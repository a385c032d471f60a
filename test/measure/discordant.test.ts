import { analyze } from '../../lib/analyze';
import { validateClaim } from '../../lib/validate-claim';

const superseded = (text: string) => analyze(text).measurements.map((m) => [m.kind, m.value.text, m.superseded === true]);

describe('a point-of-care value the central laboratory answered on the same specimen', () => {
  it('is superseded when the note says the two came from the same specimen', () => {
    const text = 'ED 14:20, point-of-care i-STAT: sodium 129, potassium 3.3.\nED 14:20, central laboratory, same specimen: sodium 137, potassium 3.1.';
    expect(superseded(text)).toEqual([
      ['sodium', '129', true],
      ['potassium', '3.3', true],
      ['sodium', '137', false],
      ['potassium', '3.1', false],
    ]);
  });

  it('is superseded when both are written in one row', () => {
    expect(superseded('LABS\n  Creatinine  i-STAT 2.3 mg/dL  |  central lab 1.18 mg/dL  |  02/11: 1.05')).toEqual([
      ['creatinine', '2.3', true],
      ['creatinine', '1.18', false],
      ['creatinine', '1.05', false],
    ]);
  });

  it('stands when no laboratory value of the same analyte answers it', () => {
    expect(superseded('i-STAT on arrival: potassium 2.9. Central lab sodium 137.')).toEqual([
      ['potassium', '2.9', false],
      ['sodium', '137', false],
    ]);
  });

  it('no longer decides a diagnosis', () => {
    const text =
      'DATA\nED, point-of-care i-STAT: sodium 129.\nED, central laboratory, same specimen: sodium 137. Sodium 138 the next morning.\nASSESSMENT: Hyponatremia per ED; fluid restriction was not needed.';
    expect(validateClaim({ claim: { principal_diagnosis: { code: 'E87.1' } }, discharge_summary: { text } }).validation[0]!.determination.result).toBe('Unsupported');
  });
});
