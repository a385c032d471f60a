import { assertOne, rulesFor } from './helpers';

describe('negation before the finding', () => {
  it.each([
    ['Denies chest pain, shortness of breath or palpitations.', 'palpitations'],
    ['Biopsy excludes rejection.', 'rejection'],
    ['No clubbing, cyanosis, or edema.', 'edema'],
    ['The chest x-ray was negative for any infiltrate or effusion.', 'effusion'],
    ['Extremities: No edema or cyanosis.', 'cyanosis'],
    ['There was no evidence of polyps or mass.', 'mass'],
    ['Ambulates without any evidence of ataxia.', 'ataxia'],
    ['He did not have any abdominal pain.', 'abdominal pain'],
    ['No known drug allergies.', 'drug allergies'],
    // Shorthand symbols for none and without.
    ['ø h/o HTN; ø antihypertensives at home or here.', 'HTN'],
    ['Sacrum: shallow open area, ø slough, ø visible fat.', 'slough'],
    ['Lower extremities s̄ edema.', 'edema'],
    ['We do not agree with septic shock: one fluid-responsive hypotensive episode, no vasopressor infusion.', 'septic shock'],
    ['There is a low suspicion for significant coronary disease.', 'significant coronary disease'],
    // An attending's amendment of the resident's diagnoses.
    ['Please remove COPD exacerbation from the final diagnoses.', 'COPD exacerbation'],
    ['Please do not carry Pseudomonas as the organism.', 'Pseudomonas'],
    ['1. COPD exacerbation - I do not agree with this diagnosis.', 'COPD exacerbation'],
    ['Pseudomonas was not isolated during this admission.', 'Pseudomonas'],
    ['The KCl 40 mEq ordered on 04/15 was discontinued by pharmacy before administration.', 'KCl'],
  ])('%s -> %s negated', (text, target) => {
    expect(assertOne(text, target).negated).toBe(true);
  });

  it('a negated list runs on to its last item, past the token budget', () => {
    const text = 'No history of hypertension, diabetes, dyslipidemia, sleep apnea, GERD, fatty liver, heart failure or osteoarthritis.';
    expect(assertOne(text, 'osteoarthritis').negated).toBe(true);
    expect(assertOne(text, 'hypertension').negated).toBe(true);
  });

  it('the budget still holds when what follows is a clause, not list items', () => {
    const text = 'No history of hypertension, diabetes, dyslipidemia, sleep apnea, GERD, fatty liver, and then she developed acute pancreatitis.';
    expect(assertOne(text, 'acute pancreatitis').negated).toBe(false);
  });

  it('a forward scope stops after maxScope tokens', () => {
    const text = 'No fever was reported by the family during the long drive back home, and cough started later.';
    expect(assertOne(text, 'fever').negated).toBe(true);
    expect(assertOne(text, 'cough').negated).toBe(false);
  });
});

describe('template checkboxes', () => {
  it('denies an item left unticked, and one answered "[x] no"', () => {
    const text = 'Tobacco use: [ ] Current every day smoker  [ ] Current some day smoker  [x] Former smoker';
    expect(assertOne(text, 'Current every day smoker').negated).toBe(true);
    expect(assertOne(text, 'Former smoker').negated).toBe(false);
    expect(assertOne('Sepsis criteria met: [x] SIRS [x] organ dysfunction [ ] septic shock', 'septic shock').negated).toBe(true);
    expect(assertOne('Sepsis criteria met: [x] SIRS [x] organ dysfunction [ ] septic shock', 'SIRS').negated).toBe(false);
    expect(assertOne('Altered mental status: [ ] yes [x] no', 'Altered mental status').negated).toBe(true);
    expect(assertOne('Altered mental status: [x] yes [ ] no', 'Altered mental status').negated).toBe(false);
  });

  it('reads an entry charted in error as withdrawn', () => {
    expect(assertOne('7. Type 2 diabetes mellitus - entered in error - removed', 'Type 2 diabetes mellitus').negated).toBe(true);
  });
});

