/**
 * Shared word lists for the common-conditions table (`conditions.en.ts`): drug classes with US
 * generic and brand names, management phrases, and the few generators that spell out stage and
 * laterality variants. Lower case; hyphens are optional and the last word's plural matches
 * automatically, so write singular forms ("antibiotic" also finds "antibiotics").
 *
 * Why shared lists matter: every pack's phrases are matched together and, where two overlap, the
 * longest wins for all packs ("ckd stage 3a" hides "ckd" from a pack that lists only "ckd"). A
 * pack that should see a longer phrase must list it too, so broader entries reuse the lists of
 * their narrower siblings, and drug lists are the same lists wherever they appear.
 */
import { antibioticShorthand } from '../phrases.en';

/** Concatenates lists, dropping duplicates, keeping first-seen order. */
export function words(...lists: readonly (readonly string[])[]): string[] {
  return [...new Set(lists.flat())];
}

/** A phrase's words: lower case, hyphens as spaces, brackets and commas as words of their own. */
const wordsOf = (phrase: string): string[] => phrase.toLowerCase().replace(/-/g, ' ').replace(/([,()])/g, ' $1 ').trim().split(/\s+/);

/**
 * `phrases`, with every phrase of `pool` that contains one of them as whole words. The longest
 * phrase wins where two overlap, so a name that holds a specificity word ("grade iv splenic
 * laceration", "uncontrolled type 2 diabetes") must also be listed as that word's.
 */
export function withCompounds(phrases: readonly string[], pool: readonly string[]): string[] {
  const split = phrases.map(wordsOf);
  const inner = new Set(split.map((w) => w.join(' ')));
  const longest = Math.max(0, ...split.map((w) => w.length));
  // Every run of whole words of a pool phrase, up to the longest phrase, looked up: linear in the
  // pool, not pool x phrases.
  const contains = (p: string): boolean => {
    const w = wordsOf(p);
    for (let i = 0; i < w.length; i++) {
      let run = '';
      for (let j = i; j < w.length && j - i < longest; j++) {
        run = j === i ? (w[j] ?? '') : `${run} ${w[j]}`;
        if (inner.has(run)) return true;
      }
    }
    return false;
  };
  return words(phrases, pool.filter(contains));
}

// ------------------------------------------------------------------ cardiovascular drugs

export const aceInhibitors = [
  'lisinopril', 'zestril', 'prinivil', 'enalapril', 'vasotec', 'benazepril', 'lotensin', 'ramipril', 'altace',
  'quinapril', 'accupril', 'fosinopril', 'captopril', 'perindopril', 'trandolapril', 'moexipril', 'ace inhibitor',
  // Phrases the AKI pack also lists; listed here so the drug is still seen inside them.
  'held lisinopril', 'held ace inhibitor',
];
export const arbs = [
  'losartan', 'cozaar', 'hyzaar', 'valsartan', 'diovan', 'irbesartan', 'avapro', 'olmesartan', 'benicar', 'candesartan',
  'atacand', 'telmisartan', 'micardis', 'azilsartan', 'edarbi', 'eprosartan', 'angiotensin receptor blocker',
];
export const calciumChannelBlockers = [
  'amlodipine', 'norvasc', 'nifedipine', 'procardia', 'adalat', 'felodipine', 'plendil', 'isradipine', 'nicardipine',
  'cardene', 'clevidipine', 'cleviprex', 'diltiazem', 'cardizem', 'verapamil', 'calan', 'calcium channel blocker',
];
export const betaBlockers = [
  'metoprolol', 'lopressor', 'toprol', 'atenolol', 'tenormin', 'carvedilol', 'coreg', 'labetalol', 'bisoprolol',
  'nebivolol', 'bystolic', 'propranolol', 'inderal', 'nadolol', 'corgard', 'beta blocker',
];
export const thiazidesAndMras = [
  'hydrochlorothiazide', 'hctz', 'chlorthalidone', 'indapamide', 'triamterene', 'maxzide', 'dyazide', 'amiloride',
  'spironolactone', 'aldactone', 'eplerenone', 'inspra', 'thiazide',
];
export const loopDiuretics = [
  'furosemide', 'lasix', 'bumetanide', 'bumex', 'torsemide', 'demadex', 'ethacrynic acid', 'metolazone', 'zaroxolyn',
  'loop diuretic', 'diuretic', 'diuresis', 'diuresed', 'iv diuresis',
];
export const otherAntihypertensives = [
  'hydralazine', 'clonidine', 'catapres', 'minoxidil', 'doxazosin', 'cardura', 'terazosin', 'prazosin', 'methyldopa',
  'aliskiren', 'tekturna', 'isosorbide dinitrate', 'bidil', 'nitroprusside',
];
export const bloodPressureManagement = [
  'antihypertensive', 'antihypertensive regimen', 'antihypertensive medication', 'blood pressure control',
  'blood pressure controlled', 'blood pressure well controlled', 'blood pressure was controlled',
  'blood pressure was well controlled', 'blood pressure medication', 'bp control', 'bp controlled', 'bp well controlled',
];
export const antihypertensives = words(
  aceInhibitors, arbs, calciumChannelBlockers, betaBlockers, thiazidesAndMras, otherAntihypertensives, bloodPressureManagement,
);

export const heartFailureTherapy = words(loopDiuretics, [
  'entresto', 'sacubitril', 'sacubitril valsartan', 'carvedilol', 'coreg', 'metoprolol', 'toprol', 'bisoprolol',
  'spironolactone', 'aldactone', 'eplerenone', 'dapagliflozin', 'farxiga', 'empagliflozin', 'jardiance', 'digoxin',
  'lanoxin', 'ivabradine', 'hydralazine', 'isosorbide dinitrate', 'bidil', 'milrinone', 'dobutamine',
  'fluid restriction', 'daily weight', 'strict intake and output', 'ejection fraction', 'echocardiogram',
  'lisinopril', 'losartan', 'valsartan',
]);

/** What treats an arrhythmia now: rate and rhythm drugs and cardioversion. */
export const rateAndRhythmTreatment = [
  'metoprolol', 'lopressor', 'toprol', 'carvedilol', 'atenolol', 'diltiazem', 'cardizem', 'verapamil', 'digoxin', 'lanoxin',
  'amiodarone', 'pacerone', 'cordarone', 'dronedarone', 'multaq', 'sotalol', 'betapace', 'dofetilide', 'tikosyn',
  'flecainide', 'propafenone', 'rythmol', 'rate control', 'rate controlled', 'rhythm control', 'cardioversion',
  'dc cardioversion', 'tee cardioversion',
  // A beta blocker given for the rate: "esmolol gtt during RVR", "propranolol" in thyrotoxic AF.
  'esmolol', 'brevibloc', 'esmolol drip', 'esmolol gtt', 'esmolol infusion', 'propranolol', 'inderal', 'bisoprolol', 'nadolol', 'ibutilide', 'corvert',
  'procainamide',
];
export const rateAndRhythmControl = words(rateAndRhythmTreatment, [
  'catheter ablation', 'pulmonary vein isolation', 'watchman', 'left atrial appendage occlusion', 'cha2ds2 vasc', 'chads2 vasc', 'chads vasc',
  'chads2', 'telemetry',
]);

