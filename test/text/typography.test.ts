import { analyze } from '../../lib/analyze';
import { validateClaim } from '../../lib/validate-claim';
import { typographicView } from '../../lib/text/typography';

const values = (text: string) => analyze(text).measurements.map((m) => [m.kind, m.value.number, m.unit?.text ?? null]);

describe('typography read as the plain characters it stands for', () => {
  it('reads superscript and subscript ion signs as the lab name ("K⁺ 2.6", "HCO₃⁻ 18")', () => {
    expect(values('K⁺ 2.6 mmol/L with U waves; HCO₃⁻ 18 mmol/L.')).toEqual([
      ['potassium', 2.6, 'mmol/L'],
      ['bicarbonate', 18, 'mmol/L'],
    ]);
  });

  it('reads no-break and thin spaces as spaces, between a name, its value and its unit', () => {
    expect(values('Na\u00a0128\u202fmmol/L on admission, K\u00a02.9.')).toEqual([
      ['sodium', 128, 'mmol/L'],
      ['potassium', 2.9, null],
    ]);
  });

  it('keeps a power after a number as written ("×10⁹/L"), a superscript after a letter read as a digit ("m²")', () => {
    const text = 'Plt 246 ×10⁹/L; BSA 1.73 m²; Na\u00a0128';
    const view = typographicView(text)!;
    expect(view).toHaveLength(text.length);
    expect(view).toBe('Plt 246 ×10⁹/L; BSA 1.73 m2; Na 128');
    expect(values('Plt 246 ×10⁹/L.')).toEqual([['platelets', 246, '×10⁹/L']]);
  });

  it('copies nothing for a note without typography, and every span slices back from the note', () => {
    expect(typographicView('Na 128, K 2.9.')).toBeUndefined();
    const text = 'K⁺ 2.6\u00a0mmol/L; no\u00a0fever.';
    const analysis = analyze(text);
    for (const m of analysis.measurements) expect(text.slice(m.start, m.end)).toBe(m.text);
    for (const m of analysis.mentions) expect(text.slice(m.start, m.end)).toBe(m.text);
    expect(analysis.mentions.find((m) => m.text === 'fever')?.negated).toBe(true);
  });
});

describe('words a hard wrap hyphenated across a line break', () => {
  it('reads the word whole ("mag-\\nnesium", "hypo-\\nnatremia"), keeping every offset', () => {
    const text = 'Potassium was 2.9 and mag-\nnesium 1.5 mg/dL; toxic-metabolic en-\n  cephalopathy.';
    const view = typographicView(text)!;
    expect(view).toHaveLength(text.length);
    expect(view).toBe('Potassium was 2.9 and magnesium   1.5 mg/dL; toxic-metabolic encephalopathy    .');
  });

  it('keeps the hyphen where the part after it is a word and the whole is none ("well-\\nknown")', () => {
    expect(typographicView('a well-\nknown allergy')).toBeUndefined();
  });

  it('never reads the fragment after the hyphen as a misspelt drug ("nesium" is not Nexium)', () => {
    const text = 'PMH: GERD - listed in her outpatient problem list.\nLABS: Potassium 2.9 mmol/L and mag-\nnesium 1.5 mg/dL.';
    const { validation } = validateClaim({ claim: { principal_diagnosis: { code: 'K21.9' } }, discharge_summary: { text } });
    expect(validation[0]!.determination.result).toBe('NoDetermination');
  });
});