describe('a denial inside a bracket', () => {
  it('reaches back to the bracket only, not to the list item before it', () => {
    const text = '5. Hypertension (Sepsis ruled out - see query response 3/4.)';
    expect(assertOne(text, 'Hypertension').negated).toBe(false);
    expect(assertOne(text, 'Sepsis').negated).toBe(true);
  });

  it('ends at the bracket even where a colon is glued to it ("(not re-reviewed): COPD")', () => {
    const text = 'Problem list carried forward (not re-reviewed): COPD with acute exacerbation; hyperglycemia.';
    expect(assertOne(text, 'COPD with acute exacerbation').negated).toBe(false);
  });
});

describe('post-position negation', () => {
  it.each([
    ['Fever: none.', 'Fever'],
    ['Complications: none.', 'Complications'],
    // A result written as a sign.
    ['Telemetry: sinus rhythm; AF (-) on 6 days of monitoring.', 'AF'],
    ['BCx (-) x2.', 'BCx'],
    ['Blood cultures -ve x2.', 'Blood cultures'],
    ['Blood cultures: negative.', 'Blood cultures'],
    ['Blood cultures were negative.', 'Blood cultures'],
    ['UA bland, urine culture no growth - ceftriaxone stopped.', 'urine culture'],
    ['UA bland, urine culture no growth - ceftriaxone stopped.', 'UA'],
    ['Pulmonary embolism was ruled out.', 'Pulmonary embolism'],
    ['Pneumonia is unlikely.', 'Pneumonia'],
    ['Hypokalemia is removed as a diagnosis.', 'Hypokalemia'],
    ['Pneumonia (ruled out)', 'Pneumonia'],
    ['Hypothyroidism (old problem list) - not on any thyroid medication; TSH not ordered.', 'TSH'],
    ['TSH was not checked this admission.', 'TSH'],
    ['Former smoker; the "current smoker" triage entry was an error.', 'current smoker'],
    ['The imported "CKD stage 4" entry is not correct.', 'CKD stage 4'],
    ['Agree with Dr. Iyer; "acute on chronic respiratory failure" withdrawn.', 'acute on chronic respiratory failure'],
    ['- lisinopril 10 mg daily (blood pressure) - prescribed 11/2024, never started', 'lisinopril'],
    ['The opacity cleared on the repeat film. Antibiotics were not started.', 'Antibiotics'],
    // A count of none, and the stop of a dotted abbreviation that does not end the clause.
    ['Tele x 120 h: NSR, A. Fib. episodes: 0, occasional PACs.', 'A. Fib'],
    ['The "hyperlipidemia" carried over on her outside problem list is not borne out by these values.', 'hyperlipidemia'],
    ['Rhythm: AF/atrial flutter episodes: 0. Sinus throughout.', 'AF'],
    ['Pressors x0; lactate 1.1.', 'Pressors'],
    ['0 episodes of hypoglycemia overnight.', 'hypoglycemia'],
    ['A. Fib. not c/w his hx -> removed from problem list.', 'A. Fib'],
    ["Pseudothrombocytopenia r/o'd: citrate-tube count 5.", 'Pseudothrombocytopenia'],
    // A verdict written as a label, and template fields answered N/A.
    ['RULED OUT - Sepsis (06/03): only one SIRS criterion at any time.', 'Sepsis'],
    ['Vasopressors: N/A', 'Vasopressors'],
    ['Foley catheter: not applicable', 'Foley catheter'],
    // A contraction is the "not" it shortens.
    ["Per his wife he hasn't been eating well lately.", 'eating well'],
    ['She doesn\u2019t have chest pain today.', 'chest pain'],
    ['#Morbid obesity - NOT accurate; the triage weight was inflated by anasarca.', 'Morbid obesity'],
    ['Platelets recovered; enoxaparin was not restarted and SCDs continue.', 'enoxaparin'],
    ['Continue CPAP for OSA; home BiPAP is not indicated.', 'home BiPAP'],
    ['TSH 2.1 off therapy. She was not felt to be hypothyroid.', 'hypothyroid'],
    ['They recommended that atrial fibrillation be removed from his problem list.', 'atrial fibrillation'],
    ['Pain free at discharge.', 'Pain'],
    ['Chest pain: denies.', 'Chest pain'],
    ['A pericardial effusion is not seen.', 'pericardial effusion'],
  ])('%s -> %s negated', (text, target) => {
    expect(assertOne(text, target).negated).toBe(true);
  });

  it('a bare "ruled out" governs one phrase, not the list item before the comma', () => {
    const text = 'Diagnoses: thrombocytopenia, HIT excluded; chest pain, MI ruled out.';
    expect(assertOne(text, 'HIT').negated).toBe(true);
    expect(assertOne(text, 'MI').negated).toBe(true);
    expect(assertOne(text, 'thrombocytopenia').negated).toBe(false);
    expect(assertOne(text, 'chest pain').negated).toBe(false);
  });

  it('"was ruled out" still reaches a list', () => {
    expect(assertOne('Pneumonia, PE were ruled out.', 'Pneumonia').negated).toBe(true);
  });

  it('a diagnosis the reviewer finds not supported is negated', () => {
    expect(assertOne('ED impression of acute hypoxic respiratory failure not supported: SpO2 95% on RA.', 'acute hypoxic respiratory failure').negated).toBe(true);
  });

  it('a diagnosis not made is negated: "MRSA pneumonia was not diagnosed"', () => {
    expect(assertOne('The nasal PCR was colonisation and MRSA pneumonia was not diagnosed.', 'MRSA pneumonia').negated).toBe(true);
  });

  it.each([
    ['Ketones and a blood gas were not sent.', 'Ketones'],
    ['The anion gap had not closed and ketones had never been measured.', 'ketones'],
    ['Ketosis was never documented: no urine ketones were obtained.', 'Ketosis'],
  ])('a test never done is absent, and says so by its own rule: %s', (text, target) => {
    const a = assertOne(text, target);
    expect(a.negated).toBe(true);
    expect(a.cues.map((c) => c.rule)).toContain('neg-not-done');
  });

  it('a denial stops where the cause is given', () => {
    expect(assertOne('PLT 132 -> 168 without intervention, attributed to sepsis.', 'sepsis').negated).toBe(false);
  });

  it('post-position cues reach only a few tokens back', () => {
    expect(assertOne('Hypertension, diabetes and a long list of other chronic problems; cultures negative.', 'Hypertension').negated).toBe(false);
  });
});

