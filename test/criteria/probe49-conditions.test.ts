import { commonConditions } from '../../criteria/common';
import { builtInResult, codesNotOwnedByTheirEntry } from '../support/built-in';

/**
 * Probe 49 entries: myxedema coma, heatstroke, hypothermia (environmental or not), tumor lysis
 * syndrome, thrombotic microangiopathy and TTP, granulomatosis with polyangiitis by renal
 * involvement, pulmonary hemorrhage, transfusional hemochromatosis, thoracic aortic dissection by
 * segment, Marfan syndrome, acute limb ischemia, nontraumatic compartment syndrome, insulin pump
 * status and underdosing of antithyroid drugs. Each: a note that supports it, and one that does
 * not for a reason a reviewer would see.
 */

const ids = [
  'myxedema-coma', 'heatstroke', 'exertional-heatstroke', 'hypothermia', 'hypothermia-not-environmental', 'tumor-lysis-syndrome', 'thrombotic-microangiopathy',
  'transplant-associated-thrombotic-microangiopathy', 'thrombotic-thrombocytopenic-purpura', 'granulomatosis-with-polyangiitis', 'granulomatosis-with-polyangiitis-renal',
  'pulmonary-hemorrhage', 'transfusional-hemochromatosis', 'dissection-of-ascending-aorta', 'dissection-of-aortic-arch', 'dissection-of-descending-thoracic-aorta',
  'dissection-of-thoracic-aorta', 'marfan-syndrome', 'marfan-syndrome-with-aortic-dilation', 'lower-extremity-arterial-embolism',
  'nontraumatic-compartment-syndrome-lower-extremity-right', 'nontraumatic-compartment-syndrome-lower-extremity-left', 'nontraumatic-compartment-syndrome-upper-extremity-right',
  'nontraumatic-compartment-syndrome-upper-extremity-left', 'abdominal-compartment-syndrome', 'insulin-pump-status', 'antithyroid-underdosing',
];