/** Oral anticoagulants by name: long-term anticoagulation. Heparin and enoxaparin are not here (prophylaxis). */
export const oralAnticoagulants = [
  'warfarin', 'coumadin', 'jantoven', 'apixaban', 'eliquis', 'rivaroxaban', 'xarelto', 'dabigatran', 'pradaxa', 'edoxaban',
  'savaysa',
];
/** Long-term anticoagulation phrases (the Z79.01 status), also read as management by AF, DVT and PE. */
export const longTermAnticoagulation = [
  'on anticoagulation', 'chronic anticoagulation', 'long term anticoagulation', 'long term anticoagulant',
  'long term use of anticoagulant', 'home anticoagulation', 'anticoagulated', 'heparin bridge', 'lovenox bridge',
  'enoxaparin bridge', 'bridged with lovenox', 'bridged with enoxaparin', 'bridged with heparin',
];
export const anticoagulation = words(oralAnticoagulants, longTermAnticoagulation, [
  'anticoagulation', 'anticoagulant', 'therapeutic anticoagulation', 'systemic anticoagulation', 'full anticoagulation',
  'heparin drip', 'heparin infusion', 'heparin gtt', 'therapeutic heparin', 'therapeutic enoxaparin', 'therapeutic lovenox',
  'enoxaparin', 'lovenox', 'fondaparinux', 'arixtra', 'argatroban', 'bivalirudin', 'inr', 'inr goal', 'goal inr',
]);

export const antiplatelets = [
  'aspirin', 'baby aspirin', 'ecotrin', 'clopidogrel', 'plavix', 'prasugrel', 'effient', 'ticagrelor', 'brilinta',
  'cilostazol', 'pletal', 'dipyridamole', 'aggrenox', 'dual antiplatelet therapy', 'antiplatelet',
];
export const lipidLowering = [
  'atorvastatin', 'lipitor', 'rosuvastatin', 'crestor', 'simvastatin', 'zocor', 'pravastatin', 'pravachol', 'lovastatin',
  'mevacor', 'pitavastatin', 'livalo', 'fluvastatin', 'statin', 'high intensity statin', 'ezetimibe', 'zetia', 'vytorin',
  'fenofibrate', 'tricor', 'trilipix', 'gemfibrozil', 'lopid', 'niacin', 'niaspan', 'icosapent ethyl', 'vascepa',
  'fish oil', 'lovaza', 'omega 3', 'evolocumab', 'repatha', 'alirocumab', 'praluent', 'inclisiran', 'leqvio',
  'bempedoic acid', 'nexletol', 'colesevelam', 'welchol', 'lipid panel', 'lipid profile',
];
export const antianginals = [
  'nitroglycerin', 'nitro', 'sublingual nitroglycerin', 'nitroglycerin drip', 'isosorbide mononitrate', 'imdur',
  'isosorbide dinitrate', 'ranolazine', 'ranexa',
];
export const cardiacWorkup = [
  'cardiology', 'cardiac catheterization', 'left heart catheterization', 'coronary angiography', 'coronary angiogram',
  'stress test', 'nuclear stress test', 'stress echocardiogram', 'lexiscan', 'troponin', 'serial troponin', 'ekg', 'ecg',
  'electrocardiogram', 'telemetry', 'echocardiogram', 'transthoracic echocardiogram', 'tte',
];
/** Work-up aimed at the coronaries themselves; a troponin, ECG or telemetry is ordered for any chest complaint. */
export const coronaryWorkup = [
  'cardiac catheterization', 'left heart catheterization', 'coronary angiography', 'coronary angiogram', 'stress test', 'nuclear stress test',
  'stress echocardiogram', 'lexiscan', 'ischemic evaluation', 'ischemic workup',
];
export const ecgMonitoring = ['ekg', 'ecg', 'electrocardiogram', 'telemetry', 'holter', 'event monitor', 'cardiology', 'pacemaker', 'zio patch'];
export const echoMonitoring = [
  'echocardiogram', 'transthoracic echocardiogram', 'transesophageal echocardiogram', 'tte', 'tee', 'echo', 'cardiology',
  'valve clinic', 'structural heart', 'cardiothoracic surgery',
];

// ------------------------------------------------------------------ diabetes and endocrine

export const oralHypoglycemics = [
  'metformin', 'glucophage', 'glipizide', 'glucotrol', 'glyburide', 'glimepiride', 'amaryl', 'sitagliptin', 'januvia',
  'janumet', 'linagliptin', 'tradjenta', 'saxagliptin', 'onglyza', 'alogliptin', 'pioglitazone', 'actos', 'repaglinide',
  'nateglinide', 'held metformin',
];
export const sglt2Inhibitors = [
  'empagliflozin', 'jardiance', 'dapagliflozin', 'farxiga', 'canagliflozin', 'invokana', 'ertugliflozin', 'steglatro',
  'synjardy', 'xigduo',
];
export const injectableNonInsulin = [
  'liraglutide', 'victoza', 'dulaglutide', 'trulicity', 'semaglutide', 'ozempic', 'rybelsus', 'exenatide', 'byetta',
  'bydureon', 'tirzepatide', 'mounjaro', 'glp 1 agonist', 'glp 1 receptor agonist',
];
/** Home and long-acting insulin: long-term use (Z79.4), not correction scales given in hospital. */
export const homeInsulin = [
  'glargine', 'lantus', 'basaglar', 'toujeo', 'semglee', 'detemir', 'levemir', 'degludec', 'tresiba', 'nph', 'humulin',
  'novolin', '70/30', 'humalog', 'novolog', 'lispro', 'aspart', 'fiasp', 'admelog', 'insulin pump', 'home insulin',
  'basal insulin', 'basal bolus', 'insulin dependent', 'insulin requiring', 'insulin treated', 'on insulin',
  'long term insulin', 'long term use of insulin',
];
export const diabetesManagement = words(oralHypoglycemics, sglt2Inhibitors, injectableNonInsulin, homeInsulin, [
  'insulin', 'sliding scale', 'correction scale', 'insulin drip', 'insulin infusion', 'accucheck', 'accu check',
  'accu chek', 'fingerstick', 'finger stick', 'fingerstick glucose', 'point of care glucose', 'blood glucose monitoring',
  'glucose monitoring', 'hemoglobin a1c', 'hba1c', 'hgba1c', 'a1c', 'diabetic diet', 'carbohydrate controlled diet',
  'carb controlled diet', 'consistent carbohydrate diet', 'diabetes education', 'diabetes educator', 'endocrinology',
  'antihyperglycemic', 'hypoglycemic agent', 'oral hypoglycemic', 'oral hypoglycemic agent', 'oral antidiabetic',
  'oral diabetes medication', 'oral antihyperglycemic', 'hypoglycemia protocol',
]);
/** Insulin given with dextrose to shift potassium: hyperkalemia treatment, not diabetes management. */
export const insulinForPotassium = [
  'insulin and dextrose', 'insulin/dextrose', 'insulin with dextrose', 'insulin dextrose', 'insulin and d50', 'insulin with d50', 'insulin/d50',
  'insulin and glucose', 'insulin with glucose', 'regular insulin and dextrose', 'iv insulin and dextrose', 'iv insulin with dextrose',
];
/**
 * What lowers glucose or says the diabetes is treated: with any of it, an A1c under 6.5% may be
 * controlled diabetes, not its absence. SGLT2 inhibitors and GLP-1 agonists count though they are
 * also given for heart failure or weight: the rule errs toward leaving the code standing.
 */
