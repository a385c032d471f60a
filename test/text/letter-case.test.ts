import { isWrittenInLowerCase } from '../../lib/text/letter-case';

describe('isWrittenInLowerCase', () => {
  it('tells a note typed in lower case from sentence-case prose', () => {
    expect(isWrittenInLowerCase('pt w/ htn, dm2. cr 2.1 on admit, improved w ivf. dc home.')).toBe(true);
    expect(isWrittenInLowerCase('Patient with hypertension. Creatinine 2.1 on admission. Discharged home.')).toBe(false);
  });

  it('keeps a lower-case note whose pasted flowsheet line brings capitals', () => {
    const note = [
      'pt: 24 y/o f w/ t1dm on insulin pump',
      'admit dx: dka',
      'hpi: 2 d n/v after pump site failure.',
      'ed flowsheet: T 36.9 HR 124 BP 108/66 RR 28 SpO2 99% RA. kussmaul resp.',
      'labs: glucose 31.4 mmol/L, vbg ph 7.11, hco3 7, plt 64 (L) (ref 150-400).',
      'hospital course: insulin gtt per protocol, gap closed in 14 h.',
    ].join('\n');
    expect(isWrittenInLowerCase(note)).toBe(true);
  });

  it('does not count a few lower-case lines in a sentence-case note', () => {
    const note = 'HPI: Fever.\nExam: Crackles.\nLabs: WBC 14.\nx-ray: RLL opacity.\nPlan: Ceftriaxone.\nFollow-up: Clinic.';
    expect(isWrittenInLowerCase(note)).toBe(false);
    expect(isWrittenInLowerCase('')).toBe(false);
  });
});
