import type { CommonCondition } from './condition';
import { antibiotics, cytotoxics, dialysisTerms, infectionWorkup, kidneyTransplantAbbreviations, kidneyTransplantNames, sided, withCompounds, words, type Side } from './vocabulary.en';

/**
 * Complications of cirrhosis (spontaneous bacterial peritonitis K65.2, hepatorenal syndrome K76.7,
 * hepatic encephalopathy K76.82), of kidney and liver transplants (T86.1-, T86.4-) and of drug
 * immunosuppression (D84.821), opportunistic fungal infections (pneumocystosis B59, candidiasis
 * by site B37.-, cryptococcosis B45.-), toxic megacolon (K59.31), acute pancreatitis by cause,
 * necrosis and infection where no other entry answers (K85.-), osteomyelitis by acuity, site and
 * side (M86.1-, M86.6-), and device-related infections (ventilator-associated pneumonia J95.851,
 * tracheostomy stoma infection J95.02, central line bloodstream infection T80.211A). Appended to
 * the common-conditions table (./conditions.en.ts); `conditionPack` turns each entry into a pack.
 *
 * Siblings that differ by site, side, acuity, cause or stage document and contradict one another
 * with `specificity`: what the note writes otherwise is Unsupported, what it does not write is
 * NoDetermination. Within a pack the longest phrase wins, so a name that holds a specificity
 * phrase is listed in both.
 *
 * Not here: vertebral osteomyelitis (M46.2-) is answered by the 'vertebral-osteomyelitis' entries
 * of the table; acute pancreatitis codes K85.10, K85.11, K85.20, K85.21, K85.80, K85.81, K85.90
 * and K85.91 by its pancreatitis entries; candidal sepsis (B37.7) by the sepsis family pack.
 */

// ------------------------------------------------------------------ cirrhosis (K65.2, K76.7, K76.82)

/**
 * "SBP" is also the systolic pressure: "SBP 84", "SBP in the 80s", "SBP goal < 140" are vitals.
 * The abbreviation names the peritonitis only away from a number or a pressure word.
 */
const systolicPseudo = [
  'sbp {number}', 'sbp of {number}', 'sbp was {number}', 'sbp were {number}', 'sbp to {number}', 'sbp in the {number}', 'sbp > {number}', 'sbp < {number}',
  'sbp >= {number}', 'sbp <= {number}', 'sbp >{number}', 'sbp <{number}', 'sbp ~{number}', 'sbp goal', 'sbp target', 'sbp remained', 'sbp dropped',
  'sbp improved', 'sbp nadir', 'sbp range', 'sbps', 'sbp/dbp', 'sbp and dbp', 'sbp less than', 'sbp greater than', 'sbp above', 'sbp below', 'sbp over',
  'sbp under', 'sbp persistently', 'sbp prophylaxis', 'primary sbp prophylaxis', 'sbp ppx', 'sbp in the high', 'sbp in the low', 'sbp in the mid',
  // "SBP 80s", "SBP in the 80s": a decade is no number token.
  ...[50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200].flatMap((n) => [`sbp ${n}s`, `sbp in the ${n}s`, `sbp to the ${n}s`, `sbp in ${n}s`]),
];

const sbpNames = [
  'spontaneous bacterial peritonitis', 'spontaneous peritonitis', 'culture negative neutrocytic ascites', 'neutrocytic ascites', 'ascitic fluid infection',
  'infected ascites',
];

/** Treatment of SBP: a third-generation cephalosporin, albumin on days 1 and 3, the tap that diagnosed it and the one that confirms response. */
const sbpCare = words(antibiotics, [
  'cefotaxime', 'ceftriaxone', 'albumin', 'iv albumin', '25% albumin', 'albumin 1.5 g/kg', 'albumin on day 1 and day 3', 'diagnostic paracentesis',
  'ascitic fluid culture', 'ascitic fluid cell count', 'peritoneal fluid culture', 'repeat paracentesis', 'secondary sbp prophylaxis',
  'secondary prophylaxis', 'norfloxacin', 'ciprofloxacin prophylaxis', 'hepatology',
]);

const hepatorenalNames = [
  'hepatorenal syndrome', 'hepatorenal syndrome type 1', 'hepatorenal syndrome type 2', 'type 1 hepatorenal syndrome', 'type 2 hepatorenal syndrome',
  'hepatorenal syndrome acute kidney injury', 'hepatorenal acute kidney injury', 'hepatorenal kidney injury', 'hepatorenal failure', 'hrs aki', 'hrs type 1',
  'hepatorenal physiology',
];
/** "HRS" is also hours: "24 HRS", "q4 hrs". */
const hoursPseudo = [
  '{number} hrs', 'q {number} hrs', 'x {number} hrs', 'for {number} hrs', 'hrs ago', 'hrs later', 'hrs prior', 'over {number} hrs', 'within {number} hrs',
  ...['1', '2', '3', '4', '6', '8', '12', '24', '48', '72'].flatMap((n) => [`q${n} hrs`, `x${n} hrs`, `${n}hrs`]),
];

const hepaticEncephalopathyNames = [
  'hepatic encephalopathy', 'overt hepatic encephalopathy', 'recurrent hepatic encephalopathy', 'episodic hepatic encephalopathy', 'minimal hepatic encephalopathy',
  'covert hepatic encephalopathy', 'portosystemic encephalopathy', 'portal systemic encephalopathy', 'portal-systemic encephalopathy', 'hepatocerebral intoxication',
  'encephalopathy due to cirrhosis', 'cirrhotic encephalopathy', 'hepatic encephalopathy grade 1', 'hepatic encephalopathy grade 2', 'hepatic encephalopathy grade 3',
  'grade 1 hepatic encephalopathy', 'grade 2 hepatic encephalopathy', 'grade 3 hepatic encephalopathy', 'grade i hepatic encephalopathy',
  'grade ii hepatic encephalopathy', 'grade iii hepatic encephalopathy', 'west haven grade 2 hepatic encephalopathy', 'west haven grade 3 hepatic encephalopathy',
  'lactulose responsive encephalopathy',
];
/** Coma is hepatic failure with coma (K72.-1), which K76.82 excludes; West Haven grade 4 is coma. */
const hepaticComaWords = [
  'hepatic coma', 'coma', 'comatose', 'grade 4 hepatic encephalopathy', 'grade iv hepatic encephalopathy', 'west haven grade 4', 'west haven grade iv',
  'hepatic encephalopathy with coma',
];
const glasgowPseudo = ['glasgow coma scale', 'glasgow coma score', 'coma scale'];

// ------------------------------------------------------------------ transplants (T86.1-, T86.4-, D84.821)

const immunosuppressants = [
  'tacrolimus', 'prograf', 'envarsus', 'astagraf', 'cyclosporine', 'neoral', 'sandimmune', 'gengraf', 'mycophenolate', 'mycophenolate mofetil', 'cellcept',
  'myfortic', 'mycophenolic acid', 'azathioprine', 'imuran', 'sirolimus', 'rapamune', 'everolimus', 'zortress', 'belatacept', 'nulojix', 'basiliximab',
  'transplant immunosuppression', 'immunosuppressive therapy', 'immunosuppressive regimen', 'immunosuppressive medication', 'immunosuppressant',
];
/** Treatment of rejection: pulse steroids, lymphocyte depletion, antibody removal, the biopsy that proved it. */
const rejectionCare = [
  'pulse steroids', 'steroid pulse', 'pulse dose steroids', 'pulse methylprednisolone', 'iv methylprednisolone', 'methylprednisolone', 'solu medrol',
  'thymoglobulin', 'antithymocyte globulin', 'anti thymocyte globulin', 'ivig', 'intravenous immunoglobulin', 'plasmapheresis', 'plasma exchange',
  'rituximab', 'eculizumab', 'bortezomib', 'alemtuzumab', 'steroid taper', 'increased tacrolimus', 'tacrolimus increased', 'uptitrated tacrolimus',
  'augmented immunosuppression', 'increased immunosuppression', 'biopsy proven', 'transplant biopsy', 'allograft biopsy', 'banff', 'donor specific antibodies',
  'donor specific antibody',
];
const rejectionAbbreviations = ['ATG', 'IVIG', 'PLEX', 'TPE', 'DSA'];
/** Immunosuppression to prevent rejection, or the risk of it: not a rejection. */
const rejectionPseudo = [
  'anti rejection', 'antirejection', 'rejection prophylaxis', 'prevent rejection', 'prevention of rejection', 'risk of rejection', 'rejection risk',
  'at risk for rejection', 'to avoid rejection', 'rejection surveillance', 'surveillance for rejection',
  // The work-up or treatment looked for, not the rejection found: "requested a rejection work-up", "no other rejection treatment given".
  'rejection work up', 'rejection workup', 'rejection evaluation', 'rejection treatment', 'rejection therapy', 'rejection question',
  'rejection episode', 'evaluate for rejection', 'evaluation for rejection', 'work up for rejection', 'workup for rejection',
];
const rejectionWords = [
  'rejection', 'acute rejection', 'acute cellular rejection', 'cellular rejection', 't cell mediated rejection', 'antibody mediated rejection', 'humoral rejection',
  'chronic rejection', 'chronic active antibody mediated rejection', 'allograft rejection', 'graft rejection', 'transplant rejection', 'biopsy proven rejection',
  'biopsy proven acute rejection', 'borderline rejection', 'mixed rejection',
];
const rejectionAbbreviationNames = ['TCMR', 'AMR', 'BPAR'];
const failureWords = [
  'graft failure', 'allograft failure', 'transplant failure', 'failed transplant', 'failed allograft', 'failed graft', 'graft loss', 'allograft loss',
  'loss of the allograft', 'loss of the graft',
];
const infectionWords = ['allograft infection', 'graft infection', 'transplant infection', 'infected allograft', 'infected graft', 'infection of the allograft'];
const dysfunctionWords = ['allograft dysfunction', 'graft dysfunction', 'transplant dysfunction', 'transplant complication', 'complication of transplant'];