describe('probe 49 entries', () => {
  it('are in the table and resolve each code to its own pack', () => {
    const entries = commonConditions.filter((c) => ids.includes(c.id));
    expect(entries.map((c) => c.id).sort()).toEqual([...ids].sort());
    expect(codesNotOwnedByTheirEntry(entries)).toEqual([]);
  });

  it.each([
    // E03.5 myxedema coma
    ['E03.5', 'Found obtunded at home, temp 33.9, HR 48, TSH 86. Myxedema coma: admitted to the ICU, IV levothyroxine loading dose and stress-dose hydrocortisone, passive rewarming.', 'Supported'],
    ['E03.5', 'Hypothyroidism with TSH 12 after missing levothyroxine; alert and oriented, no myxedema coma. Home levothyroxine resumed.', 'Unsupported'],
    // T67.01XA heatstroke, T67.02XA exertional heatstroke
    ['T67.01XA', 'Elderly woman found in an apartment without air conditioning during a heat wave, core temperature 41.2. Classic heat stroke treated with evaporative cooling and ice packs.', 'Supported'],
    ['T67.01XA', 'Collapsed at mile 24 of a marathon, rectal temperature 41.5: exertional heat stroke. Cold water immersion until 39.', 'Unsupported'],
    ['T67.02XA', 'Collapsed at mile 24 of a marathon, rectal temperature 41.5: exertional heat stroke. Cold water immersion until 39.', 'Supported'],
    ['T67.02XA', 'Elderly woman found in an apartment during a heat wave: classic heat stroke. Evaporative cooling and ice packs.', 'Unsupported'],
    ['T67.02XA', 'Found down in a parked car in July, temperature 41.0: heat stroke. Ice packs and evaporative cooling.', 'NoDetermination'],
    ['M79.A12', 'Crush injury of the left forearm under a collapsed wall with left forearm compartment syndrome; emergent fasciotomy.', 'Unsupported'],
    // T68 hypothermia, R68.0 hypothermia not associated with low environmental temperature
    ['T68.XXXA', 'Homeless man found outside overnight in freezing weather, core temperature 30.5: moderate hypothermia. Active rewarming with forced-air warming and warmed IV fluids.', 'Supported'],
    ['T68.XXXA', 'Temperature 34.8 on arrival; hypothermia due to sepsis, found in a warm home. Bair Hugger; cefepime and vancomycin.', 'Unsupported'],
    ['R68.0', 'Temperature 34.8 on arrival; hypothermia due to sepsis, found in a warm home. Bair Hugger; cefepime and vancomycin.', 'Supported'],
    ['R68.0', 'Homeless man found outside overnight in freezing weather with hypothermia to 30.5; cold exposure. Forced-air warming and warmed IV fluids.', 'Unsupported'],
    // E88.3 tumor lysis syndrome
    ['E88.3', 'Burkitt lymphoma started on R-CHOP; on day 2 potassium 6.1, phosphorus 7.8, uric acid 14: laboratory tumor lysis syndrome. Rasburicase given, aggressive IV hydration.', 'Supported'],
    ['E88.3', 'Started induction chemotherapy with allopurinol and IV fluids for TLS prophylaxis. TLS labs every 8 hours remained normal; no evidence of tumor lysis.', 'Unsupported'],
    // M31.10, M31.11, M31.19
    ['M31.10', 'Thrombocytopenia 22 with schistocytes, LDH 1,400 and low haptoglobin: thrombotic microangiopathy. Hematology consulted, plasma exchange started pending ADAMTS13.', 'Supported'],
    ['M31.11', 'Day +60 after allogeneic stem cell transplant with hypertension, schistocytes and rising LDH: transplant-associated thrombotic microangiopathy. Tacrolimus held; eculizumab started.', 'Supported'],
    ['M31.19', 'Platelets 9, schistocytes on smear, ADAMTS13 activity <5%: acquired TTP. Daily plasma exchange, steroids and caplacizumab.', 'Supported'],
    ['M31.19', 'Thrombocytopenia to 11, initially concerning for TTP; no schistocytes on smear and ADAMTS13 activity was normal. Immune thrombocytopenia treated with IVIG and prednisone.', 'Unsupported'],
    // M31.30, M31.31
    ['M31.30', 'Granulomatosis with polyangiitis with sinusitis and lung nodules, PR3-ANCA positive; urinalysis bland, creatinine 0.8. Induction with rituximab and prednisone.', 'Supported'],
    ['M31.30', 'Granulomatosis with polyangiitis with crescentic glomerulonephritis on renal biopsy; pulse methylprednisolone, rituximab and plasma exchange.', 'Unsupported'],
    ['M31.31', 'Granulomatosis with polyangiitis with crescentic glomerulonephritis on renal biopsy; pulse methylprednisolone, rituximab and plasma exchange.', 'Supported'],
    ['M31.31', 'Granulomatosis with polyangiitis limited to the sinuses without renal involvement; rituximab maintenance continued.', 'Unsupported'],
    // R04.89 pulmonary hemorrhage
    ['R04.89', 'New bilateral infiltrates and falling hemoglobin; bronchoscopy with BAL showed progressively hemorrhagic aliquots: diffuse alveolar hemorrhage. Pulse methylprednisolone and plasma exchange.', 'Supported'],
    ['R04.89', 'Bilateral infiltrates; concern for DAH. Bronchoscopy: BAL not progressively hemorrhagic and no hemosiderin-laden macrophages. Cultures grew influenza A.', 'Unsupported'],
    // E83.111 transfusional hemochromatosis
    ['E83.111', 'Beta thalassemia major, transfusion dependent, with transfusional iron overload (ferritin 4,800, liver iron concentration 14 mg/g on MRI); deferasirox continued.', 'Supported'],
    ['E83.111', 'Iron overload from hereditary hemochromatosis, C282Y homozygous; therapeutic phlebotomy resumed.', 'Unsupported'],
    // I71.01- thoracic aortic dissection
    ['I71.010', 'Tearing chest pain; CTA chest showed a Stanford type A aortic dissection. Emergent hemiarch replacement by cardiothoracic surgery.', 'Supported'],
    ['I71.010', 'CTA: uncomplicated type B aortic dissection beginning distal to the left subclavian. Esmolol infusion for heart rate and systolic goal under 120.', 'Unsupported'],
    ['I71.012', 'CTA: uncomplicated type B aortic dissection beginning distal to the left subclavian. Esmolol infusion for heart rate and systolic goal under 120.', 'Supported'],
    ['I71.012', 'Tearing chest pain; CTA chest showed a Stanford type A aortic dissection. Emergent hemiarch replacement.', 'Unsupported'],
    ['I71.011', 'CTA showed an isolated aortic arch dissection; managed with labetalol infusion and vascular surgery follow-up.', 'Supported'],
    ['I71.019', 'Thoracic aortic dissection on CTA chest; labetalol drip with systolic goal below 120.', 'Supported'],
    // Q87.40, Q87.410 Marfan syndrome
    ['Q87.40', 'Marfan syndrome (FBN1 pathogenic variant) with ectopia lentis; echocardiogram shows aortic root 3.9 cm, losartan continued.', 'Supported'],
    ['Q87.40', 'Tall with long fingers and arachnodactyly, possible Marfan syndrome; genetic testing negative for an FBN1 variant, consistent with marfanoid habitus. Echocardiogram normal.', 'Unsupported'],
    ['Q87.410', 'Marfan syndrome with aortic root dilation to 4.6 cm on echocardiogram; losartan and atenolol, cardiothoracic surgery for valve-sparing root replacement.', 'Supported'],
    // I74.3 acute limb ischemia
    ['I74.3', 'Atrial fibrillation off anticoagulation with a cold pulseless right foot: acute limb ischemia from a popliteal artery embolus on CTA runoff. Heparin drip, Fogarty embolectomy.', 'Supported'],
    ['I74.3', 'Rest pain and toe ulcer from chronic limb threatening ischemia; angiogram with tibial angioplasty. No acute limb ischemia.', 'Unsupported'],
    ['I74.3', 'Acute right lower limb ischaemia (Rutherford IIb) secondary to embolus to the common femoral bifurcation. Right femoral embolectomy with a Fogarty catheter.', 'Supported'],
    // M79.A2- nontraumatic compartment syndrome of the leg
    ['M79.A21', 'After embolectomy for acute limb ischemia she developed right leg compartment syndrome from reperfusion; compartment pressures elevated, four-compartment fasciotomy.', 'Supported'],
    ['M79.A21', 'Right tibial plateau fracture after a motorcycle collision complicated by right leg compartment syndrome; four-compartment fasciotomy.', 'Unsupported'],
    ['M79.A22', 'Rhabdomyolysis after being found down for 2 days with nontraumatic compartment syndrome of the left thigh; compartment pressures 45 mmHg, fasciotomy.', 'Supported'],
    ['M79.A22', 'Rhabdomyolysis after being found down for 2 days with nontraumatic compartment syndrome of the right thigh; fasciotomy.', 'Unsupported'],
    ['M79.A11', 'IV infiltration of contrast with right forearm compartment syndrome, nontraumatic; hand surgery performed fasciotomy.', 'Supported'],
    ['M79.A3', 'Massive resuscitation for pancreatitis; bladder pressures 28 with oliguria: abdominal compartment syndrome. Decompressive laparotomy, open abdomen.', 'Supported'],
    // Z96.41 insulin pump
    ['Z96.41', 'Type 1 diabetes on an Omnipod insulin pump; pump basal rates continued with endocrinology and a Dexcom CGM.', 'Supported'],
    // T38.2X6A underdosing of antithyroid drugs
    ['T38.2X6A', "Graves disease; she ran out of methimazole 3 weeks ago and couldn't afford a refill. Free T4 5.2; methimazole restarted with adherence counseling.", 'Supported'],
    ['T38.2X6A', 'Graves disease, taking methimazole as prescribed; methimazole stopped due to agranulocytosis (ANC 200) and endocrinology planned radioactive iodine.', 'Unsupported'],
    // R74.01 elevated transaminases
    ['R74.01', 'Transaminase elevation (AST 240, ALT 310) attributed to statin; atorvastatin held and repeat LFTs trended down.', 'Supported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(builtInResult(code, text)).toBe(expected);
  });
});
