import { hepatologyInfectionConditions } from '../../criteria/common/hepatology-infection.en';
import { builtInRegistry } from '../../lib/validate-claim';
import { builtInResult, codesNotOwnedByTheirEntry } from '../support/built-in';

/**
 * Complications of cirrhosis and transplants, opportunistic fungal infections, toxic megacolon,
 * acute pancreatitis by cause and stage, osteomyelitis by acuity, site and side, and device
 * infections (criteria/common/hepatology-infection.en.ts). Each entry: a note that supports it,
 * and one that does not for a reason a reviewer would see.
 */

const resultOf = builtInResult;

describe('hepatology and infection entries', () => {
  it('resolve each code to its own pack', () => {
    expect(codesNotOwnedByTheirEntry(hepatologyInfectionConditions)).toEqual([]);
  });

  it.each([
    // K65.2 spontaneous bacterial peritonitis
    ['K65.2', 'Cirrhosis with ascites. Diagnostic paracentesis: PMN 1,100. Spontaneous bacterial peritonitis treated with ceftriaxone and albumin on day 1 and day 3.', 'Supported'],
    ['K65.2', 'Decompensated cirrhosis. Paracentesis: 120 PMN, culture no growth. No SBP. Diuretics adjusted.', 'Unsupported'],
    ['K65.2', 'Septic shock from pneumonia. SBP 78 on arrival, started norepinephrine; vancomycin and cefepime.', 'NoDetermination'],
    ['K65.2', 'Ascitic fluid grew E. coli with PMN 80: bacterascites, not SBP; ceftriaxone for 5 days.', 'Unsupported'],
    // K76.7 hepatorenal syndrome
    ['K76.7', 'Alcoholic cirrhosis. Creatinine rose 1.0 to 2.6 despite holding diuretics and albumin challenge: hepatorenal syndrome. Terlipressin started.', 'Supported'],
    ['K76.7', 'AKI in cirrhosis, initially concerning for HRS; creatinine improved with albumin, consistent with prerenal azotemia. No hepatorenal syndrome.', 'Unsupported'],
    // K76.82 hepatic encephalopathy
    ['K76.82', 'Cirrhosis with grade 2 hepatic encephalopathy, asterixis on exam; lactulose titrated to 3 stools daily and rifaximin added.', 'Supported'],
    ['K76.82', 'Hepatic encephalopathy progressed to coma; intubated for airway protection, rectal lactulose.', 'Unsupported'],
    ['K76.82', 'Confusion from opioids; no hepatic encephalopathy, ammonia normal. Oxycodone stopped.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('transplant complications and drug immunodeficiency', () => {
  it.each([
    ['T86.10', 'Kidney transplant 2019. Allograft dysfunction with creatinine 2.4 from 1.3; transplant nephrology followed, tacrolimus trough checked.', 'Supported'],
    ['T86.10', 'Liver transplant rejection on biopsy, pulse steroids given.', 'Unsupported'],
    ['T86.11', 'Renal transplant biopsy showed acute cellular rejection (Banff 1A); treated with pulse methylprednisolone and thymoglobulin.', 'Supported'],
    ['T86.11', 'Rising creatinine in her kidney transplant. Allograft biopsy: acute tubular injury, negative for rejection. Tacrolimus dose reduced.', 'Unsupported'],
    ['T86.11', 'Possible rejection of the kidney transplant; biopsy pending at discharge.', 'NoDetermination'],
    ['T86.12', 'Failed kidney transplant with return to hemodialysis; transplant nephrectomy planned.', 'Supported'],
    ['T86.12', 'Kidney transplant recipient with CKD 3b; stable allograft function, creatinine at baseline, tacrolimus continued.', 'Unsupported'],
    ['T86.13', 'BK virus nephropathy of the renal allograft on biopsy; mycophenolate held and reduced immunosuppression.', 'Supported'],
    ['T86.13', 'Kidney transplant recipient with influenza; oseltamivir.', 'NoDetermination'],
    ['T86.19', 'Transplant renal artery stenosis on doppler ultrasound; angioplasty and stent by interventional radiology.', 'Supported'],
    ['T86.19', 'Lymphocele was considered; transplant ultrasound showed no lymphocele.', 'Unsupported'],
    ['T86.40', 'Liver transplant 2020 with graft dysfunction; LFTs rising, liver biopsy by transplant hepatology.', 'Supported'],
    ['T86.41', 'Liver allograft biopsy: moderate acute cellular rejection; pulse steroids and tacrolimus increased.', 'Supported'],
    ['T86.41', 'Elevated LFTs after liver transplant; liver biopsy showed no rejection, findings of drug injury.', 'Unsupported'],
    ['T86.42', 'Primary nonfunction of the liver allograft; relisted for transplant as status 1A and underwent retransplantation.', 'Supported'],
    ['T86.42', 'Liver transplant 2015, normal allograft function; admitted for cellulitis.', 'Unsupported'],
    ['T86.42', 'Liver transplant 2015; admitted for cellulitis, tacrolimus continued.', 'NoDetermination'],
    ['T86.43', 'CMV hepatitis of the liver allograft; treated with ganciclovir, CMV PCR trended.', 'Supported'],
    ['T86.43', 'Kidney transplant infection with allograft pyelonephritis; ceftriaxone.', 'Unsupported'],
    ['T86.49', 'Hepatic artery thrombosis of the liver transplant on liver doppler; thrombectomy by transplant surgery.', 'Supported'],
    ['T86.49', 'Liver transplant recipient; no bile leak on ultrasound.', 'Unsupported'],
    ['D84.821', 'Immunosuppressed on tacrolimus and mycophenolate after kidney transplant; PJP prophylaxis with Bactrim continued.', 'Supported'],
    ['D84.821', 'Immunocompromised host, PJP prophylaxis continued.', 'NoDetermination'],
    ['D84.821', 'Not immunocompromised; tacrolimus was never prescribed.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('fungal infections', () => {
  it.each([
    ['B59', 'HIV with CD4 22. Bronchoscopy BAL positive for Pneumocystis jirovecii: PJP pneumonia treated with high dose Bactrim and adjunctive prednisone.', 'Supported'],
    ['B59', 'Concern for PCP; BAL Pneumocystis PCR negative. Bactrim stopped, treated for CAP.', 'Unsupported'],
    ['B59', 'Follow up with PCP in 1 week. Continue Bactrim prophylaxis.', 'NoDetermination'],
    ['B37.0', 'Oral thrush on exam; nystatin swish and swallow.', 'Supported'],
    ['B37.0', 'Oropharynx clear, no thrush. Inhaled fluticasone continued.', 'Unsupported'],
    ['B37.0', 'EGD: candida esophagitis; fluconazole 14 days.', 'Unsupported'],
    ['B37.1', 'Lung biopsy showed invasive pulmonary candidiasis; micafungin started.', 'Supported'],
    ['B37.1', 'Sputum grew Candida albicans, felt to be colonization; no antifungal.', 'Unsupported'],
    ['B37.81', 'Odynophagia. EGD with white plaques, brushings confirmed candida esophagitis; fluconazole for 14 days.', 'Supported'],
    ['B37.81', 'EGD: eosinophilic esophagitis; budesonide slurry.', 'Unsupported'],
    ['B37.41', 'Candida cystitis in a catheterized patient; foley removed and fluconazole given.', 'Supported'],
    ['B37.41', 'Urine culture grew Candida glabrata: asymptomatic candiduria, foley removed, no antifungal.', 'Unsupported'],
    ['B37.49', 'Candida pyelonephritis with fever and flank pain; fluconazole, renal ultrasound no fungus ball.', 'Supported'],
    ['B37.49', 'Yeast in urine from the chronic Foley: candida colonization, not treated.', 'Unsupported'],
    ['B45.0', 'Pulmonary cryptococcosis on lung biopsy; fluconazole for 6 months.', 'Supported'],
    ['B45.0', 'Cryptococcal meningitis; lumbar puncture opening pressure 32, amphotericin and flucytosine.', 'Unsupported'],
    ['B45.1', 'Cryptococcal meningitis: CSF cryptococcal antigen 1:1024; induction with liposomal amphotericin and flucytosine, serial lumbar punctures.', 'Supported'],
    ['B45.1', 'Headache in HIV. Lumbar puncture: CSF cryptococcal antigen negative, India ink negative. Treated for migraine.', 'Unsupported'],
    ['B45.7', 'Disseminated cryptococcosis with cryptococcemia; amphotericin and flucytosine induction.', 'Supported'],
    ['B45.7', 'Pulmonary cryptococcosis only; fluconazole.', 'Unsupported'],
    ['B45.9', 'Cryptococcosis; fluconazole continued per infectious disease.', 'Supported'],
    ['B45.9', 'Serum cryptococcal antigen negative; no cryptococcosis.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('toxic megacolon and acute pancreatitis', () => {
  it.each([
    ['K59.31', 'C. difficile colitis complicated by toxic megacolon, transverse colon 8.5 cm, tachycardic and febrile; oral vancomycin, IV metronidazole, subtotal colectomy.', 'Supported'],
    ['K59.31', 'Abdominal distension; KUB colon 5 cm, no colonic dilation. Acute colonic pseudo-obstruction unlikely.', 'Unsupported'],
    ['K59.31', 'Acute colonic pseudo-obstruction (Ogilvie syndrome), cecum 11 cm, afebrile; neostigmine and rectal tube.', 'Unsupported'],
    ['K85.00', 'Idiopathic acute pancreatitis, lipase 2400; IV fluids and bowel rest. MRCP and EUS unrevealing.', 'Supported'],
    ['K85.00', 'Acute pancreatitis, lipase 1800, treated with lactated ringers and bowel rest.', 'NoDetermination'],
    ['K85.00', 'Idiopathic necrotizing pancreatitis with walled off necrosis; percutaneous drain.', 'Unsupported'],
    ['K85.01', 'Idiopathic pancreatitis complicated by pancreatic necrosis on CT; nasojejunal feeding.', 'Supported'],
    ['K85.01', 'Idiopathic pancreatitis with infected necrosis, FNA grew Klebsiella; meropenem and necrosectomy.', 'Unsupported'],
    ['K85.02', 'Idiopathic pancreatitis with infected necrosis, FNA grew Klebsiella; meropenem and endoscopic necrosectomy.', 'Supported'],
    ['K85.02', 'Idiopathic pancreatitis with sterile necrosis; necrosectomy not required, tube feeds.', 'Unsupported'],
    ['K85.12', 'Gallstone pancreatitis complicated by infected walled off necrosis; meropenem and endoscopic necrosectomy, cholecystectomy deferred.', 'Supported'],
    ['K85.12', 'Gallstone pancreatitis with sterile necrosis; tube feeds.', 'Unsupported'],
    ['K85.22', 'Alcoholic pancreatitis with infected necrosis; meropenem and percutaneous drain.', 'Supported'],
    ['K85.22', 'Necrotizing pancreatitis complicated by infected necrosis, meropenem; etiology unclear.', 'NoDetermination'],
    ['K85.30', 'Drug induced pancreatitis from azathioprine, lipase 900; azathioprine discontinued, IV fluids.', 'Supported'],
    ['K85.30', 'Gallstone pancreatitis; lipase 3000, IV fluids, cholecystectomy.', 'NoDetermination'],
    ['K85.31', 'Necrotizing pancreatitis due to valproate; valproate stopped, CT shows pancreatic necrosis, tube feeds.', 'Supported'],
    ['K85.31', 'Drug induced pancreatitis; lipase 1200, IV fluids.', 'NoDetermination'],
    ['K85.32', 'Drug induced pancreatitis complicated by infected necrosis; meropenem and necrosectomy; asparaginase held.', 'Supported'],
    ['K85.32', 'Drug induced pancreatitis with sterile necrosis; tube feeds.', 'Unsupported'],
    ['K85.40', 'Autoimmune pancreatitis, elevated IgG4; prednisone started, IV fluids.', 'Supported'],
    ['K85.40', 'Autoimmune pancreatitis with walled off pancreatic necrosis; percutaneous drain.', 'Unsupported'],
    ['K85.41', 'Autoimmune pancreatitis with pancreatic necrosis; tube feeds and interventional radiology drain.', 'Supported'],
    ['K85.41', 'Autoimmune pancreatitis; CT shows no pancreatic necrosis; prednisone.', 'Unsupported'],
    ['K85.41', 'Autoimmune pancreatitis; prednisone.', 'NoDetermination'],
    ['K85.42', 'Autoimmune pancreatitis with infected necrosis; meropenem and necrosectomy.', 'Supported'],
    ['K85.42', 'Autoimmune pancreatitis with sterile necrosis; tube feeds.', 'Unsupported'],
    ['K85.82', 'Hypertriglyceridemia induced pancreatitis with infected necrosis; meropenem, insulin drip, necrosectomy.', 'Supported'],
    ['K85.82', 'Hypertriglyceridemia induced pancreatitis with sterile necrosis; insulin drip.', 'Unsupported'],
    ['K85.92', 'Acute pancreatitis with infected necrosis; meropenem and step up approach with percutaneous drainage.', 'Supported'],
    ['K85.92', 'Acute pancreatitis with sterile pancreatic necrosis; tube feeds.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('osteomyelitis by acuity, site and side', () => {
  const sites: readonly (readonly [string, string])[] = [
    ['1', 'scapula'],
    ['2', 'humerus'],
    ['3', 'ulna'],
    ['4', 'index finger'],
    ['5', 'femur'],
    ['6', 'tibia'],
    ['7', 'calcaneus'],
  ];
  const acuities = [
    ['1', 'acute', 'chronic'],
    ['6', 'chronic', 'acute'],
  ] as const;
  const cases = acuities.flatMap(([a, acuity, other]) =>
    sites.flatMap(([digit, bone]) =>
      [
        ['1', 'right', 'left'],
        ['2', 'left', 'right'],
      ].flatMap(([sideDigit, side, opposite]) => {
        const code = `M86.${a}${digit}${sideDigit}`;
        return [
          [code, `MRI: ${acuity} osteomyelitis of the ${side} ${bone}. Bone biopsy, then 6 weeks of IV antibiotics via PICC.`, 'Supported'],
          [code, `MRI: ${other} osteomyelitis of the ${side} ${bone}. Bone biopsy, then 6 weeks of IV antibiotics via PICC.`, 'Unsupported'],
          [code, `MRI: osteomyelitis of the ${side} ${bone}. Bone biopsy, then 6 weeks of IV antibiotics via PICC.`, 'NoDetermination'],
          [code, `MRI: ${acuity} osteomyelitis of the ${opposite} ${bone}. Bone biopsy, then 6 weeks of IV antibiotics via PICC.`, 'Unsupported'],
        ] as const;
      }),
    ),
  );
  it.each(cases)('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });

  it.each([
    ['M86.171', 'Right foot: acute osteomyelitis of the 2nd toe on MRI; toe amputation by podiatry, cefazolin.', 'Supported'],
    ['M86.179', 'Acute osteomyelitis of the heel; IV antibiotics for 6 weeks.', 'Supported'],
    ['M86.679', 'Chronic osteomyelitis of the foot with exposed bone; debridement and ertapenem.', 'Supported'],
    ['M86.679', 'Acute osteomyelitis of the foot; cefazolin.', 'Unsupported'],
    ['M86.10', 'Acute osteomyelitis; bone biopsy and 6 weeks of IV antibiotics.', 'Supported'],
    ['M86.60', 'Osteomyelitis; ertapenem for 6 weeks.', 'NoDetermination'],
    ['M86.18', 'Acute osteomyelitis of the ischium under a pressure injury; bone biopsy, ertapenem.', 'Supported'],
    ['M86.68', 'Chronic osteomyelitis of the sternum after sternotomy; debridement and vancomycin.', 'Supported'],
    ['M86.68', 'Acute osteomyelitis of the sternum; vancomycin.', 'Unsupported'],
    ['M86.19', 'Acute osteomyelitis at multiple sites from S. aureus bacteremia; cefazolin 6 weeks.', 'Supported'],
    ['M86.69', 'Chronic recurrent multifocal osteomyelitis; naproxen.', 'NoDetermination'],
    ['M86.69', 'Chronic osteomyelitis of multiple sites; suppressive doxycycline and debridement.', 'Supported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('device-related infections', () => {
  it.each([
    ['J95.851', 'Intubated day 6; new fever and purulent secretions, CXR new RLL infiltrate. Ventilator-associated pneumonia, BAL grew Pseudomonas; cefepime 7 days.', 'Supported'],
    ['J95.851', 'Ventilator-associated pneumonia treated with cefepime.', 'NoDetermination'],
    ['J95.851', 'Purulent secretions on the ventilator; CXR no new infiltrate. Ventilator-associated tracheobronchitis, cefepime 5 days.', 'Unsupported'],
    ['J95.02', 'Tracheostomy site cellulitis with purulent drainage around the stoma; wound culture MRSA, doxycycline and local wound care.', 'Supported'],
    ['J95.02', 'Erythema at the trach site from granulation tissue, no infection; silver nitrate by ENT.', 'Unsupported'],
    ['T80.211A', 'MRSA bacteremia from the PICC line; PICC removed, catheter tip culture grew MRSA, vancomycin and TEE negative.', 'Supported'],
    ['T80.211A', 'CLABSI was suspected; blood cultures grew coagulase-negative staph in one of four bottles, a contaminant. No CLABSI; line kept.', 'Unsupported'],
    ['T80.211A', 'Port pocket infection with erythema; port removed, cefazolin. Blood cultures negative.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('what one organ or one finding does not say of another', () => {
  it.each([
    // A kidney-pancreas recipient's "chronic rejection" is no liver code.
    ['T86.41', 'Kidney-pancreas transplant 2004 with chronic rejection of the kidney; four doses of thymoglobulin.', 'NoDetermination'],
    ['T86.11', 'Kidney-pancreas transplant 2004 with chronic rejection; four doses of thymoglobulin.', 'Supported'],
    ['T86.11', 'Living donor kidney transplant 2004 with chronic rejection; four doses of thymoglobulin.', 'Supported'],
    // One complication denied is no denial of every complication.
    ['T86.40', 'Liver transplant recipient admitted for cholangitis; no evidence of bile leak from the drains.', 'NoDetermination'],
    // Negative blood cultures do not exclude disseminated cryptococcosis (the serum antigen does).
    ['B45.7', 'Fever in a patient with HIV; blood cultures negative; discharged on no antifungal.', 'NoDetermination'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});