describe('terminators end a scope', () => {
  it.each([
    ['No evidence of CHF but there is pneumonia.', 'pneumonia'],
    ['No fever, however cough persists.', 'cough'],
    ['Denies pain except for mild headache.', 'headache'],
    ['No edema aside from trace ankle swelling.', 'ankle swelling'],
    ['No focal weakness, although she does have tremor.', 'tremor'],
    ['No rash, which was a concern given the pruritus.', 'pruritus'],
    ['No fever; cough for three days.', 'cough'],
    ['No edema.  Neuro: tremor of both hands.', 'tremor'],
    ['No edema. Tremor of both hands.', 'Tremor'],
    ['1) No CHF 2) Pneumonia of the left lower lobe.', 'Pneumonia'],
    ['(Slides not submitted for review) indicate a diagnosis of lymphoma.', 'lymphoma'],
    ['Shallow open wound, no slough - stage 2 pressure injury.', 'pressure injury'],
    ['No fever \u2014 pneumonia on the chest film.', 'pneumonia'],
    ['Erythema in the cleft, not over a bony prominence, consistent with incontinence-associated dermatitis.', 'incontinence-associated dermatitis'],
    // "Fever: no" answers its label; ": no wheeze, ..." opens a list of its own.
    ['COPD: no wheeze, no hypoxemia; home inhaler continued.', 'COPD'],
    ['Perianal erythema and no lesion over a bony prominence: incontinence-associated dermatitis.', 'incontinence-associated dermatitis'],
    // ", and" opening a clause with its own verb.
    ['She does not have thrombocytopenia, and apixaban was appropriately resumed.', 'apixaban'],
  ])('%s -> %s affirmed', (text, target) => {
    expect(assertOne(text, target).negated).toBe(false);
  });

  it('a list item that reports a value ends a denial: a denied list holds findings, not results', () => {
    expect(assertOne('No casts on sediment, FENa 0.5%, prerenal AKI from low output.', 'prerenal').negated).toBe(false);
    expect(assertOne('No casts on sediment, FENa 0.5%, prerenal AKI from low output.', 'casts').negated).toBe(true);
    // A count, a dose or a threshold is not a reported value.
    expect(assertOne('Denies fever, chills, weight loss of 10 lb, night sweats.', 'night sweats').negated).toBe(true);
    expect(assertOne('No platelet transfusion was needed (threshold < 10, or < 50 with bleeding).', 'bleeding').negated).toBe(true);
  });

  it('a denial that is its comma item\'s only word answers the item before it', () => {
    expect(assertOne('Heparin induced thrombocytopenia, suspected, excluded.', 'Heparin induced thrombocytopenia').negated).toBe(true);
    expect(assertOne('Pneumonia, ruled out.', 'Pneumonia').negated).toBe(true);
    // With a finding of its own in the item, or words after it, the item before is left alone.
    expect(assertOne('Chest pain, pneumonia ruled out.', 'Chest pain').negated).toBe(false);
    expect(assertOne('Chest pain, ruled out for pneumonia.', 'Chest pain').negated).toBe(false);
  });

  it('a term written as its own denial is not denied again by the list before it', () => {
    expect(assertOne('There was no delirium and no metabolic derangement.', 'no metabolic derangement').negated).toBe(false);
    expect(assertOne('There was no delirium and no metabolic derangement.', 'delirium').negated).toBe(true);
  });

  it('the finding before the terminator stays negated', () => {
    expect(assertOne('No evidence of CHF but there is pneumonia.', 'CHF').negated).toBe(true);
    // A list's "and" has no verb after it: the denial runs on.
    expect(assertOne('No fever, chills, and night sweats.', 'night sweats').negated).toBe(true);
  });

  it('a dash inside a word, or a post-position denial across a spaced dash, is not a break', () => {
    expect(assertOne('No post-op fever.', 'fever').negated).toBe(true);
    expect(assertOne('Fever - none.', 'Fever').negated).toBe(true);
  });

  it('a condition runs on through a spaced dash', () => {
    expect(assertOne('If your pulse-ox reads under 90% - that could mean the pneumonia is worsening.', 'pneumonia').hypothetical).toBe(true);
  });
});