export const glucoseLowering = words(oralHypoglycemics, sglt2Inhibitors, injectableNonInsulin, homeInsulin, [
  'insulin', 'diet controlled', 'diet controlled diabetes', 'controlled with diet', 'controlled by diet', 'diabetic medication',
  'diabetic medications', 'diabetes medication', 'diabetes medications', 'diabetes meds', 'diabetic meds', 'antihyperglycemic',
  'oral hypoglycemic', 'oral hypoglycemic agent', 'hypoglycemic agent', 'oral antidiabetic', 'oral diabetes medication',
]);
export const hypoglycemiaTreatment = [
  'dextrose', 'd50', 'd10', 'amp of d50', 'glucagon', 'glucose tablet', 'glucose gel', 'orange juice', 'juice',
  'dextrose infusion', 'fingerstick', 'accucheck', 'point of care glucose', 'insulin was reduced', 'insulin dose reduced',
  'reduced insulin', 'decreased insulin',
];
export const thyroidReplacement = ['levothyroxine', 'synthroid', 'levoxyl', 'unithroid', 'euthyrox', 'tirosint', 'armour thyroid', 'liothyronine', 'cytomel', 'thyroid replacement'];
/** Thyroid tests: drawn for much else too (a confusion work-up, a baseline before amiodarone). */
export const thyroidTests = ['tsh', 'ft4', 'free t4', 'thyroid function test', 'thyroid function tests', 'thyroid stimulating hormone', 'thyroid panel'];
export const antithyroid = [
  'methimazole', 'tapazole', 'propylthiouracil', 'radioactive iodine', 'radioiodine', 'i 131', 'radioactive iodine ablation',
  'propranolol', 'tsh', 'free t4', 'free t3', 'thyroid function test', 'endocrinology', 'thyroidectomy',
];
export const steroidsSystemic = [
  'prednisone', 'prednisolone', 'methylprednisolone', 'solu medrol', 'medrol', 'hydrocortisone', 'dexamethasone',
  'decadron', 'chronic prednisone', 'chronic steroids', 'home prednisone', 'stress dose steroids',
];

// ------------------------------------------------------------------ kidney

const stageNumbers: Readonly<Record<string, readonly string[]>> = {
  '1': ['1', 'i', 'one'],
  '2': ['2', 'ii', 'two'],
  '3': ['3', 'iii', 'three'],
  '3a': ['3a', 'iiia', 'three a'],
  '3b': ['3b', 'iiib', 'three b'],
  '4': ['4', 'iv', 'four'],
  '5': ['5', 'v', 'five'],
};
// "CRI" only with its stage: "CRI 3b" is renal; a bare "CRI" may be chronic respiratory insufficiency.
const ckdNames = ['chronic kidney disease', 'ckd', 'chronic renal disease', 'chronic renal insufficiency', 'chronic renal failure', 'chronic kidney failure', 'cri'];

/** "ckd stage 3", "chronic kidney disease, stage iii", "stage 3 ckd", "ckd 3" ... for the given stages. */
export function ckdStages(...stages: (keyof typeof stageNumbers)[]): string[] {
  const out: string[] = [];
  for (const stage of stages) {
    for (const n of stageNumbers[stage] ?? []) {
      for (const name of ckdNames) out.push(`${name} stage ${n}`, `${name}, stage ${n}`, `stage ${n} ${name}`, `${name} ${n}`);
      // KDIGO GFR categories: "CKD G3a", "CKD stage G4".
      if (/^\d/.test(n)) for (const name of ckdNames) out.push(`${name} g${n}`, `${name} stage g${n}`, `${name} category g${n}`);
      // A KDIGO category is the kidney's whatever precedes it: "this corresponds to stage G3a A2".
      if (/^\d/.test(n)) out.push(`stage g${n}`, `gfr category g${n}`, `category g${n}`);
    }
  }
  return words(out);
}
export const ckdUnstaged = ['chronic kidney disease', 'chronic renal disease', 'chronic renal insufficiency', 'chronic renal failure', 'chronic kidney failure', 'ckd'];
export const esrdTerms = [
  'end stage renal disease', 'end stage kidney disease', 'end stage renal failure', 'end stage kidney failure', 'esrd',
  'eskd', 'ckd 5d', 'ckd stage 5d', 'stage 5d ckd', 'esrd on hemodialysis', 'esrd on dialysis', 'esrd on hd', 'esrd on pd',
  'dialysis dependent ckd', 'dialysis dependent renal failure', 'dialysis dependent kidney disease',
  'dialysis dependent chronic kidney disease', 'dialysis dependent end stage renal disease',
];
/** A kidney transplant, as notes name it: the AKI pack's working graft and the transplant complications' organ. */
export const kidneyTransplantNames = [
  'kidney transplant', 'renal transplant', 'kidney transplantation', 'renal transplantation', 'deceased donor kidney transplant',
  'living donor kidney transplant', 'living related kidney transplant', 'transplanted kidney', 'kidney allograft', 'renal allograft',
  'kidney transplant recipient', 'renal transplant recipient', 's/p kidney transplant', 's/p renal transplant', 'kidney pancreas transplant',
  'kidney and pancreas transplant', 'simultaneous pancreas kidney transplant', 'simultaneous kidney pancreas transplant', 'spk transplant',
];
export const kidneyTransplantAbbreviations = ['DDKT', 'LDKT', 'LRRT', 'DDRT'];
export const ckdStages1to4 = words(ckdStages('1', '2', '3', '3a', '3b', '4'));
export const ckdStage5 = ckdStages('5');
export const ckdAny = words(ckdUnstaged, ckdStages1to4, ckdStage5, esrdTerms);
export const kidneyMonitoring = [
  'nephrology', 'renal dosing', 'renally dosed', 'renally adjusted', 'creatinine', 'baseline creatinine',
  'creatinine at baseline', 'creatinine is at baseline', 'creatinine was at baseline', 'renal function at baseline',
  'kidney function at baseline', 'stable chronic kidney disease', 'ckd at baseline', 'egfr', 'gfr', 'renal diet',
  'avoid nephrotoxins', 'nephrotoxic', 'sevelamer', 'renvela', 'calcium acetate', 'phoslo', 'calcitriol',
  'sodium bicarbonate', 'epoetin', 'epogen', 'procrit', 'retacrit', 'darbepoetin', 'aranesp', 'renal ultrasound',
];
export const dialysisTerms = [
  'hemodialysis', 'dialysis', 'peritoneal dialysis', 'dialysis dependent', 'on dialysis', 'dialyzed', 'dialysis session',
  'dialysis schedule', 'dialysis mwf', 'dialysis tts', 'mwf dialysis', 'tts dialysis', 'continuous ambulatory peritoneal dialysis',
  'capd', 'ccpd', 'av fistula', 'arteriovenous fistula', 'av graft', 'arteriovenous graft', 'permcath', 'tunneled dialysis catheter',
  'dialysis catheter', 'esrd on hemodialysis', 'esrd on dialysis', 'esrd on hd', 'esrd on pd', 'dialysis dependent ckd',
  'dialysis dependent renal failure', 'dialysis dependent kidney disease', 'dialysis dependent chronic kidney disease',
  'dialysis dependent end stage renal disease',
];
export const dialysisManagement = words(dialysisTerms, [
  'sevelamer', 'renvela', 'calcium acetate', 'phoslo', 'lanthanum', 'fosrenol', 'velphoro', 'auryxia', 'cinacalcet',
  'sensipar', 'epoetin', 'epogen', 'procrit', 'mircera', 'darbepoetin', 'aranesp', 'nephrology', 'ultrafiltration',
]);