interface TransplantOrgan {
  readonly key: 'kidney' | 'liver';
  readonly title: string;
  readonly prefix: 'T861' | 'T864';
  /** "kidney", "renal": the organ's words before "transplant" or "allograft". */
  readonly adjectives: readonly string[];
  /** The transplanted organ named alone: "transplanted kidney", "transplant kidney". */
  readonly organ: readonly string[];
  readonly failure: readonly string[];
  readonly failureCare: readonly string[];
  readonly failureInstead: readonly string[];
  readonly infection: readonly string[];
  readonly other: readonly string[];
  readonly otherCare: readonly string[];
  readonly care: readonly string[];
}

/** "kidney transplant rejection", "rejection of the renal allograft", "transplanted kidney rejection". */
function organNames(o: Pick<TransplantOrgan, 'adjectives' | 'organ'>, nouns: readonly string[]): string[] {
  const out: string[] = [];
  for (const n of nouns) {
    for (const a of o.adjectives) {
      for (const g of ['transplant', 'allograft', 'graft']) out.push(`${a} ${g} ${n}`, `${n} of the ${a} ${g}`, `${n} of ${a} ${g}`, `${a} ${g} with ${n}`);
    }
    for (const t of o.organ) out.push(`${t} ${n}`, `${n} of the ${t}`, `${n} of ${t}`);
  }
  return words(out);
}

const kidneyOrgan: Pick<TransplantOrgan, 'adjectives' | 'organ'> = { adjectives: ['kidney', 'renal'], organ: ['transplanted kidney', 'transplant kidney'] };
const liverOrgan: Pick<TransplantOrgan, 'adjectives' | 'organ'> = { adjectives: ['liver', 'hepatic'], organ: ['transplanted liver', 'transplant liver'] };
/** Other organs' rejections, failures and infections: another kind of complication when this organ's is never named. */
const organKinds = (o: Pick<TransplantOrgan, 'adjectives' | 'organ'>) => organNames(o, ['rejection', 'acute rejection', 'cellular rejection', 'failure', 'infection']);
const otherOrganKinds: Readonly<Record<TransplantOrgan['key'], readonly string[]>> = {
  kidney: words(organKinds(liverOrgan), organKinds({ adjectives: ['heart', 'cardiac', 'lung', 'pancreas'], organ: ['transplanted heart', 'transplanted lung', 'transplanted pancreas'] })),
  liver: words(organKinds(kidneyOrgan), organKinds({ adjectives: ['heart', 'cardiac', 'lung', 'pancreas'], organ: ['transplanted heart', 'transplanted lung', 'transplanted pancreas'] })),
};

const kidneyTransplant: TransplantOrgan = {
  key: 'kidney',
  title: 'Kidney transplant',
  prefix: 'T861',
  ...kidneyOrgan,
  failure: ['failed kidney transplant', 'failed renal transplant', 'failed kidney allograft', 'failed renal allograft', 'end stage renal disease due to failed transplant', 'esrd due to failed transplant', 'esrd from failed transplant'],
  failureCare: words(dialysisTerms, ['transplant nephrectomy', 'allograft nephrectomy', 'graft nephrectomy', 'relisted for transplant', 'relisting', 'retransplant evaluation', 'restarted dialysis', 'resumed dialysis', 'return to dialysis', 'transplant nephrology']),
  // Chronic kidney disease in a transplanted kidney is not failure of it (ICD-10-CM I.C.14.b).
  failureInstead: ['stable allograft function', 'stable graft function', 'allograft function at baseline', 'graft function at baseline', 'creatinine at baseline', 'ckd in transplanted kidney', 'ckd of the allograft'],
  infection: [
    'allograft pyelonephritis', 'transplant pyelonephritis', 'pyelonephritis of the transplant kidney', 'pyelonephritis of the transplanted kidney', 'pyelonephritis of the allograft',
    'bk virus nephropathy', 'bk nephropathy', 'bk polyomavirus nephropathy', 'polyomavirus nephropathy', 'polyomavirus associated nephropathy', 'allograft abscess',
  ],
  other: [
    'transplant renal artery stenosis', 'renal artery stenosis of the transplant', 'transplant ureteral stricture', 'ureteral stricture of the transplant', 'ureteral stenosis of the transplant',
    'allograft hydronephrosis', 'hydronephrosis of the transplant kidney', 'hydronephrosis of the transplanted kidney', 'transplant hydronephrosis', 'perigraft lymphocele', 'lymphocele',
    'urine leak', 'urinoma', 'calcineurin inhibitor nephrotoxicity', 'calcineurin inhibitor toxicity', 'tacrolimus nephrotoxicity', 'cyclosporine nephrotoxicity',
    'transplant renal vein thrombosis', 'allograft renal vein thrombosis', 'allograft thrombosis',
  ],
  otherCare: [
    'ureteral stent', 'nephrostomy', 'percutaneous nephrostomy', 'nephrostomy tube', 'interventional radiology', 'percutaneous drain', 'drain placement', 'angioplasty',
    'renal artery stent', 'transplant surgery', 'reduced tacrolimus', 'tacrolimus reduced', 'tacrolimus dose reduced', 'tacrolimus held', 'held tacrolimus', 'transplant ultrasound',
    'renal transplant ultrasound', 'doppler ultrasound', 'marsupialization', 'peritoneal window',
  ],
  care: ['transplant nephrology', 'transplant surgery', 'kidney biopsy', 'renal biopsy', 'transplant kidney biopsy', 'renal allograft biopsy', 'tacrolimus level', 'tacrolimus trough'],
};

const liverTransplant: TransplantOrgan = {
  key: 'liver',
  title: 'Liver transplant',
  prefix: 'T864',
  ...liverOrgan,
  failure: ['failed liver transplant', 'failed liver allograft', 'primary nonfunction', 'primary graft nonfunction', 'primary non function', 'liver allograft failure'],
  failureCare: ['retransplant', 'retransplantation', 'relisted for transplant', 'relisting', 'relisted', 'status 1a', 'retransplant evaluation', 'transplant hepatology', 'lactulose'],
  failureInstead: ['stable allograft function', 'stable graft function', 'allograft function at baseline', 'graft function at baseline', 'normal allograft function', 'normal graft function'],
  infection: [
    'cmv hepatitis', 'allograft cmv hepatitis', 'cmv hepatitis of the allograft', 'hepatic abscess of the allograft', 'allograft abscess', 'infected biloma',
    'allograft cholangitis', 'cholangitis of the transplanted liver',
  ],
  other: [
    'hepatic artery thrombosis', 'hepatic artery stenosis', 'biliary anastomotic stricture', 'anastomotic biliary stricture', 'anastomotic stricture', 'bile leak',
    'biliary leak', 'ischemic cholangiopathy', 'nonanastomotic biliary stricture', 'portal vein thrombosis of the allograft', 'small for size syndrome',
    'calcineurin inhibitor toxicity', 'tacrolimus toxicity',
  ],
  otherCare: [
    'ercp', 'biliary stent', 'biliary drain', 'percutaneous transhepatic cholangiography', 'hepatic artery angiography', 'angioplasty', 'hepatic artery stent',
    'thrombectomy', 'thrombolysis', 'retransplant', 'transplant surgery', 'liver doppler', 'doppler ultrasound', 'reduced tacrolimus', 'tacrolimus held', 'held tacrolimus',
  ],
  care: ['transplant hepatology', 'transplant surgery', 'liver biopsy', 'liver allograft biopsy', 'tacrolimus level', 'tacrolimus trough'],
};

/** The transplant itself: "kidney transplant (2018)", "s/p DDKT", "renal allograft". */
function transplantNames(o: Pick<TransplantOrgan, 'adjectives' | 'organ'>): string[] {
  return words(
    o.adjectives.flatMap((a) => [
      `${a} transplant`, `${a} transplantation`, `${a} allograft`, `${a} transplant recipient`, `deceased donor ${a} transplant`, `living donor ${a} transplant`,
      `${a} transplant biopsy`, `transplant ${a}`,
    ]),
    o.organ,
  );
}
/** The transplant's other names: shorthand and the combined or named operations ("DDKT", "orthotopic liver transplant"). */
const organOtherNames: Readonly<Record<TransplantOrgan['key'], readonly string[]>> = {
  kidney: words(kidneyTransplantAbbreviations.map((a) => a.toLowerCase()), kidneyTransplantNames),
  liver: ['oltx', 'ddlt', 'ldlt', 'orthotopic liver transplant', 'orthotopic liver transplantation'],
};

/**
 * The five complications of one transplanted organ: unspecified (0), rejection (1), failure (2), infection (3), other (9).
 * A bare "chronic rejection" or "graft failure" is this organ's only where the note names its transplant
 * (standing: the transplant is years old), so a kidney recipient's rejection is no liver code.
 */
