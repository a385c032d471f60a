import { builtInResult } from '../support/built-in';

/**
 * What blind probe 60 (obstetric and gynecologic; rheumatology, transplant and endocrine) found the
 * table reading wrongly, and vitamin D read as a value. Each row: a note a reviewer would decide as
 * the last column says.
 */
describe('probe 60 readings', () => {
  it.each([
    // 25-hydroxyvitamin D, against its printed range; a lab name is no treatment.
    ['E55.9', 'PMH: vitamin D deficiency. LABS: 25-OH vitamin D 38 ng/mL (30-100).', 'Unsupported'],
    ['E55.9', 'Vitamin D deficiency: vitamin D 14, started ergocalciferol 50,000 units weekly.', 'Supported'],
    ['E55.9', 'LABS: vitamin D 14 ng/mL. Home on day 2.', 'NoDetermination'],
    ['E55.9', 'PMH: Vitamin D deficiency on cholecalciferol 2000 units daily. LABS: vitamin D 41 (30-100).', 'Supported'],
    // "pain controlled on oral agents" is no oral hypoglycemic for a diet-controlled gestational diabetes.
    ['O24.420', 'Gestational diabetes, class A1 (diet-controlled); glucose log at goal, never required insulin or metformin. Pain controlled on oral agents.', 'Supported'],
    // An unknown GBS status is not a negative one.
    ['O99.824', 'GBS unknown (not collected); penicillin given per the unknown-status protocol.', 'NoDetermination'],
    // "PJP ppx" is prophylaxis; a negative lavage PCR refutes the infection.
    ['B59', 'GPA on rituximab and pulse steroids. PJP ppx: TMP-SMX SS 3x/week. BAL Pneumocystis PCR negative; no evidence of PJP.', 'Unsupported'],
    // "no concern for" denies.
    ['E51.2', 'Thiamine 100 mg IV daily as prophylaxis; no nystagmus, ataxia or confusion and there was no concern for Wernicke encephalopathy.', 'Unsupported'],
    // The appendix seen and normal.
    ['K35.80', 'Surgical team called re: possible appendicitis, signed off after CT (appendix normal). Laparoscopy: appendix visualized - normal.', 'Unsupported'],
    // "No significant blood loss" beside a small fall, no transfusion.
    ['D62', '5) Anemia. Hgb 10.8 on adm -> 10.1 at d/c. No transfusion. Bleeding limited to scant hemoptysis; iron studies c/w anemia of inflammation. No significant blood loss.', 'Unsupported'],
    // Long-term immunosuppressants by class.
    ['Z79.621', 'HPI: s/p deceased-donor kidney transplant 2019. IS: tacrolimus 3 mg BID (trough 7.2), MMF 500 mg BID, prednisone 5 mg daily.', 'Supported'],
    ['Z79.624', 'HPI: s/p deceased-donor kidney transplant 2019. IS: tacrolimus 3 mg BID (trough 7.2), MMF 500 mg BID, prednisone 5 mg daily.', 'Supported'],
    ['Z79.620', 'Seronegative RA on adalimumab 40 mg every 2 weeks, held for the infection and resumed at discharge.', 'Supported'],
    ['Z79.621', 'Tacrolimus was stopped in 2021 after the graft failed; back on hemodialysis.', 'Unsupported'],
  ])('%s: %s', (code, text, expected) => {
    expect(builtInResult(code, text)).toBe(expected);
  });
});