describe('a blank or an issue left alone is not a denial', () => {
  it.each([
    ['Thrombocytopenia - Clinical indicators: none entered.', 'Thrombocytopenia'],
    ['Carried on PCP problem list, not addressed this admission: GERD.', 'GERD'],
  ])('%s -> %s not negated', (text, target) => {
    expect(assertOne(text, target).negated).toBe(false);
  });
});

describe('pseudo-triggers block the cue they contain', () => {
  it.each([
    ['No increase in the pleural effusion.', 'pleural effusion'],
    ['No significant change in the pulmonary nodule.', 'pulmonary nodule'],
    ['No interval change in the mass.', 'mass'],
    ['Gram negative bacteremia.', 'bacteremia'],
    ['Gram-negative rods in the blood.', 'rods'],
    ['Not only pneumonia but also sepsis.', 'pneumonia'],
    ['She tolerated the procedure without difficulty; hematoma at the site.', 'hematoma'],
    ['Position unchanged without change in the subchondral cysts.', 'subchondral cysts'],
    ['RV free wall hypokinesis.', 'RV'],
    ['CXR: new right lower lobe airspace opacity, not present on the 03/2025 film.', 'airspace opacity'],
    ['CXR: new RLL airspace opacity (not present on 01/2025 film).', 'airspace opacity'],
    ['Small left effusion, not seen on the prior study.', 'effusion'],
    ['No further troponin was drawn after the single ED value.', 'troponin'],
    ['A glucose below 250 does not argue against DKA here.', 'DKA'],
    // A positive in shorthand; only "-ve" denies.
    ['Blood cultures +ve for MRSA.', 'MRSA'],
    ['Osteomyelitis +ve on MRI.', 'Osteomyelitis'],
    // What did not help: the symptom goes on.
    ['She has tried multiple agents with no relief of the diarrhea.', 'diarrhea'],
    ['No relief from the chest pain with nitroglycerin.', 'chest pain'],
  ])('%s -> %s not negated', (text, target) => {
    expect(assertOne(text, target).negated).toBe(false);
  });

  it.each([
    ['Findings not inconsistent with pneumonia.', 'pneumonia'],
    ['Sinus rhythm on telemetry does not exclude paroxysmal AF.', 'paroxysmal AF'],
  ])('graded doubt is uncertainty, not negation: %s', (text, target) => {
    const a = assertOne(text, target);
    expect([a.negated, a.uncertain]).toEqual([false, true]);
  });

  it('a ruling-out still to come is uncertainty, not negation ("osteomyelitis must be excluded")', () => {
    const a = assertOne('Stage 4 sacral pressure injury; sacral osteomyelitis must be excluded with an MRI.', 'sacral osteomyelitis');
    expect([a.negated, a.uncertain]).toEqual([false, true]);
  });

  it('"not certain if" is uncertainty, not negation', () => {
    const a = assertOne('Not certain if pneumonia is present.', 'pneumonia');
    expect(a.negated).toBe(false);
    expect(a.uncertain).toBe(true);
  });

  it('a cue inside the target is part of the mention, not context for it', () => {
    expect(assertOne('Started on negative pressure wound therapy.', 'negative pressure wound therapy').negated).toBe(false);
    expect(assertOne('Treated for gram negative sepsis.', 'gram negative sepsis').negated).toBe(false);
  });

  it('a pseudo-trigger keeps its force when it reaches into the target: "no change [in the nodule]"', () => {
    expect(assertOne('No change in the nodule.', 'nodule').negated).toBe(false);
  });

  it('the surviving cue is reported with its rule', () => {
    expect(rulesFor(assertOne('No increase in effusion; no pneumothorax.', 'pneumothorax'), 'negated')).toEqual(['neg-pre']);
  });

  it('a post-position cue in parentheses reaches back out of them', () => {
    expect(assertOne('Blood cultures (negative x2) and urine culture pending.', 'Blood cultures').negated).toBe(true);
  });
});