function transplantComplications(o: TransplantOrgan): CommonCondition[] {
  const name = o.title.toLowerCase();
  const organNamed = transplantNames(o);
  // With the care phrases that name the organ ("liver allograft biopsy"): the longest phrase wins where two overlap.
  const organDocumented = {
    documentedBy: words(organNamed, organOtherNames[o.key], withCompounds(organNamed, words(rejectionCare, o.care, o.otherCare, o.failureCare))),
    standing: true,
  };
  const rejection = words(rejectionWords, organNames(o, rejectionWords.slice(0, 7)));
  const failure = words(failureWords, o.failure, organNames(o, ['failure', 'loss', 'nonfunction']));
  const infection = words(infectionWords, o.infection, organNames(o, ['infection', 'abscess']));
  const other = words(o.other, organNames(o, ['stricture', 'thrombosis', 'stenosis']));
  // Only a complication named as such: one kind denied ("no evidence of bile leak") rules out no complication at all.
  const unspecified = words(dysfunctionWords, organNames(o, ['complication', 'dysfunction']));
  const rejectionBacking = { terms: words(rejectionCare, o.care), abbreviations: rejectionAbbreviations };
  return [
    {
      id: `${o.key}-transplant-complication`,
      title: `Unspecified complication of ${name}`,
      kind: 'episodic',
      codes: [`${o.prefix}0`],
      terms: unspecified,
      abbreviations: rejectionAbbreviationNames,
      pseudo: rejectionPseudo,
      backing: { terms: words(rejectionCare, o.failureCare, antibiotics, o.otherCare, o.care), abbreviations: rejectionAbbreviations },
      specificity: { ...organDocumented, otherKinds: otherOrganKinds[o.key] },
    },
    {
      // Rejection proven on biopsy or treated as rejection; suspected only ("concern for rejection") is not documented,
      // and a biopsy negative for rejection rules it out.
      id: `${o.key}-transplant-rejection`,
      title: `${o.title} rejection`,
      kind: 'episodic',
      codes: [`${o.prefix}1`],
      terms: rejection,
      abbreviations: rejectionAbbreviationNames,
      pseudo: rejectionPseudo,
      backing: rejectionBacking,
      specificity: { ...organDocumented, otherKinds: otherOrganKinds[o.key] },
    },
    {
      id: `${o.key}-transplant-failure`,
      title: `${o.title} failure`,
      kind: 'episodic',
      codes: [`${o.prefix}2`],
      terms: failure,
      backing: { terms: words(o.failureCare, o.care) },
      refutedBy: { instead: o.failureInstead },
      specificity: { ...organDocumented, otherKinds: otherOrganKinds[o.key] },
    },
    {
      // An infection of the transplanted organ itself, not any infection of a transplant recipient (ICD-10-CM I.C.19.g.3.a).
      id: `${o.key}-transplant-infection`,
      title: `${o.title} infection`,
      kind: 'episodic',
      codes: [`${o.prefix}3`],
      terms: infection,
      backing: {
        terms: words(antibiotics, infectionWorkup, o.care, [
          'ganciclovir', 'valganciclovir', 'foscarnet', 'cidofovir', 'leflunomide', 'reduced immunosuppression', 'reduction of immunosuppression', 'held mycophenolate',
          'mycophenolate held', 'reduced mycophenolate', 'bk viral load', 'bk pcr', 'cmv viral load', 'cmv pcr', 'transplant infectious disease',
        ]),
      },
      specificity: { ...organDocumented, otherKinds: otherOrganKinds[o.key] },
    },
    {
      id: `${o.key}-transplant-other-complication`,
      title: `Other complications of ${name}`,
      kind: 'episodic',
      codes: [`${o.prefix}9`],
      terms: other,
      backing: { terms: words(o.otherCare, o.care), abbreviations: ['IR', 'ERCP', 'PTC'] },
      specificity: organDocumented,
    },
  ];
}

/** What suppresses immunity as a drug does: transplant immunosuppressants, chemotherapy, long-term steroids, biologics. */
const immunosuppressiveDrugs = words(immunosuppressants, cytotoxics, [
  'chemotherapy', 'chemo', 'cytotoxic chemotherapy', 'chronic prednisone', 'chronic steroids', 'chronic steroid use', 'long term steroids', 'long term steroid use',
  'long term prednisone', 'chronic corticosteroids', 'high dose steroids', 'prednisone', 'dexamethasone', 'methotrexate', 'rituximab', 'infliximab', 'adalimumab',
  'etanercept', 'tocilizumab', 'cyclophosphamide', 'fingolimod', 'ocrelizumab', 'natalizumab', 'tofacitinib', 'ruxolitinib', 'ibrutinib', 'alemtuzumab',
  'biologic therapy', 'tnf inhibitor', 'anti tnf',
]);
const drugImmunosuppressionNames = [
  'immunosuppressed', 'immunosuppression', 'immunocompromised', 'immunocompromised state', 'immunosuppressed state', 'immunocompromised host',
  'immunodeficiency due to drugs', 'immunodeficiency due to medication', 'drug induced immunosuppression', 'drug induced immunodeficiency',
  'medication induced immunosuppression', 'iatrogenic immunosuppression', 'iatrogenically immunosuppressed', 'immunosuppressed on chemotherapy',
  'immunosuppressed due to chemotherapy', 'immunocompromised due to chemotherapy', 'immunosuppressed due to steroids', 'immunocompromised due to steroids',
  'immunosuppressed due to transplant medications', 'immunosuppressed on transplant medications', 'chemotherapy induced immunosuppression',
  'steroid induced immunosuppression', 'immunosuppressed transplant recipient', 'immunosuppression for transplant',
];

// ------------------------------------------------------------------ fungal infections (B59, B37.-, B45.-)

/** "PCP" is also the primary care physician and phencyclidine. */
const pcpPseudo = [
  'pcp prophylaxis', 'pjp prophylaxis', 'pcp ppx', 'pjp ppx', 'pneumocystis prophylaxis', 'prophylaxis against pneumocystis', 'prophylaxis for pneumocystis', 'follow up with pcp',
  'follow up with his pcp', 'follow up with her pcp', 'follow up with their pcp', 'pcp follow up', 'pcp appointment', 'pcp visit', 'pcp office', 'pcp: dr', 'pcp : dr', 'pcp is dr', 'pcp name', 'pcp phone', 'her pcp',
  'his pcp', 'their pcp', 'the pcp', 'your pcp', 'with pcp', 'to pcp', 'see pcp', 'per pcp', 'by pcp', 'from pcp', 'pcp dr', 'pcp in {number}', 'pcp within',
  'primary care', 'pcp use', 'pcp intoxication', 'phencyclidine', 'pcp on urine', 'uds positive for pcp', 'bactrim prophylaxis',
];
const pneumocystisNames = [
  'pneumocystis pneumonia', 'pneumocystis jirovecii pneumonia', 'pneumocystis jiroveci pneumonia', 'pneumocystis carinii pneumonia', 'pneumocystosis',
  'pneumocystis jirovecii infection', 'pneumocystis infection', 'pneumocystis', 'pneumocystis jirovecii', 'pcp pneumonia', 'pjp pneumonia', 'pneumocystis jiroveci',
];
const pneumocystisCare = [
  'trimethoprim sulfamethoxazole', 'tmp smx', 'bactrim', 'bactrim ds', 'high dose bactrim', 'treatment dose bactrim', 'iv bactrim', 'atovaquone', 'pentamidine',
  'primaquine', 'clindamycin and primaquine', 'clindamycin primaquine', 'dapsone', 'adjunctive steroids', 'adjunctive prednisone', 'prednisone taper',
  'bronchoscopy', 'bronchoalveolar lavage', 'induced sputum', 'beta d glucan', '1 3 beta d glucan', 'infectious disease',
];

const antifungals = [
  'fluconazole', 'diflucan', 'micafungin', 'mycamine', 'caspofungin', 'cancidas', 'anidulafungin', 'eraxis', 'voriconazole', 'vfend', 'posaconazole',
  'isavuconazonium', 'cresemba', 'amphotericin', 'amphotericin b', 'liposomal amphotericin', 'ambisome', 'flucytosine', 'echinocandin', 'antifungal',
  'antifungal therapy', 'itraconazole',
];
const thrushNames = [
  'oral thrush', 'thrush', 'oral candidiasis', 'oropharyngeal candidiasis', 'candidal stomatitis', 'candida stomatitis', 'oral candida', 'oropharyngeal thrush',
  'oral candidosis', 'candidiasis of the mouth', 'candidiasis of mouth', 'pseudomembranous candidiasis',
];
const candidaEsophagitisNames = [
  'candida esophagitis', 'candidal esophagitis', 'esophageal candidiasis', 'esophageal thrush', 'monilial esophagitis', 'fungal esophagitis', 'yeast esophagitis',
  'candidiasis of the esophagus', 'candidiasis of esophagus',
];
const pulmonaryCandidiasisNames = ['pulmonary candidiasis', 'candida pneumonia', 'candidal pneumonia', 'pulmonary candidosis', 'candidiasis of the lung', 'candida lung infection'];
const candidaCystitisNames = ['candida cystitis', 'candidal cystitis', 'fungal cystitis', 'yeast cystitis', 'candidal urethritis', 'candida urethritis', 'candidiasis of the bladder'];
const candidaUrinaryNames = [
  'candida uti', 'candidal uti', 'fungal uti', 'yeast uti', 'candida urinary tract infection', 'candidal urinary tract infection', 'fungal urinary tract infection',
  'yeast urinary tract infection', 'candida pyelonephritis', 'candidal pyelonephritis', 'fungal pyelonephritis', 'urogenital candidiasis', 'urinary candidiasis',
  'renal candidiasis', 'fungus ball of the kidney', 'renal fungus ball',
];
const vaginalCandidiasis = ['vaginal candidiasis', 'vulvovaginal candidiasis', 'vaginal yeast infection', 'yeast vaginitis', 'candida vaginitis', 'candidal vulvovaginitis'];
const cutaneousCandidiasis = ['cutaneous candidiasis', 'candidal intertrigo', 'intertriginous candidiasis', 'candida intertrigo', 'candidal rash', 'yeast rash'];
const candidemiaNames = ['candidemia', 'candida bloodstream infection', 'fungemia'];
/** Candida found where it lives or contaminates: colonization, not infection (IDSA 2016). */
const candidaColonization = ['candida colonization', 'colonized with candida', 'candida colonized', 'colonization', 'colonizer', 'oral flora', 'normal flora', 'contaminant'];
const candiduria = ['candiduria', 'asymptomatic candiduria', 'yeast in the urine', 'yeast in urine', 'candida in the urine', 'funguria', 'asymptomatic funguria'];
const candidaUrinaryCare = words(antifungals, [
  'amphotericin bladder irrigation', 'bladder irrigation with amphotericin', 'foley removed', 'removed foley', 'foley catheter removed', 'catheter removed',
  'foley exchanged', 'catheter exchanged', 'urine culture', 'repeat urine culture', 'renal ultrasound',
]);
/** A urinary candida infection, as opposed to candiduria: treated or removed at its source, refuted by colonization. */
const candidaUrinaryInfection = { backing: { terms: candidaUrinaryCare }, refutedBy: { instead: words(candiduria, candidaColonization) } };