// ------------------------------------------------------------------ lungs

export const bronchodilatorsAndInhaledSteroids = [
  'albuterol', 'proair', 'ventolin', 'proventil', 'levalbuterol', 'xopenex', 'ipratropium', 'atrovent', 'duoneb',
  'nebulizer', 'neb', 'nebulized', 'tiotropium', 'spiriva', 'fluticasone', 'flovent', 'advair', 'wixela', 'symbicort',
  'budesonide', 'pulmicort', 'breo', 'trelegy', 'dulera', 'mometasone', 'asmanex', 'beclomethasone', 'qvar', 'arnuity',
  'montelukast', 'singulair', 'inhaled corticosteroid', 'inhaler', 'omalizumab', 'xolair', 'mepolizumab', 'nucala',
  'benralizumab', 'fasenra', 'dupilumab', 'dupixent', 'tezepelumab', 'tezspire', 'peak flow', 'fluticasone inhaler',
  'mometasone inhaler', 'budesonide formoterol', 'breo ellipta', 'airduo', 'breztri', 'ciclesonide', 'alvesco', 'wixela',
];
export const oxygenTherapy = [
  'supplemental oxygen', 'home oxygen', 'home o2', 'nasal cannula', 'oxygen', 'o2', 'bipap', 'cpap', 'high flow nasal cannula',
];

// ------------------------------------------------------------------ gastrointestinal

export const acidSuppression = [
  'omeprazole', 'prilosec', 'pantoprazole', 'protonix', 'esomeprazole', 'nexium', 'lansoprazole', 'prevacid', 'rabeprazole',
  'aciphex', 'dexlansoprazole', 'dexilant', 'famotidine', 'pepcid', 'ranitidine', 'zantac', 'cimetidine', 'tagamet',
  'nizatidine', 'proton pump inhibitor', 'h2 blocker', 'antacid', 'calcium carbonate', 'tums', 'maalox', 'sucralfate',
  'carafate', 'pantoprazole drip', 'ppi drip',
];
export const endoscopy = [
  'egd', 'esophagogastroduodenoscopy', 'upper endoscopy', 'endoscopy', 'colonoscopy', 'flexible sigmoidoscopy',
  'sigmoidoscopy', 'capsule endoscopy', 'gastroenterology', 'ercp', 'banding', 'band ligation', 'endoscopic clip',
  'epinephrine injection', 'hemostatic clip', 'cauterization', 'argon plasma coagulation',
];
export const transfusion = [
  'transfusion', 'transfused', 'blood transfusion', 'packed red blood cell', 'packed red cell', 'unit of blood', 'units of blood',
  'unit of prbc', 'units of prbc', 'prbc', 'prbcs',
];
export const laxatives = [
  'senna', 'senokot', 'sennosides', 'docusate', 'colace', 'polyethylene glycol', 'miralax', 'peg 3350', 'lactulose',
  'bisacodyl', 'dulcolax', 'milk of magnesia', 'magnesium citrate', 'fleet enema', 'enema', 'soap suds enema',
  'suppository', 'linaclotide', 'linzess', 'lubiprostone', 'amitiza', 'prucalopride', 'motegrity', 'methylnaltrexone',
  'relistor', 'naloxegol', 'movantik', 'bowel regimen', 'disimpaction', 'manual disimpaction',
];
export const antiemetics = [
  'ondansetron', 'zofran', 'metoclopramide', 'reglan', 'prochlorperazine', 'compazine', 'promethazine', 'phenergan',
  'trimethobenzamide', 'scopolamine', 'granisetron', 'aprepitant', 'droperidol', 'antiemetic',
];
export const antidiarrheals = [
  'loperamide', 'imodium', 'diphenoxylate', 'lomotil', 'cholestyramine', 'stool study', 'stool studies', 'stool culture',
  'gi pathogen panel', 'stool pathogen panel', 'ova and parasites', 'oral rehydration',
];
export const ivFluids = [
  'iv fluid', 'intravenous fluid', 'iv hydration', 'intravenous hydration', 'fluid resuscitation', 'fluid bolus', 'bolus',
  'normal saline', 'lactated ringer', 'lactated ringers', 'maintenance fluid', 'd5w', 'half normal saline',
  'aggressive hydration', 'aggressive iv hydration', 'ivf',
];
export const liverManagement = [
  'lactulose', 'rifaximin', 'xifaxan', 'spironolactone', 'aldactone', 'furosemide', 'lasix', 'nadolol', 'propranolol',
  'carvedilol', 'paracentesis', 'therapeutic paracentesis', 'diagnostic paracentesis', 'meld', 'meld score', 'meld na',
  'child pugh', 'hepatology', 'transplant hepatology', 'variceal screening', 'variceal banding', 'banding', 'tips',
  'transjugular intrahepatic portosystemic shunt', 'sodium restriction', '2 g sodium diet', 'low sodium diet', 'egd',
  'sbp prophylaxis', 'ursodiol', 'liver function test', 'lfts', 'hepatic function panel', 'ammonia',
];
export const biliaryManagement = [
  'cholecystectomy', 'laparoscopic cholecystectomy', 'lap chole', 'open cholecystectomy', 'percutaneous cholecystostomy',
  'cholecystostomy', 'cholecystostomy tube', 'hida scan', 'ruq ultrasound', 'right upper quadrant ultrasound', 'mrcp',
  'ercp', 'sphincterotomy', 'biliary stent', 'stone extraction', 'general surgery', 'ursodiol',
];

// ------------------------------------------------------------------ infection

export const antibiotics = [
  'antibiotic', 'iv antibiotic', 'oral antibiotic', 'vancomycin', 'zosyn', 'piperacillin', 'piperacillin tazobactam',
  'cefepime', 'ceftriaxone', 'rocephin', 'cefazolin', 'ancef', 'cephalexin', 'keflex', 'cefuroxime', 'cefdinir',
  'cefpodoxime', 'ceftazidime', 'ceftaroline', 'cefoxitin', 'meropenem', 'ertapenem', 'imipenem', 'ampicillin', 'unasyn',
  'ampicillin sulbactam', 'amoxicillin', 'augmentin', 'amoxicillin clavulanate', 'nafcillin', 'oxacillin', 'levofloxacin',
  'levaquin', 'ciprofloxacin', 'moxifloxacin', 'azithromycin', 'zithromax', 'clarithromycin', 'doxycycline',
  'minocycline', 'trimethoprim sulfamethoxazole', 'bactrim', 'nitrofurantoin', 'macrobid', 'macrodantin',
  'fosfomycin', 'metronidazole', 'flagyl', 'clindamycin', 'linezolid', 'zyvox', 'daptomycin', 'tigecycline', 'gentamicin',
  'tobramycin', 'amikacin', 'aztreonam', 'ceftazidime avibactam', 'dalbavancin', 'oritavancin', 'rifampin', ...antibioticShorthand,
];
export const infectionWorkup = [
  'blood culture', 'urine culture', 'wound culture', 'sputum culture', 'infectious disease', 'infectious diseases consult',
  'picc line', 'picc', 'culture data', 'sensitivities', 'susceptibilities',
];
/**
 * Care of a poisoning or an overdose: poison control and toxicology, antidotes, decontamination,
 * levels and the ECG, airway protection, and psychiatry and a sitter after an intentional one.
 */