describe('the alternative a provider chose over another', () => {
  it('negates what "rather than" or "instead of" sets aside, and keeps what was chosen', () => {
    const text = 'Felt to be aspiration pneumonitis rather than bacterial pneumonia, and antibiotics were stopped.';
    expect(assertOne(text, 'bacterial pneumonia').negated).toBe(true);
    expect(assertOne(text, 'aspiration pneumonitis').negated).toBe(false);
    expect(assertOne('Viral bronchitis instead of pneumonia.', 'pneumonia').negated).toBe(true);
  });
});

describe('denials written after the finding', () => {
  it.each([
    ['Vasopressors were never required.', 'Vasopressors'],
    ['Intubation was not needed.', 'Intubation'],
    ['Anesthesia and pulmonary agree criteria for OHS are not met.', 'OHS'],
    ['He had no increased work of breathing.', 'increased work of breathing'],
    ['Lowest blood pressure 96/58; she never needed vasopressors.', 'vasopressors'],
    ['Intubation not required.', 'Intubation'],
    ['A COPD exacerbation is therefore not felt to be present: steroids were not continued.', 'COPD exacerbation'],
  ])('%s -> %s negated', (text, target) => {
    expect(assertOne(text, target).negated).toBe(true);
  });
});

describe('what is not a denial of the condition', () => {
  it('a present-on-admission status: "(not present on admission)"', () => {
    expect(assertOne('Thrombocytopenia, new this admission (not present on admission: 214 at the OSH).', 'Thrombocytopenia').negated).toBe(false);
  });

  it("a list of results: one item's \"negative\" does not reach back over the positive one before it", () => {
    const text = 'Urine: pneumococcal antigen positive, Legionella antigen negative.';
    expect(assertOne(text, 'pneumococcal').negated).toBe(false);
    expect(assertOne(text, 'Legionella').negated).toBe(true);
    expect(assertOne('No positive blood cultures.', 'blood cultures').negated).toBe(true);
  });
});