const cryptococcalMeningitisNames = [
  'cryptococcal meningitis', 'cryptococcal meningoencephalitis', 'cns cryptococcosis', 'cerebral cryptococcosis', 'cryptococcoma', 'cryptococcal meningitides',
  'meningitis due to cryptococcus', 'cryptococcal cns infection', 'cryptococcus neoformans meningitis', 'cryptococcus gattii meningitis',
];
const pulmonaryCryptococcosisNames = ['pulmonary cryptococcosis', 'cryptococcal pneumonia', 'pulmonary cryptococcal infection', 'cryptococcal lung infection', 'cryptococcal pulmonary nodule'];
const disseminatedCryptococcosisNames = ['disseminated cryptococcosis', 'disseminated cryptococcal infection', 'cryptococcemia', 'cryptococcal fungemia', 'cryptococcal bloodstream infection'];
const cryptococcosisNames = ['cryptococcosis', 'cryptococcal infection', 'cryptococcus', 'cryptococcus neoformans infection', 'cryptococcal disease', 'cryptococcal antigenemia'];
const cryptococcalCare = words(antifungals, [
  'induction therapy', 'consolidation therapy', 'maintenance fluconazole', 'serial lumbar puncture', 'therapeutic lumbar puncture', 'repeat lumbar puncture',
  'opening pressure', 'lumbar drain', 'csf cryptococcal antigen', 'serum cryptococcal antigen', 'cryptococcal antigen titer', 'india ink', 'infectious disease',
]);
/** A negative antigen or India ink on the fluid that would show it. */
const cryptococcalTests = ['cryptococcal antigen', 'csf cryptococcal antigen', 'serum cryptococcal antigen', 'csf crag', 'serum crag', 'crag', 'india ink', 'cryptococcal culture'];

// ------------------------------------------------------------------ toxic megacolon (K59.31)

const toxicMegacolonNames = [
  'toxic megacolon', 'toxic colitis with megacolon', 'toxic dilatation of the colon', 'toxic dilation of the colon', 'toxic colonic dilatation', 'toxic colonic dilation',
  'toxic megacolon due to c difficile', 'toxic megacolon due to ulcerative colitis', 'fulminant colitis with toxic megacolon',
];
const toxicMegacolonCare = [
  'bowel rest', 'npo', 'nasogastric decompression', 'ng tube decompression', 'ngt to suction', 'rectal tube', 'decompression', 'colectomy', 'subtotal colectomy',
  'total abdominal colectomy', 'total colectomy', 'emergent colectomy', 'end ileostomy', 'diverting loop ileostomy', 'serial abdominal x rays', 'serial abdominal films',
  'serial kub', 'serial abdominal exams', 'general surgery', 'colorectal surgery', 'iv steroids', 'iv methylprednisolone', 'iv hydrocortisone', 'oral vancomycin',
  'po vancomycin', 'vancomycin enema', 'rectal vancomycin', 'iv metronidazole', 'fidaxomicin', 'infliximab', 'cyclosporine', 'held antimotility agents',
  'held opioids', 'intensive care unit',
];
/** What a dilated colon is instead: no toxicity, or a pseudo-obstruction. */
const toxicMegacolonInstead = [
  'colonic pseudo obstruction', 'acute colonic pseudo obstruction', 'colonic pseudoobstruction', 'ogilvie syndrome', 'ogilvie', 'colonic ileus', 'adynamic ileus',
  'paralytic ileus', 'chronic megacolon', 'idiopathic megacolon', 'hirschsprung disease', 'volvulus', 'sigmoid volvulus', 'cecal volvulus',
];

// ------------------------------------------------------------------ acute pancreatitis (K85.-)

type PancreatitisCause = 'idiopathic' | 'biliary' | 'alcohol' | 'drug' | 'autoimmune' | 'other' | 'unspecified';
/** The cause's words before "pancreatitis". */
const causeAdjectives: Readonly<Record<PancreatitisCause, readonly string[]>> = {
  idiopathic: ['idiopathic', 'cryptogenic'],
  biliary: ['gallstone', 'biliary', 'gallstone induced'],
  alcohol: ['alcoholic', 'alcohol induced', 'alcohol related', 'alcohol associated', 'etoh'],
  drug: ['drug induced', 'medication induced', 'drug related', 'medication related', 'drug associated'],
  autoimmune: ['autoimmune', 'igg4 related', 'igg4 associated', 'type 1 autoimmune', 'type 2 autoimmune'],
  other: ['hypertriglyceridemia induced', 'hypertriglyceridemic', 'triglyceride induced', 'hypercalcemia induced', 'post ercp'],
  unspecified: [],
};
/** Drugs known to cause pancreatitis, as the cause is written after it. */
const pancreatitisDrugs = [
  'azathioprine', '6 mercaptopurine', 'mercaptopurine', 'valproate', 'valproic acid', 'didanosine', 'asparaginase', 'pegaspargase', 'mesalamine', 'sulfasalazine',
  'estrogen', 'tamoxifen', 'hydrochlorothiazide', 'furosemide', 'semaglutide', 'liraglutide', 'glp 1 agonist', 'exenatide', 'sitagliptin', 'tetracycline',
  'metronidazole', 'pentamidine', 'trimethoprim sulfamethoxazole', 'steroids', 'propofol', 'enalapril', 'lisinopril', 'simvastatin', 'atorvastatin',
];
/**
 * Cause phrases that are not adjectives: "(pancreatitis) of unclear etiology", "(pancreatitis) due to
 * azathioprine". Written without the word "pancreatitis", which would hide the name it follows.
 */
const causePhrases: Readonly<Record<PancreatitisCause, readonly string[]>> = {
  idiopathic: [
    'of unclear etiology', 'of unknown etiology', 'of unknown cause', 'no clear etiology', 'no etiology identified', 'no cause identified', 'no identifiable cause',
    'etiology unclear', 'etiology unknown', 'etiology remains unclear', 'idiopathic',
  ],
  biliary: ['due to gallstones', 'secondary to gallstones', 'due to choledocholithiasis'],
  alcohol: ['due to alcohol', 'secondary to alcohol', 'due to alcohol use'],
  drug: words(
    ['drug induced', 'medication induced', 'drug related', 'medication related'],
    pancreatitisDrugs.flatMap((d) => [`due to ${d}`, `secondary to ${d}`, `attributed to ${d}`, `from ${d}`, `${d} induced`, `${d} associated`]),
  ),
  autoimmune: ['igg4 related disease', 'igg4 disease', 'elevated igg4', 'igg4 elevated'],
  other: ['due to hypertriglyceridemia', 'secondary to hypertriglyceridemia', 'due to hypercalcemia', 'secondary to hypercalcemia'],
  unspecified: [],
};
const pancreatitisCauses = Object.keys(causeAdjectives) as PancreatitisCause[];

/** Without necrosis, with necrosis (sterile unless said), sterile, infected. */
const edematousStages = ['', 'acute', 'interstitial edematous', 'acute interstitial', 'edematous', 'mild', 'mild acute'];
const necrotizingStages = ['necrotizing', 'acute necrotizing', 'necrotic', 'severe necrotizing', 'hemorrhagic necrotizing'];
const sterileStages = ['sterile necrotizing', 'acute sterile necrotizing'];
const infectedStages = ['infected necrotizing', 'acute infected necrotizing'];
const necrosisTails = ['necrosis', 'pancreatic necrosis', 'walled off necrosis', 'walled off pancreatic necrosis', 'acute necrotic collection', 'necrotic collection'];
const sterileTails = ['sterile necrosis', 'sterile pancreatic necrosis', 'sterile walled off necrosis', 'uninfected necrosis', 'uninfected pancreatic necrosis'];
const infectedTails = ['infected necrosis', 'infected pancreatic necrosis', 'infected walled off necrosis', 'infected walled off pancreatic necrosis', 'infected necrotic collection'];