export const poisoningCare = [
  'poison control', 'poison center', 'toxicology', 'toxicology consult', 'medical toxicology', 'tox consult', 'activated charcoal',
  'charcoal', 'whole bowel irrigation', 'gastric lavage', 'naloxone', 'narcan', 'naloxone drip', 'naloxone infusion', 'flumazenil',
  'n acetylcysteine', 'acetylcysteine', 'nac protocol', 'acetaminophen level', 'tylenol level', 'salicylate level', 'serum drug level',
  'urine drug screen', 'urine toxicology', 'sodium bicarbonate', 'bicarbonate drip', 'qtc', 'ekg', 'ecg', 'telemetry',
  'cardiac monitoring', 'airway protection', 'intubated for airway protection', 'intensive care unit', 'psychiatry',
  'psychiatry consult', 'sitter', 'suicide precautions', 'involuntary hold', 'hemodialysis',
];
export const urinaryWorkup = ['urinalysis', 'urine culture', 'urine studies', 'ua', 'phenazopyridine', 'pyridium'];
export const isolationPrecautions = ['contact precautions', 'droplet precautions', 'airborne precautions', 'isolation', 'enteric precautions'];

// ------------------------------------------------------------------ blood

export const ironTherapy = [
  'ferrous sulfate', 'ferrous gluconate', 'ferrous fumarate', 'iron supplement', 'iron supplementation', 'oral iron', 'iv iron',
  'iron sucrose', 'venofer', 'ferric gluconate', 'ferrlecit', 'ferric carboxymaltose', 'injectafer', 'ferumoxytol',
  'feraheme', 'iron dextran', 'infed', 'iron infusion', 'iron studies', 'iron panel', 'ferritin', 'tsat',
];
export const erythropoiesisAgents = ['epoetin', 'epogen', 'procrit', 'retacrit', 'darbepoetin', 'aranesp', 'mircera', 'erythropoiesis stimulating agent'];
export const anemiaMonitoring = ['hemoglobin', 'hgb', 'h/h', 'h&h', 'hematocrit', 'cbc', 'complete blood count', 'hematology', 'reticulocyte count'];
export const growthFactors = ['filgrastim', 'neupogen', 'zarxio', 'pegfilgrastim', 'neulasta', 'g csf', 'gcsf', 'granix', 'tbo filgrastim'];

// ------------------------------------------------------------------ oncology

export const cancerCare = [
  'chemotherapy', 'chemo', 'immunotherapy', 'targeted therapy', 'radiation therapy', 'radiotherapy', 'radiation treatment',
  'xrt', 'sbrt', 'stereotactic radiosurgery', 'gamma knife', 'proton therapy', 'oncology', 'medical oncology',
  'radiation oncology', 'surgical oncology', 'hematology oncology', 'heme onc', 'oncologist', 'tumor board', 'port',
  'port a cath', 'cycle', 'c1d1', 'adjuvant', 'neoadjuvant', 'palliative radiation', 'palliative chemotherapy',
  'restaging', 'staging', 'pet ct', 'pet scan',
];
export const cytotoxics = [
  'carboplatin', 'cisplatin', 'oxaliplatin', 'paclitaxel', 'taxol', 'docetaxel', 'taxotere', 'nab paclitaxel', 'abraxane',
  'gemcitabine', 'gemzar', 'pemetrexed', 'alimta', 'etoposide', 'irinotecan', 'fluorouracil', '5 fu', 'capecitabine',
  'xeloda', 'folfox', 'folfiri', 'folfirinox', 'capox', 'xelox', 'doxorubicin', 'adriamycin', 'cyclophosphamide', 'cytoxan',
  'vincristine', 'vinorelbine', 'bendamustine', 'temozolomide', 'temodar', 'mitomycin', 'ifosfamide', 'topotecan',
];
export const checkpointAndTargeted = [
  'pembrolizumab', 'keytruda', 'nivolumab', 'opdivo', 'ipilimumab', 'yervoy', 'atezolizumab', 'tecentriq', 'durvalumab',
  'imfinzi', 'cemiplimab', 'libtayo', 'bevacizumab', 'avastin', 'cetuximab', 'erbitux', 'panitumumab', 'vectibix',
  'trastuzumab', 'herceptin', 'pertuzumab', 'perjeta', 'kadcyla', 'enhertu', 'osimertinib', 'tagrisso', 'erlotinib',
  'tarceva', 'alectinib', 'alecensa', 'lorlatinib', 'sotorasib', 'regorafenib', 'lenvatinib', 'sorafenib', 'cabozantinib',
  'cabometyx', 'sunitinib', 'sutent', 'pazopanib', 'axitinib', 'inlyta', 'palbociclib', 'ibrance', 'ribociclib', 'kisqali',
  'abemaciclib', 'verzenio', 'olaparib', 'lynparza',
];
export const hormonalCancerTherapy = [
  'tamoxifen', 'anastrozole', 'arimidex', 'letrozole', 'femara', 'exemestane', 'aromasin', 'fulvestrant', 'faslodex',
  'leuprolide', 'lupron', 'eligard', 'goserelin', 'zoladex', 'degarelix', 'firmagon', 'relugolix', 'orgovyx',
  'bicalutamide', 'casodex', 'enzalutamide', 'xtandi', 'abiraterone', 'zytiga', 'apalutamide', 'erleada', 'darolutamide',
  'nubeqa', 'androgen deprivation therapy', 'adt',
];
export const hematologicCancerTherapy = [
  'rituximab', 'rituxan', 'r chop', 'chop', 'r cvp', 'abvd', 'bendamustine', 'polatuzumab', 'brentuximab', 'adcetris',
  'car t', 'car t cell therapy', 'axicabtagene', 'yescarta', 'tisagenlecleucel', 'kymriah', 'lenalidomide', 'revlimid',
  'pomalidomide', 'pomalyst', 'bortezomib', 'velcade', 'carfilzomib', 'kyprolis', 'daratumumab', 'darzalex', 'ibrutinib',
  'imbruvica', 'acalabrutinib', 'calquence', 'zanubrutinib', 'brukinsa', 'venetoclax', 'venclexta', 'obinutuzumab',
  'gazyva', 'imatinib', 'gleevec', 'dasatinib', 'sprycel', 'nilotinib', 'tasigna', 'bosutinib', 'ponatinib', 'cytarabine',
  '7+3', 'daunorubicin', 'idarubicin', 'azacitidine', 'vidaza', 'decitabine', 'midostaurin', 'gilteritinib', 'hydroxyurea',
  'hydrea', 'ruxolitinib', 'jakafi', 'stem cell transplant', 'autologous stem cell transplant', 'allogeneic stem cell transplant',
  'bone marrow transplant', 'bone marrow biopsy', 'induction chemotherapy', 'consolidation chemotherapy', 'hematology',
  'watch and wait', 'watchful waiting', 'active surveillance', 'melphalan', 'blinatumomab',
];
export const oncologyTherapy = words(cancerCare, cytotoxics, checkpointAndTargeted, hormonalCancerTherapy);
/** Active treatment or surveillance of a solid tumour, plus site-specific extras. */
export function solidTumorCare(...extra: string[]): string[] {
  return words(oncologyTherapy, extra);
}