describe('a bracketed aside between a finding and its denial', () => {
  it('is not counted against the scope: a table status reaches its problem past "(on the transfer sheet)"', () => {
    expect(assertOne('| Type 2 diabetes (on facility transfer sheet) | Ruled out | HbA1c 5.4% |', 'Type 2 diabetes').negated).toBe(true);
  });
});

describe('a test that was not done', () => {
  it('"had not been done" is the test\'s, and does not deny what follows it', () => {
    const text = 'The chest x-ray had not been done so pneumonia was neither confirmed nor excluded.';
    expect(rulesFor(assertOne(text, 'chest x-ray'), 'negated')).toEqual(['neg-not-done']);
    expect(assertOne(text, 'pneumonia').negated).toBe(false);
  });
});

describe('diagnoses revised as a group', () => {
  it('"the working diagnoses on Day 1 (gastroenteritis, COPD flare) were all revised" denies each', () => {
    const text = 'The working diagnoses on Day 1 (gastroenteritis, COPD flare, true thrombocytopenia) were all revised.';
    expect(assertOne(text, 'COPD flare').negated).toBe(true);
    expect(assertOne(text, 'gastroenteritis').negated).toBe(true);
  });
});

describe('a heading before a colon', () => {
  it('is not denied by a finding written after it ("Sepsis and pneumonia: blood cultures were negative")', () => {
    expect(assertOne('Sepsis and pneumonia: Blood cultures were negative.', 'Sepsis').negated).toBe(false);
    expect(assertOne('Sepsis and pneumonia: Blood cultures were negative.', 'Blood cultures').negated).toBe(true);
  });

  it('is still denied by a bare post-position cue ("Fever: none")', () => {
    expect(assertOne('Fever: none.', 'Fever').negated).toBe(true);
  });
});

describe('checklists', () => {
  const text = 'Type 2 MI: [x] troponin > 99th percentile   [ ] rise/fall pattern   [ ] new ischemic ECG changes   [x] supply/demand stressor';
  it('denies what an empty box stands before, up to the next checked box', () => {
    expect(assertOne(text, 'new ischemic ECG changes').negated).toBe(true);
    expect(assertOne(text, 'rise/fall pattern').negated).toBe(true);
    expect(assertOne(text, 'supply/demand stressor').negated).toBe(false);
    expect(assertOne(text, 'troponin').negated).toBe(false);
  });
});

describe('a label the work-up overturned', () => {
  it.each([
    ['Autoimmune type 1 diabetes that had been misclassified as type 2.', 'type 2'],
    ['Her dyspnea was misdiagnosed as asthma for years.', 'asthma'],
  ])('%s -> negated', (text, target) => {
    expect(assertOne(text, target).negated).toBe(true);
  });
});

describe('"excludes" against "does not exclude"', () => {
  it('a test that excludes a finding negates it; one that does not exclude it leaves it possible', () => {
    expect(assertOne('Biopsy excludes rejection.', 'rejection')).toMatchObject({ negated: true });
    expect(assertOne('A normal tacrolimus level does not exclude rejection.', 'rejection')).toMatchObject({ negated: false, uncertain: true });
  });
});

describe('"free" after a finding', () => {
  it('negates the finding it is joined to, not a condition before a comma', () => {
    expect(assertOne('He has been seizure-free for two years.', 'seizure')).toMatchObject({ negated: true });
    expect(assertOne('Pain free at discharge.', 'Pain')).toMatchObject({ negated: true });
    expect(assertOne('Post-traumatic temporal lobe epilepsy (TBI 2016), seizure-free for 2 years on levetiracetam.', 'temporal lobe epilepsy')).toMatchObject({ negated: false });
  });
});