/** "{stage} {cause} pancreatitis", "{cause} {stage} pancreatitis", "{cause} pancreatitis with {tail}" for each cause. */
function pancreatitisNames(causes: readonly PancreatitisCause[], stages: readonly string[], tails: readonly string[]): string[] {
  const out: string[] = [];
  for (const cause of causes) {
    const adjectives = cause === 'unspecified' ? [''] : causeAdjectives[cause];
    for (const a of adjectives) {
      for (const s of stages) out.push(`${s} ${a} pancreatitis`.replace(/\s+/g, ' ').trim(), `${a} ${s} pancreatitis`.replace(/\s+/g, ' ').trim());
      for (const t of tails) out.push(`${a} pancreatitis with ${t}`.trim(), `${a} pancreatitis complicated by ${t}`.trim());
    }
  }
  return words(out);
}
const standaloneNecrosis = ['pancreatic necrosis', 'walled off necrosis', 'walled off pancreatic necrosis', 'acute necrotic collection', 'necrosis of the pancreas'];
const standaloneSterile = ['sterile pancreatic necrosis', 'sterile walled off necrosis', 'uninfected pancreatic necrosis', 'sterile necrosis'];
const standaloneInfected = [
  'infected pancreatic necrosis', 'infected walled off necrosis', 'infected walled off pancreatic necrosis', 'infected necrosis', 'infected necrotic collection',
  'infected pancreatic necrotic collection', 'infected wopn',
];
const edematousNames = pancreatitisNames(pancreatitisCauses, edematousStages, []);
const necrotizingNames = words(pancreatitisNames(pancreatitisCauses, necrotizingStages, necrosisTails), standaloneNecrosis);
const sterileNames = words(pancreatitisNames(pancreatitisCauses, sterileStages, sterileTails), standaloneSterile);
const infectedNames = words(pancreatitisNames(pancreatitisCauses, infectedStages, infectedTails), standaloneInfected);
/** What shows the necrosis infected when written with it: gas in the collection, a positive aspirate. */
const necrosisInfectedBy = [
  'infected', 'infection', 'superinfected', 'superinfection', 'gas in the collection', 'gas within the collection', 'gas bubbles', 'fna grew', 'aspirate grew',
  'culture grew', 'fine needle aspiration grew', 'cultures positive',
];
const pancreatitisCare = words([
  'iv fluids', 'aggressive iv fluids', 'lactated ringer', 'lactated ringers', 'bowel rest', 'npo', 'lipase', 'ct abdomen', 'ct of the abdomen', 'contrast enhanced ct',
  'pain control', 'hydromorphone', 'early enteral feeding', 'advanced diet', 'clear liquid diet', 'gastroenterology',
]);
const necrosisCare = [
  'necrosectomy', 'endoscopic necrosectomy', 'video assisted retroperitoneal debridement', 'percutaneous drain', 'percutaneous drainage', 'endoscopic drainage',
  'cystgastrostomy', 'lumen apposing metal stent', 'step up approach', 'interventional radiology', 'nasojejunal tube', 'nasojejunal feeding', 'tube feeds',
  'intensive care unit', 'ct abdomen', 'contrast enhanced ct', 'serial ct',
];
const infectedNecrosisCare = words(necrosisCare, antibiotics, ['meropenem', 'imipenem', 'carbapenem', 'fna', 'fine needle aspiration', 'aspirate culture', 'blood culture']);
const causeCare: Readonly<Record<PancreatitisCause, readonly string[]>> = {
  idiopathic: ['endoscopic ultrasound', 'mrcp', 'triglyceride level', 'calcium level', 'igg4'],
  biliary: ['cholecystectomy', 'ercp', 'mrcp', 'ruq ultrasound'],
  alcohol: ['alcohol cessation', 'ciwa', 'thiamine'],
  drug: ['discontinued', 'held', 'stopped', 'medication discontinued', 'drug discontinued'],
  autoimmune: ['igg4', 'serum igg4', 'prednisone', 'steroid trial', 'rituximab', 'endoscopic ultrasound'],
  other: ['insulin drip', 'plasmapheresis', 'fenofibrate', 'triglyceride level'],
  unspecified: [],
};
const causeTitle: Readonly<Record<PancreatitisCause, string>> = {
  idiopathic: 'Idiopathic acute pancreatitis',
  biliary: 'Biliary acute pancreatitis',
  alcohol: 'Alcohol induced acute pancreatitis',
  drug: 'Drug induced acute pancreatitis',
  autoimmune: 'Autoimmune acute pancreatitis',
  other: 'Other acute pancreatitis',
  unspecified: 'Acute pancreatitis, unspecified',
};
const causeDigit: Readonly<Record<PancreatitisCause, string>> = { idiopathic: '0', biliary: '1', alcohol: '2', drug: '3', autoimmune: '4', other: '8', unspecified: '9' };

/**
 * One acute pancreatitis code: its cause (the 5th character) documents it, and its 6th character
 * says whether necrosis is absent (0), present and sterile (1) or infected (2). Stage 0 is
 * contradicted by necrosis, 1 by infected necrosis, 2 by sterile necrosis; the necrotic stages are
 * named only with necrosis.
 */
function pancreatitisEntry(cause: PancreatitisCause, stage: 0 | 1 | 2): CommonCondition {
  const stageNames = stage === 0 ? words(edematousNames, necrotizingNames, sterileNames, infectedNames) : stage === 1 ? words(necrotizingNames, sterileNames, infectedNames) : words(infectedNames, sterileNames);
  const own = words(pancreatitisNames([cause], [...edematousStages, ...necrotizingStages, ...sterileStages, ...infectedStages], [...necrosisTails, ...sterileTails, ...infectedTails]), causePhrases[cause]);
  // Every name of this cause documents it, whatever its stage: one of another stage also contradicts the code.
  const documentedBy = cause === 'unspecified' ? undefined : own;
  const contradictedBy = stage === 0 ? words(necrotizingNames, sterileNames, infectedNames) : stage === 1 ? infectedNames : sterileNames;
  const title = `${causeTitle[cause]} ${['without necrosis or infection', 'with uninfected necrosis', 'with infected necrosis'][stage]}`;
  return {
    id: `${cause === 'unspecified' ? '' : `${cause}-`}acute-pancreatitis-${['without-necrosis', 'with-uninfected-necrosis', 'with-infected-necrosis'][stage]}`,
    title,
    kind: 'episodic',
    codes: [`K85${causeDigit[cause]}${stage}`],
    terms: stageNames,
    abbreviations: stage === 0 ? [] : ['WOPN', 'WON', 'ANC'],
    ...(stage === 2 ? { namedInParts: { terms: words(necrotizingNames), inSentenceWith: necrosisInfectedBy } } : {}),
    backing: { terms: words(stage === 0 ? pancreatitisCare : stage === 1 ? words(necrosisCare, pancreatitisCare) : infectedNecrosisCare, causeCare[cause]), abbreviations: stage === 2 ? ['FNA', 'ICU'] : ['NPO', 'LR'] },
    specificity: { ...(documentedBy ? { documentedBy } : {}), contradictedBy },
  };
}

/** Codes no other entry claims (K85.10, K85.11, K85.20, K85.21, K85.80, K85.81, K85.90 and K85.91 have entries in the table). */
const pancreatitisEntries: CommonCondition[] = [
  pancreatitisEntry('idiopathic', 0),
  pancreatitisEntry('idiopathic', 1),
  pancreatitisEntry('idiopathic', 2),
  pancreatitisEntry('biliary', 2),
  pancreatitisEntry('alcohol', 2),
  pancreatitisEntry('drug', 0),
  pancreatitisEntry('drug', 1),
  pancreatitisEntry('drug', 2),
  pancreatitisEntry('autoimmune', 0),
  pancreatitisEntry('autoimmune', 1),
  pancreatitisEntry('autoimmune', 2),
  pancreatitisEntry('other', 2),
  pancreatitisEntry('unspecified', 2),
];

// ------------------------------------------------------------------ osteomyelitis (M86.1-, M86.6-)

interface BoneSite {
  readonly key: string;
  readonly title: string;
  /** The 5th character. */
  readonly digit: string;
  readonly words: readonly string[];
}
const boneSites: readonly BoneSite[] = [
  { key: 'shoulder', title: 'shoulder', digit: '1', words: ['shoulder', 'scapula', 'scapular', 'clavicle', 'clavicular', 'glenoid', 'acromion', 'acromioclavicular joint'] },
  { key: 'humerus', title: 'humerus', digit: '2', words: ['humerus', 'humeral', 'upper arm', 'humeral head', 'distal humerus'] },
  { key: 'radius-ulna', title: 'radius and ulna', digit: '3', words: ['radius', 'radial', 'ulna', 'ulnar', 'forearm', 'olecranon', 'distal radius'] },
  {
    key: 'hand',
    title: 'hand',
    digit: '4',
    words: ['hand', 'finger', 'thumb', 'metacarpal', 'index finger', 'middle finger', 'ring finger', 'small finger', 'little finger', 'fingertip', 'distal phalanx of the finger', 'carpal', 'wrist', 'scaphoid'],
  },
  { key: 'femur', title: 'femur', digit: '5', words: ['femur', 'femoral', 'thigh', 'femoral head', 'femoral shaft', 'distal femur', 'proximal femur', 'greater trochanter'] },
  { key: 'tibia-fibula', title: 'tibia and fibula', digit: '6', words: ['tibia', 'tibial', 'fibula', 'fibular', 'lower leg', 'shin', 'tibial shaft', 'distal tibia', 'proximal tibia', 'tibial plateau'] },
  {
    key: 'ankle-foot',
    title: 'ankle and foot',
    digit: '7',
    words: [
      'ankle', 'foot', 'heel', 'calcaneus', 'calcaneal', 'talus', 'malleolus', 'medial malleolus', 'lateral malleolus', 'metatarsal', 'metatarsal head', 'toe', 'great toe',
      'big toe', 'hallux', '1st toe', '2nd toe', '3rd toe', '4th toe', '5th toe', 'first toe', 'second toe', 'third toe', 'fourth toe', 'fifth toe', '1st metatarsal',
      '2nd metatarsal', '3rd metatarsal', '4th metatarsal', '5th metatarsal', 'first metatarsal', 'second metatarsal', 'third metatarsal', 'fourth metatarsal',
      'fifth metatarsal', '1st metatarsal head', '5th metatarsal head', 'phalanx of the toe', 'distal phalanx of the toe', 'proximal phalanx of the toe', 'cuboid',
      'navicular', 'cuneiform', 'midfoot', 'forefoot', 'hindfoot', 'plantar foot',
    ],
  },
];
/** Other sites (M86.x8): pelvis, sternum, ribs, skull. The spine is M46.2- and the jaw M27.2, not here. */
const otherBoneWords = ['pelvis', 'pelvic', 'ilium', 'iliac', 'iliac crest', 'ischium', 'ischial', 'ischial tuberosity', 'pubic', 'pubic symphysis', 'pubic bone', 'sternum', 'sternal', 'rib', 'skull', 'calvarium', 'calvarial'];