// ------------------------------------------------------------------ neurology and psychiatry

export const antiepileptics = [
  'levetiracetam', 'keppra', 'phenytoin', 'dilantin', 'fosphenytoin', 'valproate', 'valproic acid', 'depakote',
  'divalproex', 'lacosamide', 'vimpat', 'lamotrigine', 'lamictal', 'carbamazepine', 'tegretol', 'oxcarbazepine',
  'trileptal', 'topiramate', 'topamax', 'zonisamide', 'zonegran', 'clobazam', 'onfi', 'phenobarbital', 'brivaracetam',
  'briviact', 'cenobamate', 'xcopri', 'eslicarbazepine', 'perampanel', 'lorazepam', 'ativan', 'diazepam', 'midazolam',
  'antiepileptic', 'anticonvulsant', 'eeg', 'video eeg', 'continuous eeg', 'seizure precautions', 'neurology',
  'epilepsy monitoring unit', 'antiseizure medication', 'antiepileptic drug level', 'keppra level', 'dilantin level',
];
export const antidepressants = [
  'sertraline', 'zoloft', 'escitalopram', 'lexapro', 'citalopram', 'celexa', 'fluoxetine', 'prozac', 'paroxetine',
  'paxil', 'venlafaxine', 'effexor', 'desvenlafaxine', 'pristiq', 'duloxetine', 'cymbalta', 'bupropion', 'wellbutrin',
  'mirtazapine', 'remeron', 'trazodone', 'vortioxetine', 'trintellix', 'vilazodone', 'viibryd', 'amitriptyline',
  'nortriptyline', 'ssri', 'snri', 'antidepressant', 'electroconvulsive therapy',
];
export const anxiolytics = [
  'buspirone', 'buspar', 'hydroxyzine', 'vistaril', 'atarax', 'lorazepam', 'ativan', 'alprazolam', 'xanax', 'clonazepam',
  'klonopin', 'diazepam', 'valium', 'sertraline', 'zoloft', 'escitalopram', 'lexapro', 'citalopram', 'celexa',
  'fluoxetine', 'prozac', 'paroxetine', 'paxil', 'venlafaxine', 'effexor', 'duloxetine', 'cymbalta', 'anxiolytic',
];
export const antipsychotics = [
  'haloperidol', 'haldol', 'haldol decanoate', 'risperidone', 'risperdal', 'paliperidone', 'invega', 'invega sustenna',
  'olanzapine', 'zyprexa', 'quetiapine', 'seroquel', 'aripiprazole', 'abilify', 'abilify maintena', 'clozapine',
  'clozaril', 'ziprasidone', 'geodon', 'lurasidone', 'latuda', 'fluphenazine', 'prolixin', 'chlorpromazine', 'thorazine',
  'perphenazine', 'cariprazine', 'vraylar', 'brexpiprazole', 'rexulti', 'long acting injectable', 'antipsychotic',
];
export const moodStabilizers = [
  'lithium', 'lithium level', 'lamotrigine', 'lamictal', 'depakote', 'divalproex', 'valproate', 'valproic acid',
  'carbamazepine', 'oxcarbazepine', 'mood stabilizer', 'quetiapine', 'seroquel', 'olanzapine', 'zyprexa', 'aripiprazole',
  'abilify', 'lurasidone', 'latuda', 'risperidone', 'cariprazine', 'vraylar',
];
export const mentalHealthCare = [
  // Counselling of the mind, not any counselling ("grief counseling", "smoking cessation counseling").
  'psychiatry', 'psychiatric', 'psychiatrist', 'psychotherapy', 'therapist', 'behavioral health', 'mental health counseling', 'psychological counseling',
  'supportive counseling', 'outpatient counseling', 'counseling for depression', 'counseling for anxiety', 'counselor', 'counsellor',
  'outpatient psychiatry', 'cognitive behavioral therapy', 'cbt', 'phq 9', 'gad 7',
];
export const dementiaCare = [
  'donepezil', 'aricept', 'memantine', 'namenda', 'rivastigmine', 'exelon', 'galantamine', 'razadyne', 'namzaric',
  'memory care', 'memory clinic', 'delirium precautions', 'reorientation', 'sitter', 'cognitive testing', 'moca', 'mmse',
  'mini mental status exam', 'montreal cognitive assessment', '24 hour supervision', 'neurology',
];
export const parkinsonTherapy = [
  'carbidopa', 'levodopa', 'carbidopa levodopa', 'sinemet', 'rytary', 'pramipexole', 'mirapex', 'ropinirole', 'requip',
  'rasagiline', 'azilect', 'selegiline', 'entacapone', 'comtan', 'amantadine', 'rotigotine', 'neupro', 'safinamide',
  'deep brain stimulator', 'deep brain stimulation', 'neurology', 'movement disorders',
];
export const neuropathicPain = [
  'gabapentin', 'neurontin', 'pregabalin', 'lyrica', 'duloxetine', 'cymbalta', 'amitriptyline', 'nortriptyline',
  'capsaicin', 'lidocaine patch', 'lidoderm', 'emg', 'nerve conduction study', 'foot care', 'podiatry', 'monofilament',
];
export const rehabilitation = [
  'physical therapy', 'occupational therapy', 'pt/ot', 'pt and ot', 'rehabilitation', 'acute rehab', 'inpatient rehabilitation',
  'skilled nursing facility', 'snf', 'home health', 'walker', 'rolling walker', 'cane', 'gait training', 'assistive device',
  'speech therapy', 'speech language pathology', 'slp',
];
export const strokeWorkup = [
  'tpa', 'alteplase', 'tenecteplase', 'tnk', 'thrombectomy', 'mechanical thrombectomy', 'thrombolysis', 'ct head',
  'ct angiogram', 'cta head and neck', 'mri brain', 'mri of the brain', 'mra', 'carotid ultrasound', 'carotid doppler',
  'neurology', 'stroke team', 'stroke workup', 'stroke neurology', 'nih stroke scale', 'nihss', 'permissive hypertension',
  'aspirin', 'clopidogrel', 'plavix', 'atorvastatin', 'statin', 'dual antiplatelet therapy', 'telemetry',
  'transthoracic echocardiogram', 'echocardiogram', 'bubble study', 'speech therapy', 'swallow evaluation',
];
export const alcoholCare = [
  'thiamine', 'folic acid', 'folate', 'multivitamin', 'banana bag', 'ciwa', 'ciwa protocol', 'ciwa scores',
  'alcohol withdrawal protocol', 'withdrawal protocol', 'lorazepam', 'ativan', 'chlordiazepoxide', 'librium', 'diazepam',
  'valium', 'phenobarbital', 'dexmedetomidine', 'precedex', 'naltrexone', 'acamprosate', 'disulfiram', 'antabuse',
  'alcohol cessation', 'alcohol cessation counseling', 'counseled on alcohol cessation', 'alcoholics anonymous',
  'substance abuse counseling', 'addiction medicine', 'detox', 'detoxification', 'social work', 'rehab program',
];
export const opioidUseCare = [
  'buprenorphine', 'suboxone', 'subutex', 'sublocade', 'buprenorphine naloxone', 'methadone', 'methadone clinic',
  'methadone maintenance', 'naltrexone', 'vivitrol', 'naloxone', 'narcan', 'addiction medicine', 'cows',
  'clinical opiate withdrawal scale', 'clonidine', 'substance abuse counseling', 'harm reduction', 'social work',
];
export const substanceCounseling = [
  'cessation counseling', 'counseled on cessation', 'counseled to quit', 'substance abuse counseling', 'addiction medicine',
  'social work', 'urine drug screen', 'urine toxicology', 'uds', 'tox screen', 'motivational interviewing',
];
export const smokingCessation = [
  'nicotine patch', 'nicotine replacement', 'nicotine replacement therapy', 'nicotine gum', 'nicotine lozenge',
  'nicoderm', 'varenicline', 'chantix', 'bupropion', 'smoking cessation', 'tobacco cessation', 'cessation counseling',
  'counseled on smoking cessation', 'counseled on tobacco cessation', 'counseled to quit', 'quit line',
];