describe('a differential closed in one breath', () => {
  it.each([
    ['SIADH was considered but excluded: she was hypovolemic.', 'SIADH'],
    ['PE was considered but ruled out by CTA.', 'PE'],
    ['Sepsis was suspected and ruled out.', 'Sepsis'],
  ])('%s -> [%s] negated, the "but" no terminator', (text, target) => {
    expect(assertOne(text, target).negated).toBe(true);
  });
});

describe('what a negative work-up answers for', () => {
  it('the thing it looked for, not the list item before the comma', () => {
    const text = 'Leukocytosis - WBC 18.2 -> 9.8; stress/demargination from DKA, infectious w/u neg as above.';
    expect(assertOne(text, 'DKA').negated).toBe(false);
    expect(assertOne('Hypercoagulable workup negative.', 'Hypercoagulable').negated).toBe(true);
  });

  it('"is not the diagnosis" denies what it follows', () => {
    expect(assertOne('The angiogram establishes a type 1 infarction, and type 2 MI is not the diagnosis.', 'type 2 MI').negated).toBe(true);
  });
});

describe('what was not needed, said before a list', () => {
  it('"she did not require BiPAP, high-flow oxygen or ICU care" denies each; a "but" ends it', () => {
    for (const target of ['BiPAP', 'high-flow oxygen', 'ICU care']) {
      expect(assertOne('She did not require BiPAP, high-flow oxygen or ICU care.', target).negated).toBe(true);
    }
    expect(assertOne('He did not require intubation, but BiPAP was used overnight.', 'BiPAP').negated).toBe(false);
  });
});

describe('the probe-56 phrasings', () => {
  it('a differential closed with its time between: "considered at presentation but ruled out"', () => {
    expect(assertOne('Acute pancreatitis was considered at presentation but ruled out with a normal lipase.', 'Acute pancreatitis').negated).toBe(true);
    expect(assertOne('Sepsis was initially suspected but excluded.', 'Sepsis').negated).toBe(true);
  });

  it('a measurement the study could not make is not reported', () => {
    expect(assertOne('RVSP could not be estimated because the TR jet was inadequate.', 'RVSP').negated).toBe(true);
  });

  it('"none" over the things just named denies none of them: "multiple gallstones (none impacted)"', () => {
    const text = 'Ultrasound: gallbladder wall 6 mm, pericholecystic fluid, multiple gallstones (none impacted), positive Murphy sign.';
    expect(assertOne(text, 'pericholecystic fluid').negated).toBe(false);
    expect(assertOne(text, 'gallstones').negated).toBe(false);
    expect(assertOne('Complications: none.', 'Complications').negated).toBe(true);
  });
});

describe('what was turned down', () => {
  it('is not done: "her daughter declined a DNR order", "he refused dialysis"', () => {
    expect(assertOne('Her daughter declined a DNR order.', 'DNR order').negated).toBe(true);
    expect(assertOne('He refused dialysis.', 'dialysis').negated).toBe(true);
  });

  it('"declined" as a fall denies nothing', () => {
    expect(assertOne('Hemoglobin declined to 7.2 with melena.', 'melena').negated).toBe(false);
    expect(assertOne('Her mental status declined with worsening encephalopathy.', 'encephalopathy').negated).toBe(false);
  });
});

describe('a medicine not used', () => {
  it('denies the medicine before it, not the one in the bracket after it', () => {
    const text = 'Obesity - BMI 41.1; weight-based enoxaparin not used (on apixaban); counseled re weight loss.';
    expect(assertOne(text, 'enoxaparin').negated).toBe(true);
    expect(assertOne(text, 'apixaban').negated).toBe(false);
  });

  it('"has not used" still denies what follows', () => {
    expect(assertOne('He has not used cocaine since 2019.', 'cocaine').negated).toBe(true);
    expect(assertOne('Heparin was not given because of the bleed.', 'Heparin').negated).toBe(true);
  });

  it('"not present on the admission skin assessment" is a finding that arose later, not a denial', () => {
    expect(assertOne('Her nurse found a small sacral pressure injury, not present on the admission skin assessment.', 'pressure injury').negated).toBe(false);
  });
});