const osteoNouns = ['osteomyelitis', 'osteo'];
type Acuity = 'acute' | 'chronic';
const acuityWords: Readonly<Record<Acuity, readonly string[]>> = {
  acute: ['acute', 'acute on chronic'],
  chronic: ['chronic', 'acute on chronic', 'chronic active', 'longstanding'],
};

const osteoSideWords: Readonly<Record<Side, readonly string[]>> = { right: ['right', 'rt'], left: ['left', 'lt'], bilateral: ['bilateral'] };

/** "osteomyelitis of the {side} {site}", "{side} {site} osteomyelitis", each with an acuity before it or not. */
function osteomyelitisAt(sites: readonly string[], sides: readonly (Side | '')[], acuities: readonly string[]): string[] {
  const out: string[] = [];
  for (const side of sides) {
    // The side spelled out or shortened ("rt"); the one-letter forms and an acuity after the site
    // ("right foot acute osteomyelitis") are left out: every entry holds these names, and each
    // multiplies them (site x side x acuity), which the matcher pays for at start-up.
    const sidePatterns = (p: string) => (side === '' ? [p.replaceAll('{side} ', '')] : osteoSideWords[side].map((w) => p.replaceAll('{side}', w)));
    for (const s of sites) {
      for (const a of ['', ...acuities]) {
        const pre = a === '' ? '' : `${a} `;
        out.push(
          ...sidePatterns(`${pre}osteomyelitis of the {side} ${s}`),
          ...sidePatterns(`${pre}osteomyelitis of {side} ${s}`),
          ...sidePatterns(`${pre}{side} ${s} osteomyelitis`),
        );
      }
    }
  }
  return words(out);
}

const osteomyelitisCare = words(antibiotics, infectionWorkup, [
  'bone biopsy', 'bone culture', 'bone cultures', 'mri', 'mri foot', 'mri of the foot', 'bone scan', 'tagged white cell scan', 'esr', 'crp', 'sed rate',
  'debridement', 'surgical debridement', 'bone debridement', 'sequestrectomy', 'amputation', 'toe amputation', 'ray amputation', 'transmetatarsal amputation',
  'below knee amputation', 'podiatry', 'orthopedics', 'orthopedic surgery', 'six weeks of iv antibiotics', '6 weeks of iv antibiotics', '6 weeks of antibiotics',
  'six weeks of antibiotics', 'prolonged iv antibiotics', 'long term iv antibiotics', 'outpatient parenteral antibiotic therapy', 'picc', 'picc line',
  'infectious disease', 'hardware removal', 'antibiotic beads', 'antibiotic spacer',
]);

/**
 * Other acute (M86.1-) or other chronic (M86.6-) osteomyelitis of one site and side. Acuity is the
 * code's: "chronic osteomyelitis" contradicts an acute code; a bare "osteomyelitis" leaves it
 * undocumented. The other side named, and this side never, is another kind.
 */
function osteomyelitisEntry(acuity: Acuity, site: BoneSite | 'unspecified' | 'other' | 'multiple', side: Side | 'unspecified'): CommonCondition {
  const other: Acuity = acuity === 'acute' ? 'chronic' : 'acute';
  const family = acuity === 'acute' ? 'M861' : 'M866';
  const acuityTitle = acuity === 'acute' ? 'Other acute osteomyelitis' : 'Other chronic osteomyelitis';
  const siteWords = site === 'unspecified' ? boneSites.flatMap((b) => b.words) : site === 'other' ? otherBoneWords : site === 'multiple' ? [] : site.words;
  const sides: (Side | '')[] = side === 'unspecified' ? ['right', 'left', ''] : [side];
  const generic = ['osteomyelitis', 'bone infection', 'infection of the bone'];
  const multi = ['multifocal osteomyelitis', 'osteomyelitis of multiple sites', 'multiple sites of osteomyelitis', 'osteomyelitis at multiple sites'];
  const named = site === 'multiple' ? words(multi, ['acute', 'chronic', 'acute on chronic', 'chronic active'].flatMap((a) => multi.map((m) => `${a} ${m}`))) : osteomyelitisAt(siteWords, sides, acuityWords[acuity]);
  // Names of the other acuity at this site: listed as names too, so they document the condition they contradict.
  const otherNamed = site === 'multiple' ? [] : osteomyelitisAt(siteWords, sides, acuityWords[other]);
  // A site-less "acute osteomyelitis" names only the site-unspecified code; a site code needs its site (and side) written with it.
  const terms = words(site === 'unspecified' ? words(generic, [`${acuity} osteomyelitis`, `${other} osteomyelitis`, 'acute on chronic osteomyelitis']) : [], named, otherNamed);
  const acuityRe = new RegExp(`\\b(?:${acuityWords[acuity].join('|')})\\b`);
  const otherRe = new RegExp(`\\b(?:${acuityWords[other].join('|')})\\b`);
  const documentedBy = words(terms.filter((t) => acuityRe.test(t)), [`${acuity} osteomyelitis`]);
  const contradictedBy = words(terms.filter((t) => otherRe.test(t) && !acuityRe.test(t)), [`${other} osteomyelitis`]).filter((t) => !t.includes('acute on chronic'));
  const opposite: Side | undefined = side === 'right' ? 'left' : side === 'left' ? 'right' : undefined;
  // The site (and side) written in one sentence with the osteomyelitis, whatever acuity it is given.
  const osteoWith = words(osteoNouns, ['acute osteomyelitis', 'chronic osteomyelitis', 'acute on chronic osteomyelitis', 'chronic active osteomyelitis', 'longstanding osteomyelitis']);
  const partTerms =
    site === 'multiple' || site === 'unspecified'
      ? undefined
      : side === 'unspecified'
        ? words(siteWords, sided(['right', 'left'], siteWords.map((s) => `{side} ${s}`)))
        : sided([side], siteWords.map((s) => `{side} ${s}`));
  const namedInParts = partTerms ? { terms: partTerms, inSentenceWith: osteoWith } : undefined;
  const siteKey = typeof site === 'string' ? site : site.key;
  const siteDigit = site === 'unspecified' ? '0' : site === 'other' ? '8' : site === 'multiple' ? '9' : site.digit;
  const sideDigit = typeof site === 'string' ? '' : side === 'right' ? '1' : side === 'left' ? '2' : '9';
  const siteTitle = site === 'unspecified' ? 'unspecified site' : site === 'other' ? 'other site' : site === 'multiple' ? 'multiple sites' : `${side === 'unspecified' ? 'unspecified' : side} ${site.title}`;
  return {
    id: `${acuity}-osteomyelitis-${siteKey}${typeof site === 'string' ? '' : `-${side}`}`,
    title: `${acuityTitle}, ${siteTitle}`,
    kind: 'episodic',
    codes: [`${family}${siteDigit}${sideDigit}`],
    terms,
    ...(namedInParts ? { namedInParts } : {}),
    // Chronic recurrent multifocal osteomyelitis is M86.3, nonbacterial.
    pseudo: ['chronic recurrent multifocal osteomyelitis', 'chronic nonbacterial osteomyelitis', 'recurrent multifocal osteomyelitis'],
    backing: { terms: osteomyelitisCare, abbreviations: ['MRI', 'ESR', 'CRP', 'PICC', 'OPAT', 'ID'] },
    specificity: {
      documentedBy,
      contradictedBy,
      ...(opposite && typeof site !== 'string' ? { otherKinds: osteomyelitisAt(site.words, [opposite], ['acute', 'chronic', 'acute on chronic']) } : {}),
    },
  };
}

const osteomyelitisEntries: CommonCondition[] = (['acute', 'chronic'] as const).flatMap((acuity) => [
  osteomyelitisEntry(acuity, 'unspecified', 'unspecified'),
  ...boneSites.flatMap((site) => (['right', 'left', 'unspecified'] as const).map((side) => osteomyelitisEntry(acuity, site, side))),
  osteomyelitisEntry(acuity, 'other', 'unspecified'),
  osteomyelitisEntry(acuity, 'multiple', 'unspecified'),
]);

// ------------------------------------------------------------------ device-related infections (J95.851, J95.02, T80.211A)