// ------------------------------------------------------------------ pain and musculoskeletal

export const opioids = [
  'oxycodone', 'oxycontin', 'percocet', 'hydrocodone', 'norco', 'vicodin', 'morphine', 'ms contin', 'hydromorphone',
  'dilaudid', 'fentanyl', 'fentanyl patch', 'duragesic', 'methadone', 'tramadol', 'ultram', 'tapentadol', 'nucynta',
  'oxymorphone', 'codeine', 'tylenol with codeine', 'opioid', 'narcotic',
];
export const nonOpioidAnalgesics = [
  'acetaminophen', 'tylenol', 'ibuprofen', 'motrin', 'advil', 'naproxen', 'aleve', 'naprosyn', 'meloxicam', 'mobic',
  'diclofenac', 'voltaren', 'celecoxib', 'celebrex', 'ketorolac', 'toradol', 'indomethacin', 'nsaid', 'lidocaine patch',
  'lidoderm', 'gabapentin', 'pregabalin', 'analgesic', 'analgesia', 'pain control', 'pain management', 'pain regimen',
  'multimodal analgesia', 'pain clinic', 'pain contract', 'patient controlled analgesia', 'pca', 'nerve block',
];
export const muscleRelaxants = [
  'cyclobenzaprine', 'flexeril', 'methocarbamol', 'robaxin', 'tizanidine', 'zanaflex', 'baclofen', 'carisoprodol', 'soma',
];
export const painCare = words(opioids, nonOpioidAnalgesics);
export const jointCare = words(nonOpioidAnalgesics, [
  'tramadol', 'intra articular injection', 'intraarticular injection', 'steroid injection', 'corticosteroid injection',
  'cortisone injection', 'joint injection', 'knee injection', 'physical therapy', 'orthopedics', 'orthopedic surgery',
  'knee brace', 'hyaluronic acid injection', 'viscosupplementation', 'duloxetine', 'topical diclofenac',
  // The definitive treatment of end-stage osteoarthritis.
  'total knee arthroplasty', 'knee arthroplasty', 'total knee replacement', 'knee replacement', 'unicompartmental knee arthroplasty',
  'tka', 'tkr', 'total hip arthroplasty', 'hip arthroplasty', 'total hip replacement', 'hip replacement', 'tha', 'thr',
]);
export const backCare = words(painCare, muscleRelaxants, [
  'physical therapy', 'mri lumbar spine', 'mri of the lumbar spine', 'mri cervical spine', 'mri of the cervical spine',
  'mri thoracic spine', 'epidural steroid injection', 'epidural injection', 'esi', 'heat', 'spine surgery', 'neurosurgery',
  'orthopedic spine', 'laminectomy', 'microdiscectomy', 'spinal fusion',
]);
/**
 * Care of a chronic wound this stay: wound care and debridement, offloading, negative pressure,
 * the arterial work-up, and amputation when the tissue is lost.
 */
export const woundCare = [
  'wound care', 'wound care consult', 'wound care nurse', 'wound ostomy nurse', 'wocn', 'debridement', 'sharp debridement',
  'excisional debridement', 'bedside debridement', 'podiatry', 'offloading', 'offloading boot', 'total contact cast', 'wound vac',
  'negative pressure wound therapy', 'npwt', 'dressing change', 'wet to dry dressing', 'silver alginate', 'santyl', 'collagenase',
  'medihoney', 'unna boot', 'compression wrap', 'compression therapy', 'wound culture', 'x ray of the foot', 'mri foot',
  'mri of the foot', 'ankle brachial index', 'arterial duplex', 'vascular surgery', 'hyperbaric oxygen', 'skin graft', 'amputation',
  'toe amputation', 'transmetatarsal amputation',
];
/**
 * A fracture managed this stay: fixation or arthroplasty, a nonoperative plan, weight-bearing and
 * hip precautions, a block for the pain, orthopaedics.
 */
export const fractureCare = [
  'orthopedics', 'orthopedic surgery', 'orthopaedics', 'orthopaedic surgery', 'orthopedic consult', 'ortho', 'trauma surgery',
  'open reduction internal fixation', 'open reduction and internal fixation', 'orif', 'closed reduction', 'percutaneous pinning',
  'closed reduction and percutaneous pinning', 'crpp', 'intramedullary nail', 'intramedullary nailing', 'intramedullary rod', 'im nail',
  'im nailing', 'imn', 'cephalomedullary nail', 'cephalomedullary nailing', 'cmn', 'gamma nail', 'trochanteric fixation nail', 'tfn',
  'intertan', 'pfna', 'dynamic hip screw', 'sliding hip screw', 'dhs', 'cannulated screw', 'cannulated screw fixation',
  'percutaneous screw fixation', 'sacroiliac screw', 'external fixation', 'external fixator', 'hemiarthroplasty',
  'bipolar hemiarthroplasty', 'hip hemiarthroplasty', 'total hip arthroplasty', 'hip arthroplasty', 'nonoperative management',
  'non operative management', 'nonoperative treatment', 'conservative management', 'weight bearing as tolerated', 'wbat',
  'toe touch weight bearing', 'ttwb', 'touch down weight bearing', 'non weight bearing', 'nwb', 'partial weight bearing',
  'protected weight bearing', 'hip precautions', 'posterior hip precautions', 'anterior hip precautions', 'fascia iliaca block',
  'femoral nerve block', 'nerve block', 'traction', 'buck traction', 'skeletal traction', 'brace', 'splint', 'physical therapy',
  'occupational therapy',
];
export const dmards = [
  'methotrexate', 'trexall', 'otrexup', 'hydroxychloroquine', 'plaquenil', 'sulfasalazine', 'azulfidine', 'leflunomide',
  'arava', 'etanercept', 'enbrel', 'adalimumab', 'humira', 'infliximab', 'remicade', 'abatacept', 'orencia', 'tocilizumab',
  'actemra', 'sarilumab', 'kevzara', 'rituximab', 'tofacitinib', 'xeljanz', 'baricitinib', 'olumiant', 'upadacitinib',
  'rinvoq', 'certolizumab', 'cimzia', 'golimumab', 'simponi', 'azathioprine', 'imuran', 'mycophenolate', 'cellcept',
  'dmard', 'rheumatology', 'prednisone', 'chronic prednisone', 'chronic steroids',
];
export const osteoporosisTherapy = [
  'alendronate', 'fosamax', 'risedronate', 'actonel', 'atelvia', 'ibandronate', 'boniva', 'zoledronic acid', 'reclast',
  'denosumab', 'prolia', 'teriparatide', 'forteo', 'abaloparatide', 'tymlos', 'romosozumab', 'evenity', 'raloxifene',
  'evista', 'bisphosphonate', 'calcium and vitamin d', 'calcium with vitamin d', 'calcium plus vitamin d', 'dexa',
  'dexa scan', 'bone density', 'bone density scan', 'dual energy x ray absorptiometry',
];
export const goutTherapy = [
  'allopurinol', 'zyloprim', 'febuxostat', 'uloric', 'colchicine', 'colcrys', 'mitigare', 'probenecid', 'pegloticase',
  'krystexxa', 'uric acid', 'prednisone', 'indomethacin', 'naproxen', 'joint aspiration', 'arthrocentesis',
];

