import { validateClaim } from '../../lib/validate-claim';

function determine(code: string, text: string) {
  const { validation, provenance } = validateClaim({ claim: { principal_diagnosis: { code } }, discharge_summary: { text } });
  return { ...validation[0]!.determination, step: provenance.decisions[0]!.step };
}

describe('a condition the summary does not name', () => {
  it('shows the values it weighed and which criteria they met, when values alone do not decide', () => {
    const text = 'LABS: Na 124 on admission, 131 at discharge.';
    const d = determine('E87.1', text);
    expect(d.result).toBe('NoDetermination');
    expect(d.reasoning).toContain('does not name hyponatremia');
    expect(d.reasoning).toMatch(/met: Serum sodium below 135 .*sodium 124 mmol\/L/);
    expect(d.evidence.map((e) => e.source.text)).toContain('Na 124 on admission, 131 at discharge.');
    for (const e of d.evidence) expect(text.slice(e.source.start_index, e.source.end_index)).toBe(e.source.text);
  });

  it('says the summary is silent when nothing in it bears on the criteria', () => {
    const d = determine('E87.1', 'HOSPITAL COURSE: Cellulitis treated with cefazolin.');
    expect(d.result).toBe('NoDetermination');
    expect(d.reasoning).toContain('does not document hyponatremia or the data its criteria need');
    expect(d.evidence).toEqual([]);
  });
});