const vapNames = [
  'ventilator associated pneumonia', 'ventilator acquired pneumonia', 'vent associated pneumonia', 'ventilator associated bacterial pneumonia',
  'pneumonia associated with mechanical ventilation', 'ventilator pneumonia',
];
/** The pivotal criterion: a new or progressive infiltrate on imaging (IDSA/ATS 2016). */
const newInfiltrate = [
  'new infiltrate', 'new infiltrates', 'infiltrate', 'new consolidation', 'consolidation', 'new opacity', 'opacity', 'airspace opacity', 'airspace disease',
  'new airspace disease', 'progressive infiltrate', 'worsening infiltrate', 'lobar consolidation', 'rll consolidation', 'lll consolidation', 'rul consolidation',
  'multifocal opacities', 'cavitation', 'new lll infiltrate', 'new rll infiltrate',
];
const vapInstead = [
  'ventilator associated tracheobronchitis', 'tracheobronchitis', 'ventilator associated tracheitis', 'tracheitis', 'ventilator associated event',
  'infection related ventilator associated complication', 'ventilator associated condition', 'airway colonization', 'colonization', 'atelectasis',
];

const trachStomaNames = [
  'tracheostomy site infection', 'trach site infection', 'tracheostomy stoma infection', 'trach stoma infection', 'stomal infection', 'stoma infection',
  'infected tracheostomy site', 'infected trach site', 'infected tracheostomy stoma', 'infection of tracheostomy stoma', 'infection of the tracheostomy stoma',
  'tracheostomy site cellulitis', 'trach site cellulitis', 'peristomal cellulitis', 'peristomal infection', 'tracheostomy stoma cellulitis', 'tracheostomy wound infection',
  'tracheostomy site abscess', 'peritracheostomy cellulitis', 'peri tracheostomy cellulitis',
];
const trachSiteWords = ['tracheostomy site', 'trach site', 'tracheostomy stoma', 'trach stoma', 'stoma', 'stomal', 'around the tracheostomy', 'around the trach', 'peristomal'];
const trachInfectionWords = ['cellulitis', 'infection', 'infected', 'abscess', 'purulent drainage', 'purulence'];

const clabsiNames = [
  'central line associated bloodstream infection', 'central line associated blood stream infection', 'central line bloodstream infection', 'central line infection',
  'central venous catheter infection', 'central venous catheter associated bloodstream infection', 'catheter related bloodstream infection',
  'catheter related blood stream infection', 'catheter associated bloodstream infection', 'line associated bloodstream infection', 'line related bloodstream infection',
  'line infection', 'line sepsis', 'line related bacteremia', 'line associated bacteremia', 'catheter related bacteremia', 'catheter associated bacteremia',
  'central line associated bacteremia', 'picc line infection', 'picc infection', 'picc associated bloodstream infection', 'picc associated bacteremia',
  'port infection', 'port associated bacteremia', 'port associated bloodstream infection', 'infected central line', 'infected picc line', 'infected picc',
  'infected port', 'hickman line infection', 'tunneled catheter infection', 'catheter related candidemia', 'line related candidemia',
];
const clabsiBloodWords = ['bacteremia', 'bloodstream infection', 'blood stream infection', 'candidemia', 'fungemia', 'positive blood cultures', 'blood cultures positive'];
/** The line named as the source, not merely in place ("PICC placed for 6 weeks of cefazolin" is no source). */
const centralLineDevices = [
  'central line', 'central venous catheter', 'cvc', 'picc', 'picc line', 'port', 'port a cath', 'portacath', 'hickman', 'hickman catheter', 'tunneled catheter',
  'tunneled line', 'triple lumen catheter', 'line',
];
const centralLineWords = words(
  ['line related', 'line associated', 'catheter related', 'catheter associated', 'line source', 'source was the line', 'source is the line'],
  centralLineDevices.flatMap((d) => [
    `from the ${d}`, `from his ${d}`, `from her ${d}`, `from ${d}`, `due to the ${d}`, `due to ${d}`, `secondary to the ${d}`, `${d} source`, `${d} as the source`,
    `source was the ${d}`, `source is the ${d}`, `source was his ${d}`, `source was her ${d}`, `source likely the ${d}`, `attributed to the ${d}`, `related to the ${d}`,
    `${d} related`, `${d} associated`, `${d} infection`, `infected ${d}`, `colonized ${d}`,
  ]),
);
/** A local infection of the line (T80.212): exit site, tunnel or pocket, with no bloodstream infection named. */
const lineLocalInfection = ['exit site infection', 'tunnel infection', 'port pocket infection', 'pocket infection', 'tunnel tract infection', 'exit site cellulitis'];
const clabsiCare = words(antibiotics, [
  'line removal', 'line removed', 'line was removed', 'central line removed', 'central line was removed', 'removed central line', 'picc removed', 'picc was removed',
  'removed picc', 'picc line removed', 'port removed', 'port was removed', 'port removal', 'catheter removed', 'catheter was removed', 'catheter removal',
  'line pulled', 'picc pulled', 'catheter tip culture', 'line tip culture', 'tip culture', 'repeat blood cultures', 'surveillance blood cultures',
  'differential time to positivity', 'antibiotic lock', 'antibiotic lock therapy', 'line holiday', 'transesophageal echocardiogram', 'ophthalmology exam',
  'dilated eye exam', 'infectious disease', 'micafungin', 'caspofungin', 'fluconazole',
]);

// ------------------------------------------------------------------ entries