// ------------------------------------------------------------------ laterality helpers

/** Words that name a side ("right", "rt", "r"), for generated phrases. */
export const sideWords = {
  right: ['right', 'rt', 'r'],
  left: ['left', 'lt', 'l'],
  bilateral: ['bilateral', 'both', 'b/l'],
} as const;
export type Side = keyof typeof sideWords;

/** Fills each pattern's `{side}` with every spelling of the given sides. */
export function sided(sides: readonly Side[], patterns: readonly string[]): string[] {
  const out: string[] = [];
  for (const side of sides) for (const w of sideWords[side]) for (const p of patterns) out.push(p.replaceAll('{side}', w));
  return words(out);
}

/**
 * Each phrase with each qualifier before it, and, for a phrase that opens with `{side}`, after the
 * side as well: qualified(['displaced'], ['{side} hip fracture']) gives "displaced {side} hip
 * fracture" and "{side} displaced hip fracture".
 */
export function qualified(qualifiers: readonly string[], phrases: readonly string[]): string[] {
  const out: string[] = [];
  for (const q of qualifiers) {
    for (const p of phrases) {
      out.push(`${q} ${p}`);
      if (p.startsWith('{side} ')) out.push(`{side} ${q} ${p.slice('{side} '.length)}`);
    }
  }
  return words(out);
}

// ------------------------------------------------------------------ what else a condition's medicines are for
// A medicine the note ties to one of these, and never to the condition itself, treats that instead
// ("Atrial fibrillation: rate controlled on metoprolol" is no management of a listed CAD).

/** Joins indication lists into one concept's terms and abbreviations. */
export function indications(
  ...lists: readonly { readonly terms: readonly string[]; readonly abbreviations?: readonly string[]; readonly pseudo?: readonly string[] }[]
): {
  terms: string[];
  abbreviations: string[];
  pseudo: string[];
} {
  return {
    terms: words(...lists.map((l) => l.terms)),
    abbreviations: words(...lists.map((l) => l.abbreviations ?? [])),
    pseudo: words(...lists.map((l) => l.pseudo ?? [])),
  };
}

/** Rhythms other than atrial fibrillation: telemetry or a beta blocker for these is not the AF's. */
export const otherRhythmIndications = {
  terms: ['sinus tachycardia', 'ventricular tachycardia', 'ventricular ectopy', 'pvc', 'nsvt'],
  abbreviations: ['PVCs', 'NSVT', 'VT'],
};
export const rhythmIndications = indications(otherRhythmIndications, {
  terms: [
    'atrial fibrillation', 'atrial flutter', 'afib', 'a fib', 'rate control', 'rate controlled', 'heart rate control', 'tachycardia', 'tachycardic',
    'supraventricular tachycardia',
  ],
  abbreviations: ['AF', 'AFib', 'PAF', 'AFL', 'SVT', 'RVR'],
});
export const heartFailureIndications = {
  terms: [
    'heart failure', 'cardiomyopathy', 'hfref', 'hfpef', 'gdmt', 'guideline directed medical therapy', 'goal directed medical therapy',
    'guideline therapy', 'guideline directed therapy', 'guideline directed hf therapy', 'volume overload', 'fluid overload', 'diuresis',
    'ischemic cardiomyopathy', 'nonischemic cardiomyopathy', 'non ischemic cardiomyopathy',
  ],
  abbreviations: ['HF', 'CHF', 'HFrEF', 'HFpEF', 'GDMT', 'ICM', 'NICM'],
};
export const coronaryIndications = {
  terms: ['coronary artery disease', 'myocardial infarction', 'acute coronary syndrome', 'nstemi', 'stemi', 'secondary prevention', 'cabg protocol', 'post cabg protocol'],
  abbreviations: ['CAD', 'ACS', 'MI', 'NSTEMI', 'STEMI'],
};
export const bloodPressureIndications = { terms: ['hypertension', 'blood pressure', 'bp control'], abbreviations: ['HTN', 'BP'] };
export const lipidIndications = {
  terms: ['hyperlipidemia', 'dyslipidemia', 'hypercholesterolemia', 'high cholesterol', 'hypertriglyceridemia'],
  abbreviations: ['HLD'],
};
export const vascularIndications = {
  terms: ['stroke', 'transient ischemic attack', 'peripheral arterial disease', 'peripheral artery disease'],
  abbreviations: ['TIA', 'CVA', 'PAD'],
};
export const thromboembolismIndications = {
  terms: [
    'deep vein thrombosis', 'pulmonary embolism', 'venous thromboembolism', 'prophylaxis', 'heparin induced thrombocytopenia',
    'lv thrombus', 'left ventricular thrombus', 'mechanical valve', '4ts', '4ts score', 'pf4', 'pf4 heparin',
  ],
  abbreviations: ['DVT', 'PE', 'VTE', 'HIT'],
};
/** "Pantoprazole ... (standard post-LSG protocol for all sleeve pts)": given to everyone, for no one condition. */
export const protocolIndications = {
  terms: ['protocol', 'order set'],
  // A drug's own monitoring protocol is no reason to give it: "As part of amiodarone protocol, please check TSH".
  pseudo: ['amiodarone protocol', 'amiodarone monitoring protocol', 'heparin protocol', 'heparin nomogram protocol'],
};
export const acidIndications = {
  terms: [
    'ulcer', 'peptic ulcer', 'gi bleed', 'gastrointestinal bleed', 'gastrointestinal bleeding', 'upper gi bleed', 'melena', 'hematemesis',
    'gastritis', 'duodenitis', 'h pylori', 'helicobacter', 'dyspepsia', 'prophylaxis', 'gi protection',
  ],
  abbreviations: ['UGIB', 'GIB', 'PUD'],
};
export const psychiatricIndications = {
  terms: [
    'anxiety', 'generalized anxiety disorder', 'panic disorder', 'ptsd', 'obsessive compulsive disorder', 'insomnia', 'sleep', 'appetite',
    'neuropathic pain', 'neuropathy', 'hot flashes', 'smoking cessation', 'chronic pain', 'fibromyalgia',
    // "Dietitian counseling", "tobacco cessation counseling": counseling for something else.
    'dietitian', 'dietician', 'nutrition', 'weight loss', 'tobacco cessation', 'lactation',
  ],
  abbreviations: ['GAD', 'PTSD', 'OCD'],
};