export const hepatologyInfectionConditions: readonly CommonCondition[] = [
  {
    // Ascitic PMN of 250/mm3 or more is the criterion (AASLD 2021); the engine reads no ascitic value, so the name and its treatment decide.
    id: 'spontaneous-bacterial-peritonitis',
    title: 'Spontaneous bacterial peritonitis',
    kind: 'episodic',
    codes: ['K652'],
    terms: sbpNames,
    abbreviations: ['SBP', 'CNNA'],
    pseudo: systolicPseudo,
    backing: { terms: sbpCare, abbreviations: ['PMN', 'PMNs'] },
    refutedBy: {
      // Peritonitis from a perforation or an abscess, a dialysis catheter, or bacteria without neutrocytes: not SBP.
      instead: [
        'secondary bacterial peritonitis', 'secondary peritonitis', 'perforation peritonitis', 'peritoneal dialysis associated peritonitis', 'peritoneal dialysis peritonitis',
        'pd peritonitis', 'pd associated peritonitis', 'bacterascites', 'monomicrobial non neutrocytic bacterascites', 'nonneutrocytic bacterascites',
      ],
    },
  },
  {
    // International Club of Ascites HRS-AKI: cirrhosis with ascites, AKI, no response to 2 days of diuretic withdrawal and albumin, no shock, nephrotoxins or parenchymal disease.
    id: 'hepatorenal-syndrome',
    title: 'Hepatorenal syndrome',
    kind: 'episodic',
    codes: ['K767'],
    terms: hepatorenalNames,
    abbreviations: ['HRS', 'HRS-AKI'],
    pseudo: hoursPseudo,
    backing: {
      terms: [
        'terlipressin', 'terlivaz', 'midodrine', 'octreotide', 'midodrine and octreotide', 'midodrine octreotide', 'norepinephrine', 'norepinephrine infusion', 'albumin',
        'albumin challenge', 'volume challenge with albumin', 'iv albumin', '25% albumin', 'held diuretics', 'diuretics held', 'diuretics were held', 'stopped diuretics',
        'transplant hepatology', 'liver transplant evaluation', 'renal replacement therapy', 'crrt', 'hemodialysis', 'nephrology', 'tips',
      ],
      abbreviations: ['CRRT', 'RRT', 'TIPS'],
    },
    refutedBy: {
      // A kidney that answers fluids, or a tubular injury, is not hepatorenal.
      instead: [
        'prerenal azotemia', 'prerenal acute kidney injury', 'prerenal aki', 'prerenal kidney injury', 'volume responsive', 'responded to albumin', 'improved with albumin',
        'improved with volume', 'improved with fluids', 'acute tubular necrosis', 'ischemic atn',
      ],
    },
  },
  {
    // FY2023 code. Hepatic failure with coma is K72.-1 (see 'hepatic-failure-with-coma'): coma contradicts this code.
    id: 'hepatic-encephalopathy',
    title: 'Hepatic encephalopathy',
    kind: 'episodic',
    codes: ['K7682'],
    terms: hepaticEncephalopathyNames,
    pseudo: glasgowPseudo,
    backing: {
      terms: [
        'lactulose', 'lactulose titrated', 'titrated lactulose', 'lactulose enema', 'rectal lactulose', 'rifaximin', 'xifaxan', 'polyethylene glycol for encephalopathy',
        'zinc', 'l ornithine l aspartate', 'ammonia', 'ammonia level', 'hepatology', 'transplant hepatology',
      ],
      abbreviations: ['NH3'],
    },
    specificity: { contradictedBy: hepaticComaWords },
  },
  ...transplantComplications(kidneyTransplant),
  ...transplantComplications(liverTransplant),
  {
    // D84.821 (FY2023): immunodeficiency from a drug: transplant immunosuppressants, chemotherapy, long-term steroids, biologics.
    // The drug documents the cause; "immunocompromised" alone (HIV, asplenia, age) does not.
    id: 'immunodeficiency-due-to-drugs',
    title: 'Immunodeficiency due to drugs',
    kind: 'episodic',
    codes: ['D84821'],
    terms: drugImmunosuppressionNames,
    backing: {
      terms: words(immunosuppressiveDrugs, [
        'pjp prophylaxis', 'pcp prophylaxis', 'pneumocystis prophylaxis', 'bactrim prophylaxis', 'valganciclovir prophylaxis', 'antifungal prophylaxis',
        'neutropenic precautions', 'reduced immunosuppression', 'tacrolimus level', 'tacrolimus trough',
      ]),
    },
    specificity: { documentedBy: immunosuppressiveDrugs },
    refutedBy: { instead: ['immunocompromised due to hiv', 'immunosuppressed due to hiv', 'hiv related immunosuppression', 'immunodeficiency due to hiv', 'common variable immunodeficiency', 'primary immunodeficiency'] },
  },
  {
    id: 'pneumocystosis',
    title: 'Pneumocystosis',
    kind: 'episodic',
    codes: ['B59'],
    terms: pneumocystisNames,
    abbreviations: ['PCP', 'PJP'],
    pseudo: pcpPseudo,
    backing: { terms: pneumocystisCare, abbreviations: ['BAL', 'TMP-SMX', 'BDG'] },
    // A negative PCR or stain of the lavage or sputum argues against it.
    refutedBy: { absent: ['pneumocystis pcr', 'pneumocystis dfa', 'pneumocystis stain', 'pneumocystis direct fluorescent antibody', 'pjp pcr', 'pcp pcr'] },
  },
  {
    id: 'candidal-stomatitis',
    title: 'Candidal stomatitis (oral thrush)',
    kind: 'episodic',
    codes: ['B370'],
    terms: thrushNames,
    pseudo: ['thrush precautions', 'thrush prophylaxis', 'prevent thrush'],
    backing: {
      terms: words(['nystatin', 'nystatin swish and swallow', 'nystatin suspension', 'clotrimazole troche', 'clotrimazole troches', 'mycelex', 'miconazole buccal', 'oravig', 'fluconazole', 'diflucan', 'magic mouthwash', 'oral care']),
    },
    specificity: { otherKinds: words(candidaEsophagitisNames, vaginalCandidiasis, cutaneousCandidiasis, candidemiaNames) },
  },
  {
    // Candida in sputum or lavage is nearly always colonization; pulmonary candidiasis needs tissue invasion.
    id: 'pulmonary-candidiasis',
    title: 'Pulmonary candidiasis',
    kind: 'episodic',
    codes: ['B371'],
    terms: pulmonaryCandidiasisNames,
    backing: { terms: words(antifungals, ['lung biopsy', 'transbronchial biopsy', 'bronchoscopy', 'infectious disease']) },
    refutedBy: { instead: words(candidaColonization, ['candida in sputum', 'yeast in sputum', 'candida in the sputum', 'yeast in the sputum', 'candida on bal', 'candida albicans in sputum']) },
  },
  {
    id: 'candidal-esophagitis',
    title: 'Candidal esophagitis',
    kind: 'episodic',
    codes: ['B3781'],
    terms: candidaEsophagitisNames,
    backing: { terms: words(antifungals, ['egd', 'upper endoscopy', 'esophagogastroduodenoscopy', 'esophageal brushings', 'esophageal biopsy', 'gastroenterology']), abbreviations: ['EGD'] },
    specificity: { otherKinds: words(thrushNames, ['herpes esophagitis', 'hsv esophagitis', 'cmv esophagitis', 'eosinophilic esophagitis', 'reflux esophagitis', 'pill esophagitis', 'erosive esophagitis']) },
  },
  {
    // Candiduria with a catheter is mostly colonization (IDSA 2016): only a named infection of the bladder is B37.41.
    id: 'candidal-cystitis',
    title: 'Candidal cystitis and urethritis',
    kind: 'episodic',
    codes: ['B3741'],
    terms: candidaCystitisNames,
    ...candidaUrinaryInfection,
    specificity: { otherKinds: candidaUrinaryNames },
  },
  {
    id: 'other-urogenital-candidiasis',
    title: 'Other urogenital candidiasis (candidal urinary tract infection, pyelonephritis)',
    kind: 'episodic',
    codes: ['B3749'],
    terms: candidaUrinaryNames,
    ...candidaUrinaryInfection,
    specificity: { otherKinds: candidaCystitisNames },
  },
  {
    id: 'pulmonary-cryptococcosis',
    title: 'Pulmonary cryptococcosis',
    kind: 'episodic',
    codes: ['B450'],
    terms: pulmonaryCryptococcosisNames,
    backing: { terms: words(cryptococcalCare, ['lung biopsy', 'bronchoscopy', 'bronchoalveolar lavage', 'ct chest', 'ct guided biopsy']), abbreviations: ['CrAg', 'BAL', 'LP'] },
    specificity: { otherKinds: words(cryptococcalMeningitisNames, disseminatedCryptococcosisNames) },
  },
  {
    // A negative CSF cryptococcal antigen (or India ink) rules cryptococcal meningitis out.
    id: 'cryptococcal-meningitis',
    title: 'Cerebral cryptococcosis (cryptococcal meningitis)',
    kind: 'episodic',
    codes: ['B451'],
    terms: cryptococcalMeningitisNames,
    backing: { terms: cryptococcalCare, abbreviations: ['CrAg', 'LP', '5-FC'] },
    refutedBy: { absent: cryptococcalTests },
    specificity: { otherKinds: pulmonaryCryptococcosisNames },
  },
  {
    id: 'disseminated-cryptococcosis',
    title: 'Disseminated cryptococcosis',
    kind: 'episodic',
    codes: ['B457'],
    terms: disseminatedCryptococcosisNames,
    backing: { terms: cryptococcalCare, abbreviations: ['CrAg', 'LP', '5-FC'] },
    refutedBy: { absent: ['serum cryptococcal antigen', 'serum crag'] },
    specificity: { otherKinds: pulmonaryCryptococcosisNames },
  },
  {
    id: 'cryptococcosis',
    title: 'Cryptococcosis, unspecified',
    kind: 'episodic',
    codes: ['B459'],
    terms: words(cryptococcosisNames, cryptococcalMeningitisNames, pulmonaryCryptococcosisNames, disseminatedCryptococcosisNames),
    backing: { terms: cryptococcalCare, abbreviations: ['CrAg', 'LP', '5-FC'] },
    refutedBy: { absent: cryptococcalTests },
  },
  {
    // A colon dilated over 6 cm with systemic toxicity (Jalan criteria); a colon measured under 6 cm, or a dilation without toxicity, is something else.
    id: 'toxic-megacolon',
    title: 'Toxic megacolon',
    kind: 'episodic',
    codes: ['K5931'],
    terms: toxicMegacolonNames,
    backing: { terms: toxicMegacolonCare, abbreviations: ['NGT', 'KUB', 'ICU'] },
    refutedBy: {
      absent: ['colonic dilation', 'colonic dilatation', 'dilated colon', 'megacolon', 'colonic distension', 'colonic distention', 'dilation of the colon', 'dilatation of the colon'],
      instead: toxicMegacolonInstead,
    },
  },
  ...pancreatitisEntries,
  ...osteomyelitisEntries,
  {
    // Needs a new or progressive infiltrate on imaging (IDSA/ATS 2016): without one it is tracheobronchitis, not VAP.
    id: 'ventilator-associated-pneumonia',
    title: 'Ventilator associated pneumonia',
    kind: 'episodic',
    codes: ['J95851'],
    terms: vapNames,
    abbreviations: ['VAP'],
    backing: {
      terms: words(antibiotics, ['bronchoalveolar lavage', 'mini bal', 'tracheal aspirate', 'endotracheal aspirate', 'sputum culture', 'respiratory culture', 'procalcitonin', 'chest x ray', 'ct chest']),
      abbreviations: ['BAL', 'ETA'],
    },
    refutedBy: { instead: vapInstead, absent: newInfiltrate },
    specificity: { documentedBy: newInfiltrate },
  },
  {
    id: 'tracheostomy-stoma-infection',
    title: 'Infection of tracheostomy stoma',
    kind: 'episodic',
    codes: ['J9502'],
    terms: trachStomaNames,
    namedInParts: { terms: trachSiteWords, inSentenceWith: trachInfectionWords },
    backing: {
      terms: words(antibiotics, ['wound culture', 'stoma culture', 'tracheostomy site culture', 'stoma care', 'trach care', 'tracheostomy care', 'local wound care', 'dressing changes', 'ent', 'otolaryngology', 'incision and drainage']),
      abbreviations: ['ENT', 'I&D'],
    },
    refutedBy: { instead: ['granulation tissue', 'stomal granulation', 'tracheitis', 'tracheobronchitis', 'colonization', 'colonized', 'skin irritation', 'contact dermatitis', 'moisture associated skin damage'] },
  },
  {
    // CDC/NHSN: a bloodstream infection with a central line in place over 2 days and no other source; the line as the source named by the clinician.
    id: 'central-line-bloodstream-infection',
    title: 'Bloodstream infection due to central venous catheter',
    kind: 'episodic',
    codes: ['T80211A'],
    terms: clabsiNames,
    abbreviations: ['CLABSI', 'CRBSI', 'CLA-BSI'],
    namedInParts: { terms: clabsiBloodWords, inSentenceWith: centralLineWords },
    backing: { terms: clabsiCare, abbreviations: ['TEE', 'DTP', 'ID'] },
    refutedBy: { instead: ['contaminant', 'contaminated', 'contamination', 'skin flora contaminant', 'single positive bottle', 'pseudobacteremia'] },
    specificity: { otherKinds: lineLocalInfection },
  },
];
