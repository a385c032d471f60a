import type { CommonCondition } from './condition';
import { hematologicCancerTherapy, oncologyTherapy, sided, solidTumorCare, transfusion, words, type Side } from './vocabulary.en';

/**
 * Neoplasms no other entry answers: primary malignancies of the head and neck by site (C01-C13,
 * C30-C32), small intestine, anus, gallbladder and bile ducts (C17, C21-C24), thymus, peritoneum,
 * retroperitoneum, bone and soft tissue (C37, C41, C45.1, C48, C49), skin carcinomas and Kaposi
 * sarcoma (C44.9-, C46), vulva, vagina, uterus, testis by side, renal pelvis and ureter by side,
 * adrenal cortex by side (C51-C74), neuroendocrine tumours (C7A, C7B); secondaries of lymph nodes
 * by region (C77.0-C77.8), mediastinum, bowel, skin and bone marrow (C78-C79) and the unknown or
 * disseminated primary (C80); Burkitt lymphoma by region (C83.7-), T-cell, MALT and Waldenström
 * lymphomas (C84-C88), plasmacytomas, monocytic and hairy cell leukemias, ALL in remission (C90-C93);
 * carcinomas in situ (DCIS by side, cervix, bladder, skin, melanoma in situ: D03-D09); benign
 * tumours (colon adenomas by segment D12, hemangioma, fibroids by layer, meningioma, schwannoma,
 * thyroid, adrenal and pituitary adenomas) and neoplasms of uncertain behaviour (MDS with excess
 * blasts, MPN, MGUS, myelofibrosis, PTLD, Castleman disease, brain neoplasm D49.6). Appended to the
 * common-conditions table (./conditions.en.ts); `conditionPack` turns each entry into a pack.
 *
 * Every tumour is `episodic`: a cancer "s/p resection, no evidence of disease" is its Z85 history
 * code, Unsupported for the C code (condition.ts reads a C entry's past-only mention so). The
 * smouldering haematological states a patient lives with (MGUS, MPN, myelofibrosis) are `chronic`.
 *
 * Side (testis, renal pelvis, ureter, adrenal, breast in situ) and nodal region are siblings:
 * the other side documented is `instead`; the other region only is `otherKinds`; a region code
 * whose region is not written is NoDetermination (`specificity.documentedBy`). Unspecified
 * siblings carry no specificity: the tumour named and treated supports them.
 *
 * Not here: the 33 C categories of the table (lung, breast, colon, melanoma C43, larynx
 * unspecified C32.9, oropharynx unspecified C10.9, head and neck C76.0, liver, brain, the
 * secondaries of lung, liver, bone, brain, pleura, peritoneum, adrenal, lymph node unspecified
 * C77.9, the leukemias, myeloma and common lymphomas), uterine leiomyoma unspecified D25.9,
 * polycythemia vera, essential thrombocythemia and MDS unspecified (D45, D47.3, D46.9).
 */

// ------------------------------------------------------------------ shared

/** Treatment of any solid tumour plus the head and neck team's work. */
const headNeckCare = solidTumorCare(
  'chemoradiation', 'neck dissection', 'ent', 'otolaryngology', 'head and neck surgery', 'peg tube', 'gastrostomy tube', 'cetuximab', 'tracheostomy',
  'glossectomy', 'partial glossectomy', 'free flap', 'transoral robotic surgery', 'laryngoscopy', 'direct laryngoscopy', 'panendoscopy',
);
const headNeckAbbreviations = ['ENT', 'TORS'];

/** "squamous cell carcinoma of the tongue", "tongue cancer", "cancer of the tongue". */
function tumourAt(sites: readonly string[], nouns: readonly string[] = ['cancer', 'carcinoma', 'squamous cell carcinoma', 'malignancy', 'adenocarcinoma']): string[] {
  return words(sites.flatMap((s) => nouns.flatMap((n) => [`${s} ${n}`, `${n} of the ${s}`, `${n} of ${s}`])));
}

/** Management of a metastasis: what treats the primary plus local and palliative care. */
const metastasisCare = words(oncologyTherapy, [
  'palliative radiation', 'radiation oncology', 'palliative care', 'hospice', 'biopsy', 'core biopsy', 'fine needle aspiration', 'pathology', 'cytology',
]);

const lymphomaCare = { terms: words(hematologicCancerTherapy, ['oncology', 'pet ct', 'pet scan', 'radiation therapy', 'intrathecal methotrexate', 'lymph node biopsy', 'excisional biopsy']), abbreviations: ['R-CHOP', 'CHOP', 'PET'] };

/** Relapse or a never-reached remission: the "in remission" code is contradicted. */
const remissionWords = [
  'in remission', 'in complete remission', 'in first complete remission', 'in second complete remission', 'in first remission', 'in second remission',
  'achieved complete remission', 'achieved remission', 'mrd negative', 'cr1', 'cr2',
];

// ------------------------------------------------------------------ head and neck (C01-C13, C30-C32)

const headNeck: CommonCondition[] = [
  {
    id: 'base-of-tongue-cancer',
    title: 'Malignant neoplasm of base of tongue',
    kind: 'episodic',
    codes: ['C01'],
    terms: words(tumourAt(['base of tongue', 'base of the tongue', 'tongue base']), ['base of tongue cancer', 'base of tongue squamous cell carcinoma']),
    backing: { terms: headNeckCare, abbreviations: headNeckAbbreviations },
  },
  {
    id: 'tongue-cancer',
    title: 'Malignant neoplasm of other and unspecified parts of tongue',
    kind: 'episodic',
    codes: ['C02'],
    // The oral tongue's part (border, ventral, anterior two-thirds) is not checked.
    terms: tumourAt(['tongue', 'oral tongue', 'lateral tongue', 'lateral border of the tongue', 'ventral tongue', 'anterior tongue']),
    // The base is the oropharynx (C01): the longer phrase wins over the tongue's and argues against it.
    refutedBy: { instead: words(tumourAt(['base of tongue', 'base of the tongue', 'tongue base']), ['base of tongue cancer']) },
    backing: { terms: headNeckCare, abbreviations: headNeckAbbreviations },
  },
  {
    id: 'floor-of-mouth-cancer',
    title: 'Malignant neoplasm of floor of mouth',
    kind: 'episodic',
    codes: ['C04'],
    terms: tumourAt(['floor of mouth', 'floor of the mouth', 'anterior floor of mouth']),
    backing: { terms: headNeckCare, abbreviations: headNeckAbbreviations },
  },
  {
    id: 'oral-cavity-cancer',
    title: 'Malignant neoplasm of mouth, unspecified',
    kind: 'episodic',
    codes: ['C069'],
    terms: words(tumourAt(['oral cavity', 'mouth']), ['oral cancer', 'oral squamous cell carcinoma', 'oral cavity squamous cell carcinoma']),
    backing: { terms: headNeckCare, abbreviations: headNeckAbbreviations },
  },
  {
    id: 'parotid-cancer',
    title: 'Malignant neoplasm of parotid gland',
    kind: 'episodic',
    codes: ['C07'],
    terms: words(tumourAt(['parotid', 'parotid gland']), ['mucoepidermoid carcinoma of the parotid', 'adenoid cystic carcinoma of the parotid', 'parotid acinic cell carcinoma']),
    // A pleomorphic adenoma or Warthin tumour is benign (D11.0).
    refutedBy: { instead: ['pleomorphic adenoma', 'warthin tumor', 'benign parotid tumor', 'benign parotid neoplasm'] },
    backing: { terms: solidTumorCare('parotidectomy', 'total parotidectomy', 'superficial parotidectomy', 'ent', 'otolaryngology', 'neck dissection'), abbreviations: ['ENT'] },
  },
  {
    id: 'tonsil-cancer',
    title: 'Malignant neoplasm of tonsil',
    kind: 'episodic',
    codes: ['C09'],
    terms: words(tumourAt(['tonsil', 'tonsillar', 'right tonsil', 'left tonsil', 'tonsillar fossa']), ['tonsillar squamous cell carcinoma', 'hpv positive tonsil cancer', 'p16 positive tonsil cancer']),
    backing: { terms: headNeckCare, abbreviations: headNeckAbbreviations },
  },
  {
    id: 'nasopharyngeal-cancer',
    title: 'Malignant neoplasm of nasopharynx',
    kind: 'episodic',
    codes: ['C11'],
    terms: words(tumourAt(['nasopharynx', 'nasopharyngeal']), ['nasopharyngeal carcinoma', 'undifferentiated nasopharyngeal carcinoma', 'ebv associated nasopharyngeal carcinoma']),
    backing: { terms: words(headNeckCare, ['ebv dna', 'nasopharyngoscopy', 'nasopharyngeal biopsy']), abbreviations: headNeckAbbreviations },
  },
  {
    id: 'hypopharyngeal-cancer',
    title: 'Malignant neoplasm of pyriform sinus and hypopharynx',
    kind: 'episodic',
    codes: ['C12', 'C13'],
    terms: tumourAt(['hypopharynx', 'hypopharyngeal', 'pyriform sinus', 'piriform sinus', 'postcricoid', 'posterior pharyngeal wall']),
    backing: { terms: words(headNeckCare, ['laryngopharyngectomy', 'pharyngolaryngectomy', 'total laryngectomy']), abbreviations: headNeckAbbreviations },
  },
  ...([
    ['C320', 'glottis', ['glottic', 'glottis', 'vocal cord', 'true vocal cord', 'true vocal fold', 'vocal fold']],
    ['C321', 'supraglottis', ['supraglottic', 'supraglottis', 'epiglottic', 'epiglottis', 'false vocal cord', 'aryepiglottic fold']],
    ['C322', 'subglottis', ['subglottic', 'subglottis']],
  ] as const).map(([code, part, sites], _i, all): CommonCondition => ({
    id: `laryngeal-cancer-${part}`,
    title: `Malignant neoplasm of ${part}`,
    kind: 'episodic',
    codes: [code],
    terms: tumourAt(sites),
    // Another part of the larynx named, and this one never, is another code of C32.
    specificity: { otherKinds: all.filter(([c]) => c !== code).flatMap(([, , s]) => tumourAt(s)) },
    backing: { terms: words(headNeckCare, ['laryngectomy', 'total laryngectomy', 'partial laryngectomy', 'cordectomy', 'transoral laser microsurgery']), abbreviations: headNeckAbbreviations },
  })),
  {
    id: 'nasal-cavity-cancer',
    title: 'Malignant neoplasm of nasal cavity',
    kind: 'episodic',
    codes: ['C300'],
    terms: words(tumourAt(['nasal cavity', 'nasal septum']), ['sinonasal carcinoma', 'sinonasal undifferentiated carcinoma', 'esthesioneuroblastoma', 'olfactory neuroblastoma', 'sinonasal squamous cell carcinoma']),
    backing: { terms: words(headNeckCare, ['endoscopic sinus surgery', 'craniofacial resection', 'endoscopic endonasal resection']), abbreviations: headNeckAbbreviations },
  },
  {
    id: 'maxillary-sinus-cancer',
    title: 'Malignant neoplasm of maxillary sinus',
    kind: 'episodic',
    codes: ['C310'],
    terms: tumourAt(['maxillary sinus', 'maxillary antrum']),
    backing: { terms: words(headNeckCare, ['maxillectomy', 'medial maxillectomy', 'endoscopic sinus surgery', 'obturator']), abbreviations: headNeckAbbreviations },
  },
];

// ------------------------------------------------------------------ digestive organs (C17, C21-C24)

const cholangioExtrahepatic = [
  'extrahepatic cholangiocarcinoma', 'hilar cholangiocarcinoma', 'perihilar cholangiocarcinoma', 'distal cholangiocarcinoma', 'klatskin tumor',
  'common bile duct cancer', 'common bile duct adenocarcinoma', 'cholangiocarcinoma of the common bile duct', 'extrahepatic bile duct cancer',
  'carcinoma of the common bile duct', 'common hepatic duct cancer',
];
const biliaryCare = solidTumorCare(
  'ercp', 'biliary stent', 'metal stent', 'biliary drain', 'percutaneous biliary drain', 'percutaneous transhepatic cholangiography', 'ca 19 9', 'ca19 9',
  'gemcitabine and cisplatin', 'durvalumab', 'whipple', 'pancreaticoduodenectomy', 'hepatectomy', 'bile duct resection', 'hepatobiliary surgery', 'brushings',
);
const biliaryAbbreviations = ['ERCP', 'PTBD', 'EUS'];

const digestive: CommonCondition[] = [
  ...([
    ['C170', 'duodenum', ['duodenal', 'duodenum'], ['pancreaticoduodenectomy', 'whipple', 'duodenal stent', 'egd']],
    ['C171', 'jejunum', ['jejunal', 'jejunum'], ['small bowel resection', 'enteroscopy', 'push enteroscopy']],
    ['C172', 'ileum', ['ileal', 'ileum', 'terminal ileum', 'terminal ileal'], ['ileocecectomy', 'small bowel resection', 'right hemicolectomy']],
  ] as const).map(([code, part, sites, care], _i, all): CommonCondition => ({
    id: `small-intestine-cancer-${part}`,
    title: `Malignant neoplasm of ${part}`,
    kind: 'episodic',
    codes: [code],
    terms: tumourAt(sites, ['adenocarcinoma', 'carcinoma', 'cancer', 'malignancy']),
    // A carcinoid or neuroendocrine tumour there is C7A, an adenoma is benign (D13).
    pseudo: ['duodenal adenoma', 'ampullary adenocarcinoma'],
    specificity: { otherKinds: all.filter(([c]) => c !== code).flatMap(([, , s]) => tumourAt(s, ['adenocarcinoma', 'carcinoma', 'cancer'])) },
    backing: { terms: solidTumorCare(...care, 'small bowel resection', 'surgical oncology'), abbreviations: ['EGD'] },
  })),
  {
    id: 'small-intestine-cancer',
    title: 'Malignant neoplasm of small intestine, unspecified',
    kind: 'episodic',
    codes: ['C179'],
    terms: words(tumourAt(['small bowel', 'small intestine', 'small intestinal'], ['adenocarcinoma', 'carcinoma', 'cancer', 'malignancy'])),
    backing: { terms: solidTumorCare('small bowel resection', 'enteroscopy', 'capsule endoscopy', 'surgical oncology') },
  },
  {
    id: 'anal-cancer',
    title: 'Malignant neoplasm of anus and anal canal',
    kind: 'episodic',
    codes: ['C21'],
    terms: words(tumourAt(['anal', 'anus', 'anal canal', 'anal margin']), ['anal squamous cell carcinoma', 'squamous cell carcinoma of the anal canal', 'cloacogenic carcinoma']),
    // Anal intraepithelial neoplasia is in situ (D01.3).
    pseudo: ['anal intraepithelial neoplasia', 'anal cancer screening', 'anal pap'],
    backing: { terms: solidTumorCare('chemoradiation', 'mitomycin', 'nigro protocol', 'abdominoperineal resection', 'colorectal surgery', 'diverting colostomy', 'exam under anesthesia'), abbreviations: ['APR', 'EUA'] },
  },
  {
    id: 'intrahepatic-cholangiocarcinoma',
    title: 'Intrahepatic bile duct carcinoma',
    kind: 'episodic',
    codes: ['C221'],
    // Cholangiocarcinoma not otherwise placed is indexed here (ICD-10-CM index: Cholangiocarcinoma C22.1).
    terms: ['intrahepatic cholangiocarcinoma', 'cholangiocarcinoma', 'intrahepatic bile duct carcinoma', 'intrahepatic bile duct cancer', 'peripheral cholangiocarcinoma', 'mass forming cholangiocarcinoma'],
    // Named outside the liver, the longer phrase wins and argues against it.
    refutedBy: { instead: cholangioExtrahepatic },
    backing: { terms: biliaryCare, abbreviations: biliaryAbbreviations },
  },
  {
    id: 'extrahepatic-bile-duct-cancer',
    title: 'Malignant neoplasm of extrahepatic bile duct',
    kind: 'episodic',
    codes: ['C240'],
    terms: cholangioExtrahepatic,
    refutedBy: { instead: ['intrahepatic cholangiocarcinoma', 'mass forming cholangiocarcinoma', 'intrahepatic bile duct carcinoma'] },
    backing: { terms: biliaryCare, abbreviations: biliaryAbbreviations },
  },
  {
    id: 'ampullary-cancer',
    title: 'Malignant neoplasm of ampulla of Vater',
    kind: 'episodic',
    codes: ['C241'],
    terms: words(tumourAt(['ampulla', 'ampulla of vater', 'ampullary'], ['adenocarcinoma', 'carcinoma', 'cancer']), ['periampullary adenocarcinoma', 'ampullary adenocarcinoma']),
    refutedBy: { instead: ['ampullary adenoma', 'adenoma of the ampulla'] },
    backing: { terms: biliaryCare, abbreviations: biliaryAbbreviations },
  },
  {
    id: 'gallbladder-cancer',
    title: 'Malignant neoplasm of gallbladder',
    kind: 'episodic',
    codes: ['C23'],
    terms: words(tumourAt(['gallbladder', 'gall bladder']), ['incidental gallbladder adenocarcinoma']),
    // Polyps and adenomyomatosis are benign.
    refutedBy: { instead: ['gallbladder polyp', 'adenomyomatosis', 'xanthogranulomatous cholecystitis'] },
    backing: { terms: words(biliaryCare, ['cholecystectomy', 'radical cholecystectomy', 'extended cholecystectomy', 'liver resection']), abbreviations: biliaryAbbreviations },
  },
];

// ------------------------------------------------------------------ thorax, peritoneum, bone and soft tissue (C37-C49)

const sarcomaCare = solidTumorCare('wide resection', 'wide local excision', 'limb salvage', 'amputation', 'orthopedic oncology', 'sarcoma surgery', 'sarcoma oncology', 'doxorubicin', 'ifosfamide', 'trabectedin', 'mri', 'core needle biopsy');

const thoraxAndSoftTissue: CommonCondition[] = [
  {
    id: 'thymic-malignancy',
    title: 'Malignant neoplasm of thymus',
    kind: 'episodic',
    codes: ['C37'],
    // A thymoma not called malignant or invasive is indexed as benign (D15.0).
    terms: ['thymic carcinoma', 'malignant thymoma', 'invasive thymoma', 'thymic malignancy', 'thymic cancer', 'metastatic thymoma', 'thymic neuroendocrine carcinoma'],
    backing: { terms: solidTumorCare('thymectomy', 'median sternotomy', 'thoracic surgery', 'ct chest'), abbreviations: ['VATS'] },
  },
  {
    id: 'peritoneal-mesothelioma',
    title: 'Mesothelioma of peritoneum',
    kind: 'episodic',
    codes: ['C451'],
    terms: ['peritoneal mesothelioma', 'malignant peritoneal mesothelioma', 'mesothelioma of the peritoneum'],
    refutedBy: { instead: ['pleural mesothelioma', 'malignant pleural mesothelioma'] },
    backing: { terms: solidTumorCare('hipec', 'cytoreductive surgery', 'paracentesis', 'peritoneal biopsy'), abbreviations: ['HIPEC'] },
  },
  {
    id: 'retroperitoneal-sarcoma',
    title: 'Malignant neoplasm of retroperitoneum',
    kind: 'episodic',
    codes: ['C480'],
    terms: ['retroperitoneal sarcoma', 'retroperitoneal liposarcoma', 'retroperitoneal leiomyosarcoma', 'dedifferentiated liposarcoma of the retroperitoneum', 'retroperitoneal malignancy', 'sarcoma of the retroperitoneum'],
    backing: { terms: sarcomaCare },
  },
  {
    id: 'primary-peritoneal-carcinoma',
    title: 'Malignant neoplasm of peritoneum, unspecified',
    kind: 'episodic',
    codes: ['C482'],
    terms: ['primary peritoneal carcinoma', 'primary peritoneal cancer', 'primary peritoneal serous carcinoma', 'primary peritoneal adenocarcinoma'],
    backing: { terms: solidTumorCare('debulking', 'cytoreductive surgery', 'ca 125', 'ca125', 'paracentesis', 'gynecologic oncology', 'gyn onc', 'hipec'), abbreviations: ['CA-125', 'HIPEC'] },
  },
  {
    id: 'bone-sarcoma',
    title: 'Malignant neoplasm of bone and articular cartilage, unspecified',
    kind: 'episodic',
    codes: ['C419'],
    terms: ['osteosarcoma', 'osteogenic sarcoma', 'ewing sarcoma', "ewing's sarcoma", 'chondrosarcoma', 'primary bone cancer', 'primary bone malignancy', 'bone sarcoma', 'malignant bone tumor'],
    // Metastases to bone are C79.51, myeloma C90.0: another disease, not a primary of bone.
    pseudo: ['extraskeletal ewing sarcoma', 'extraosseous ewing sarcoma'],
    refutedBy: { instead: ['bone metastases', 'osseous metastases', 'metastatic disease to bone', 'enchondroma', 'osteochondroma', 'bone island', 'fibrous dysplasia'] },
    backing: { terms: words(sarcomaCare, ['methotrexate', 'high dose methotrexate', 'cisplatin', 'vincristine', 'etoposide', 'bone scan']) },
  },
  {
    id: 'soft-tissue-sarcoma',
    title: 'Malignant neoplasm of connective and soft tissue, unspecified',
    kind: 'episodic',
    codes: ['C499'],
    terms: [
      'soft tissue sarcoma', 'sarcoma', 'liposarcoma', 'leiomyosarcoma', 'undifferentiated pleomorphic sarcoma', 'synovial sarcoma', 'myxofibrosarcoma',
      'rhabdomyosarcoma', 'malignant fibrous histiocytoma', 'malignant peripheral nerve sheath tumor', 'angiosarcoma', 'spindle cell sarcoma',
    ],
    // Sarcomas with their own codes: Kaposi (C46), bone (C41), uterine (C54/C55), retroperitoneal (C48.0), GIST (C49.A-).
    pseudo: ['kaposi sarcoma', "kaposi's sarcoma", 'osteosarcoma', 'ewing sarcoma', 'retroperitoneal sarcoma', 'retroperitoneal liposarcoma', 'uterine leiomyosarcoma', 'uterine sarcoma', 'myeloid sarcoma', 'granulocytic sarcoma', 'carcinosarcoma'],
    refutedBy: { instead: ['lipoma', 'benign lipomatous tumor', 'schwannoma', 'desmoid tumor', 'hematoma', 'nodular fasciitis'] },
    backing: { terms: sarcomaCare },
  },
  ...([
    ['C49A0', 'unspecified site', []],
    ['C49A2', 'stomach', ['gastric', 'stomach']],
    ['C49A3', 'small intestine', ['small bowel', 'small intestine', 'small intestinal', 'duodenal', 'jejunal', 'ileal']],
  ] as const).map(([code, site, sites], _i, all): CommonCondition => {
    const sited = (s: readonly string[]) => s.flatMap((w) => [`${w} gist`, `${w} gastrointestinal stromal tumor`, `gastrointestinal stromal tumor of the ${w}`, `gist of the ${w}`]);
    return {
      id: `gist-${site.replace(/ /g, '-')}`,
      title: `Gastrointestinal stromal tumor, ${site}`,
      kind: 'episodic',
      codes: [code],
      terms: sites.length === 0 ? ['gastrointestinal stromal tumor', 'gastrointestinal stromal tumour'] : words(sited(sites)),
      ...(sites.length === 0 ? { abbreviations: ['GIST'] } : { namedInParts: { terms: sites, inSentenceWith: ['gist', 'gastrointestinal stromal tumor'] } }),
      // The other site named, and this one never, is another code of C49.A.
      ...(sites.length === 0 ? {} : { specificity: { otherKinds: sited(all.filter(([c]) => c !== code).flatMap(([, , s]) => s)) } }),
      backing: { terms: solidTumorCare('imatinib', 'gleevec', 'sunitinib', 'regorafenib', 'ripretinib', 'avapritinib', 'wedge gastrectomy', 'partial gastrectomy', 'small bowel resection', 'endoscopic ultrasound', 'surgical oncology'), abbreviations: ['EUS'] },
    };
  }),
];

// ------------------------------------------------------------------ skin (C44.9-, C46)

const skinCare = ['mohs', 'mohs surgery', 'mohs micrographic surgery', 'excision', 'wide local excision', 'shave biopsy', 'punch biopsy', 'dermatology', 'electrodesiccation and curettage', 'imiquimod', 'cemiplimab', 'vismodegib', 'radiation therapy'];
const bccNames = ['basal cell carcinoma', 'basal cell skin cancer', 'nodular basal cell carcinoma', 'superficial basal cell carcinoma', 'infiltrative basal cell carcinoma', 'basal cell carcinoma of the skin'];
const cutaneousScc = [
  'cutaneous squamous cell carcinoma', 'squamous cell carcinoma of the skin', 'squamous cell skin cancer', 'invasive squamous cell carcinoma of the skin',
  'keratoacanthoma type squamous cell carcinoma', 'cutaneous scc',
];

const skin: CommonCondition[] = [
  {
    id: 'basal-cell-carcinoma-skin',
    title: 'Basal cell carcinoma of skin, unspecified',
    kind: 'episodic',
    codes: ['C4491'],
    terms: bccNames,
    abbreviations: ['BCC'],
    specificity: { otherKinds: cutaneousScc },
    backing: { terms: skinCare, abbreviations: ['ED&C'] },
  },
  {
    id: 'squamous-cell-carcinoma-skin',
    title: 'Squamous cell carcinoma of skin, unspecified',
    kind: 'episodic',
    codes: ['C4492'],
    terms: cutaneousScc,
    // In situ (Bowen disease) is D04.
    refutedBy: { instead: ['squamous cell carcinoma in situ', 'squamous cell carcinoma in situ of the skin', "bowen's disease", 'bowen disease', 'actinic keratosis'] },
    specificity: { otherKinds: bccNames },
    backing: { terms: skinCare },
  },
  {
    id: 'kaposi-sarcoma',
    title: 'Kaposi sarcoma, unspecified',
    kind: 'episodic',
    codes: ['C469'],
    terms: ['kaposi sarcoma', "kaposi's sarcoma", 'kaposi sarcoma herpesvirus associated sarcoma', 'aids related kaposi sarcoma'],
    backing: { terms: words(oncologyTherapy, ['liposomal doxorubicin', 'doxil', 'paclitaxel', 'antiretroviral therapy', 'art', 'biopsy', 'dermatology', 'pomalidomide']), abbreviations: ['ART', 'HAART'] },
  },
  {
    id: 'kaposi-sarcoma-skin',
    title: 'Kaposi sarcoma of skin',
    kind: 'episodic',
    codes: ['C460'],
    terms: ['cutaneous kaposi sarcoma', "cutaneous kaposi's sarcoma", 'kaposi sarcoma of the skin', 'kaposi sarcoma skin lesions', 'skin lesions of kaposi sarcoma'],
    namedInParts: { terms: ['skin', 'cutaneous', 'violaceous plaques', 'violaceous lesions', 'skin lesions'], inSentenceWith: ['kaposi sarcoma', "kaposi's sarcoma"] },
    backing: { terms: words(oncologyTherapy, ['liposomal doxorubicin', 'doxil', 'paclitaxel', 'antiretroviral therapy', 'skin biopsy', 'punch biopsy', 'dermatology']), abbreviations: ['ART', 'HAART'] },
  },
];

// ------------------------------------------------------------------ genital and urinary organs (C51-C68), adrenal (C74)

const gynCare = (...extra: string[]) => solidTumorCare('gynecologic oncology', 'gyn onc', 'chemoradiation', 'brachytherapy', ...extra);

/** A side's entry among right, left and unspecified siblings: the other side written, and this never, is `instead`. */
function sidedTumour(o: {
  id: string;
  title: string;
  codes: Readonly<Record<'right' | 'left' | 'unspecified', readonly string[]>>;
  patterns: readonly string[];
  generic: readonly string[];
  pseudo?: readonly string[];
  backing: CommonCondition['backing'];
  abbreviations?: readonly string[];
}): CommonCondition[] {
  return (['right', 'left', 'unspecified'] as const).map((side): CommonCondition => {
    const other: Side = side === 'right' ? 'left' : 'right';
    return {
      id: side === 'unspecified' ? o.id : `${o.id}-${side}`,
      title: `${o.title}${side === 'unspecified' ? ', unspecified side' : `, ${side}`}`,
      kind: 'episodic',
      codes: o.codes[side],
      terms: side === 'unspecified' ? words(o.generic, sided(['right', 'left'], o.patterns)) : sided([side], o.patterns),
      ...(side === 'unspecified' && o.abbreviations ? { abbreviations: o.abbreviations } : {}),
      ...(o.pseudo ? { pseudo: o.pseudo } : {}),
      // The tumour documented on the other side only is not this side's.
      ...(side === 'unspecified' ? {} : { refutedBy: { instead: sided([other], o.patterns) } }),
      ...(o.backing ? { backing: o.backing } : {}),
    };
  });
}

const testisPatterns = [
  '{side} testicular cancer', '{side} testicular seminoma', '{side} testicular germ cell tumor', '{side} testicular mass with seminoma', 'seminoma of the {side} testis',
  'cancer of the {side} testis', 'germ cell tumor of the {side} testis', 'nonseminomatous germ cell tumor of the {side} testis', '{side} nonseminomatous germ cell tumor',
  '{side} seminoma', 'mixed germ cell tumor of the {side} testis', '{side} testicular mixed germ cell tumor', 'embryonal carcinoma of the {side} testis',
];
const renalPelvisPatterns = [
  '{side} renal pelvis urothelial carcinoma', 'urothelial carcinoma of the {side} renal pelvis', '{side} renal pelvic tumor', '{side} renal pelvis cancer',
  'cancer of the {side} renal pelvis', 'transitional cell carcinoma of the {side} renal pelvis', '{side} upper tract urothelial carcinoma of the renal pelvis',
];
const ureterPatterns = [
  '{side} ureteral urothelial carcinoma', 'urothelial carcinoma of the {side} ureter', '{side} ureteral cancer', 'cancer of the {side} ureter', '{side} ureteral tumor',
  'transitional cell carcinoma of the {side} ureter', '{side} distal ureteral urothelial carcinoma', 'urothelial carcinoma of the {side} distal ureter',
];
const upperTractCare = { terms: solidTumorCare('nephroureterectomy', 'radical nephroureterectomy', 'distal ureterectomy', 'ureteroscopy', 'ureteroscopic biopsy', 'ureteral stent', 'nephrostomy', 'urology', 'urine cytology', 'mitomycin gel', 'jelmyto'), abbreviations: ['RNU'] };
const adrenocorticalPatterns = ['{side} adrenocortical carcinoma', 'adrenocortical carcinoma of the {side} adrenal', '{side} adrenal cortical carcinoma', '{side} adrenal carcinoma', 'carcinoma of the {side} adrenal gland'];

const genitourinary: CommonCondition[] = [
  {
    id: 'vulvar-cancer',
    title: 'Malignant neoplasm of vulva',
    kind: 'episodic',
    codes: ['C51'],
    terms: words(tumourAt(['vulva', 'vulvar', 'labia', 'labium majus', 'clitoris'])),
    // Vulvar intraepithelial neoplasia is in situ (D07.1).
    refutedBy: { instead: ['vulvar intraepithelial neoplasia', 'lichen sclerosus'] },
    backing: { terms: gynCare('radical vulvectomy', 'vulvectomy', 'wide local excision', 'inguinal lymphadenectomy', 'sentinel lymph node biopsy') },
  },
  {
    id: 'vaginal-cancer',
    title: 'Malignant neoplasm of vagina',
    kind: 'episodic',
    codes: ['C52'],
    terms: tumourAt(['vagina', 'vaginal']),
    // Vaginal cuff recurrence of an endometrial or cervical cancer is that cancer's, not a vaginal primary.
    pseudo: ['vaginal intraepithelial neoplasia', 'vaginal cuff recurrence', 'vaginal brachytherapy', 'vaginal cuff brachytherapy'],
    backing: { terms: gynCare('vaginectomy') },
  },
  {
    id: 'uterine-cancer',
    title: 'Malignant neoplasm of uterus, part unspecified',
    kind: 'episodic',
    codes: ['C55'],
    terms: ['uterine cancer', 'uterine carcinoma', 'uterine malignancy', 'cancer of the uterus', 'carcinoma of the uterus', 'uterine sarcoma', 'uterine leiomyosarcoma', 'leiomyosarcoma of the uterus', 'malignant neoplasm of uterus'],
    // Fibroids are benign (D25).
    refutedBy: { instead: ['uterine fibroid', 'uterine fibroids', 'leiomyoma', 'fibroid uterus', 'benign leiomyoma', 'adenomyosis'] },
    backing: { terms: gynCare('hysterectomy', 'total hysterectomy', 'total abdominal hysterectomy', 'bilateral salpingo oophorectomy', 'endometrial biopsy', 'dilation and curettage'), abbreviations: ['TAH', 'BSO'] },
  },
  ...sidedTumour({
    id: 'testicular-cancer',
    title: 'Malignant neoplasm of descended testis',
    // C62.1- descended and C62.9- unspecified whether descended: the note rarely says; the side decides.
    codes: { right: ['C6211', 'C6291'], left: ['C6212', 'C6292'], unspecified: ['C6210', 'C6290'] },
    patterns: testisPatterns,
    generic: ['testicular cancer', 'testicular carcinoma', 'testicular germ cell tumor', 'seminoma', 'nonseminomatous germ cell tumor', 'testicular seminoma', 'germ cell tumor of the testis', 'cancer of the testis'],
    pseudo: ['testicular cancer screening', 'extragonadal germ cell tumor', 'mediastinal germ cell tumor'],
    backing: { terms: solidTumorCare('radical orchiectomy', 'inguinal orchiectomy', 'orchiectomy', 'retroperitoneal lymph node dissection', 'bep', 'bleomycin', 'etoposide', 'cisplatin', 'afp', 'beta hcg', 'ldh', 'tumor markers', 'urology', 'scrotal ultrasound'), abbreviations: ['RPLND', 'BEP', 'AFP'] },
    abbreviations: ['NSGCT'],
  }),
  ...sidedTumour({
    id: 'renal-pelvis-cancer',
    title: 'Malignant neoplasm of renal pelvis',
    codes: { right: ['C651'], left: ['C652'], unspecified: ['C659'] },
    patterns: renalPelvisPatterns,
    generic: ['renal pelvis urothelial carcinoma', 'urothelial carcinoma of the renal pelvis', 'renal pelvis cancer', 'cancer of the renal pelvis', 'transitional cell carcinoma of the renal pelvis', 'renal pelvic urothelial carcinoma'],
    backing: upperTractCare,
  }),
  ...sidedTumour({
    id: 'ureteral-cancer',
    title: 'Malignant neoplasm of ureter',
    codes: { right: ['C661'], left: ['C662'], unspecified: ['C669'] },
    patterns: ureterPatterns,
    generic: ['ureteral urothelial carcinoma', 'urothelial carcinoma of the ureter', 'ureteral cancer', 'cancer of the ureter', 'transitional cell carcinoma of the ureter', 'ureteral carcinoma'],
    backing: upperTractCare,
  }),
  ...sidedTumour({
    id: 'adrenocortical-carcinoma',
    title: 'Malignant neoplasm of cortex of adrenal gland',
    codes: { right: ['C7401'], left: ['C7402'], unspecified: ['C7400'] },
    patterns: adrenocorticalPatterns,
    generic: ['adrenocortical carcinoma', 'adrenal cortical carcinoma', 'adrenocortical cancer', 'adrenal cortical cancer'],
    // An adrenal adenoma or a metastasis to the adrenal is another code (D35.0, C79.7).
    pseudo: ['adrenal adenoma', 'adrenal metastasis', 'adrenal metastases'],
    backing: { terms: solidTumorCare('adrenalectomy', 'mitotane', 'lysodren', 'etoposide doxorubicin cisplatin', 'endocrine surgery', 'cortisol', 'hydrocortisone replacement', 'dexamethasone suppression test') },
  }),
];

// ------------------------------------------------------------------ neuroendocrine tumours (C7A, C7B)

const netCare = solidTumorCare('octreotide', 'sandostatin', 'lanreotide', 'somatuline', 'lutetium dotatate', 'lutathera', 'prrt', 'dotatate pet', 'ga 68 dotatate', 'chromogranin a', '5 hiaa', 'everolimus', 'capecitabine and temozolomide', 'capecitabine temozolomide', 'surgical oncology');
const netAbbreviations = ['PRRT', 'CAPTEM'];
const smallBowelNet = [
  'small bowel carcinoid', 'small bowel carcinoid tumor', 'small bowel neuroendocrine tumor', 'small intestinal neuroendocrine tumor', 'carcinoid tumor of the small intestine',
  'carcinoid tumor of the small bowel', 'ileal carcinoid', 'ileal carcinoid tumor', 'ileal neuroendocrine tumor', 'jejunal neuroendocrine tumor', 'jejunal carcinoid',
  'terminal ileum carcinoid', 'well differentiated neuroendocrine tumor of the ileum', 'well differentiated neuroendocrine tumor of the small bowel',
];
const netLiverMets = [
  'metastatic carcinoid to the liver', 'carcinoid liver metastases', 'neuroendocrine liver metastases', 'liver metastases from neuroendocrine tumor', 'liver metastases from carcinoid',
  'hepatic metastases from neuroendocrine tumor', 'metastatic neuroendocrine tumor to the liver', 'neuroendocrine tumor metastatic to the liver', 'carcinoid metastatic to the liver',
];

const neuroendocrine: CommonCondition[] = [
  {
    id: 'carcinoid-tumor',
    title: 'Malignant carcinoid tumor of unspecified site',
    kind: 'episodic',
    codes: ['C7A00'],
    terms: ['carcinoid tumor', 'carcinoid', 'malignant carcinoid tumor', 'well differentiated neuroendocrine tumor', 'neuroendocrine tumor', 'metastatic carcinoid'],
    // Carcinoid syndrome and crisis name the hormones' effect (E34.0), not the tumour's site.
    pseudo: ['carcinoid syndrome', 'carcinoid crisis', 'carcinoid heart disease', 'neuroendocrine carcinoma'],
    // A pancreatic neuroendocrine tumour is the pancreas's endocrine code (C25.4).
    refutedBy: { instead: ['pancreatic neuroendocrine tumor', 'neuroendocrine tumor of the pancreas', 'pancreatic islet cell tumor'] },
    backing: { terms: netCare, abbreviations: netAbbreviations },
  },
  {
    id: 'small-intestine-carcinoid',
    title: 'Malignant carcinoid tumor of the small intestine, unspecified portion',
    kind: 'episodic',
    codes: ['C7A019'],
    terms: smallBowelNet,
    backing: { terms: words(netCare, ['small bowel resection', 'ileocecectomy', 'right hemicolectomy']), abbreviations: netAbbreviations },
  },
  {
    id: 'neuroendocrine-carcinoma',
    title: 'Malignant poorly differentiated neuroendocrine tumors',
    kind: 'episodic',
    codes: ['C7A1'],
    terms: ['poorly differentiated neuroendocrine carcinoma', 'high grade neuroendocrine carcinoma', 'neuroendocrine carcinoma', 'large cell neuroendocrine carcinoma', 'small cell neuroendocrine carcinoma', 'poorly differentiated neuroendocrine tumor'],
    // Small cell lung cancer is coded to the lung (C34), as is a large cell neuroendocrine carcinoma named to it.
    pseudo: ['small cell lung cancer', 'small cell carcinoma of the lung', 'large cell neuroendocrine carcinoma of the lung'],
    refutedBy: { instead: ['well differentiated neuroendocrine tumor', 'low grade neuroendocrine tumor', 'grade 1 neuroendocrine tumor'] },
    abbreviations: ['LCNEC'],
    backing: { terms: solidTumorCare('carboplatin and etoposide', 'cisplatin and etoposide', 'platinum etoposide') },
  },
  {
    id: 'secondary-neuroendocrine-liver',
    title: 'Secondary carcinoid tumors of liver',
    kind: 'episodic',
    codes: ['C7B02'],
    terms: netLiverMets,
    backing: { terms: words(netCare, ['transarterial embolization', 'hepatic artery embolization', 'liver directed therapy', 'y90', 'radioembolization', 'hepatic resection', 'microwave ablation']), abbreviations: ['TACE', 'TAE'] },
  },
];

// ------------------------------------------------------------------ secondary malignant neoplasms (C77-C80)

/** Nodal regions of C77 (and of the lymphoma codes' fifth character). */
const nodalRegions = [
  { digit: '0', key: 'head-neck', title: 'lymph nodes of head, face and neck', words: ['cervical', 'neck', 'supraclavicular', 'submandibular', 'jugulodigastric', 'level ii', 'level iii', 'parotid', 'head and neck', 'retropharyngeal'] },
  { digit: '1', key: 'intrathoracic', title: 'intrathoracic lymph nodes', words: ['mediastinal', 'hilar', 'subcarinal', 'paratracheal', 'intrathoracic', 'internal mammary', 'aortopulmonary window', 'station 7'] },
  { digit: '2', key: 'intra-abdominal', title: 'intra-abdominal lymph nodes', words: ['retroperitoneal', 'mesenteric', 'para aortic', 'paraaortic', 'periaortic', 'intra abdominal', 'abdominal', 'celiac', 'porta hepatis', 'peripancreatic', 'perigastric', 'portocaval', 'aortocaval', 'retrocrural'] },
  { digit: '3', key: 'axillary', title: 'axilla and upper limb lymph nodes', words: ['axillary', 'axilla', 'infraclavicular', 'pectoral', 'epitrochlear'] },
  { digit: '4', key: 'inguinal', title: 'inguinal and lower limb lymph nodes', words: ['inguinal', 'groin', 'femoral', 'inguinofemoral', 'popliteal'] },
  { digit: '5', key: 'intrapelvic', title: 'intrapelvic lymph nodes', words: ['pelvic', 'iliac', 'external iliac', 'internal iliac', 'common iliac', 'obturator', 'presacral', 'hypogastric', 'perirectal', 'mesorectal'] },
] as const;

const nodalMetsNames = (regionWords: readonly string[]): string[] =>
  words(regionWords.flatMap((r) => [
    `${r} lymph node metastases`, `${r} lymph node metastasis`, `${r} nodal metastases`, `${r} nodal metastasis`, `${r} lymph node mets`, `${r} nodal mets`,
    `metastatic ${r} lymphadenopathy`, `metastatic ${r} lymph nodes`, `metastatic ${r} lymph node`, `metastatic ${r} adenopathy`, `metastatic ${r} nodes`,
    `metastases to the ${r} lymph nodes`, `metastasis to the ${r} lymph nodes`, `metastatic disease to the ${r} lymph nodes`, `metastatic disease in the ${r} lymph nodes`,
    `${r} lymph nodes positive for metastatic`, `${r} lymph node positive for metastatic`, `${r} nodal disease`, `${r} metastatic lymphadenopathy`,
  ]));
const multipleRegionMets = [
  'widespread lymph node metastases', 'widespread nodal metastases', 'diffuse nodal metastases', 'diffuse metastatic lymphadenopathy', 'extensive nodal metastases',
  'extensive metastatic lymphadenopathy', 'widespread metastatic lymphadenopathy', 'nodal metastases above and below the diaphragm', 'multistation nodal metastases',
  'lymph node metastases in multiple regions', 'diffuse lymph node metastases',
];

const secondary: CommonCondition[] = [
  ...nodalRegions.map((region): CommonCondition => ({
    id: `secondary-lymph-node-${region.key}`,
    title: `Secondary and unspecified malignant neoplasm of ${region.title}`,
    kind: 'episodic',
    codes: [`C77${region.digit}`],
    terms: nodalMetsNames(region.words),
    // Nodes of another region only is another code of C77.
    specificity: { otherKinds: words(nodalRegions.filter((r) => r.digit !== region.digit).flatMap((r) => nodalMetsNames(r.words)), multipleRegionMets) },
    backing: { terms: words(metastasisCare, ['lymph node biopsy', 'lymph node dissection', 'neck dissection', 'axillary dissection', 'ebus', 'mediastinoscopy', 'retroperitoneal lymph node dissection', 'pelvic lymph node dissection']), abbreviations: ['EBUS', 'FNA'] },
  })),
  {
    id: 'secondary-lymph-node-multiple',
    title: 'Secondary and unspecified malignant neoplasm of lymph nodes of multiple regions',
    kind: 'episodic',
    codes: ['C778'],
    terms: multipleRegionMets,
    backing: { terms: metastasisCare },
  },
  {
    id: 'secondary-mediastinal-malignancy',
    title: 'Secondary malignant neoplasm of mediastinum',
    kind: 'episodic',
    codes: ['C781'],
    terms: ['mediastinal metastases', 'mediastinal metastasis', 'metastatic disease to the mediastinum', 'metastases to the mediastinum', 'metastatic mediastinal mass'],
    // Mediastinal nodes are C77.1.
    refutedBy: { instead: nodalMetsNames(['mediastinal']) },
    backing: { terms: words(metastasisCare, ['mediastinoscopy', 'ebus']), abbreviations: ['EBUS'] },
  },
  {
    id: 'secondary-small-intestine-malignancy',
    title: 'Secondary malignant neoplasm of small intestine',
    kind: 'episodic',
    codes: ['C784'],
    terms: ['small bowel metastases', 'small bowel metastasis', 'small intestinal metastases', 'metastases to the small bowel', 'metastatic disease to the small bowel', 'metastatic melanoma to the small bowel', 'duodenal metastasis', 'jejunal metastasis', 'ileal metastasis'],
    backing: { terms: words(metastasisCare, ['small bowel resection', 'enteroscopy', 'capsule endoscopy']) },
  },
  {
    id: 'secondary-large-intestine-malignancy',
    title: 'Secondary malignant neoplasm of large intestine and rectum',
    kind: 'episodic',
    codes: ['C785'],
    terms: ['colonic metastases', 'colonic metastasis', 'metastases to the colon', 'metastatic disease to the colon', 'metastasis to the colon', 'rectal metastasis', 'metastases to the rectum'],
    backing: { terms: words(metastasisCare, ['colonoscopy', 'colectomy', 'diverting colostomy', 'colonic stent']) },
  },
  {
    id: 'secondary-skin-malignancy',
    title: 'Secondary malignant neoplasm of skin',
    kind: 'episodic',
    codes: ['C792'],
    terms: ['skin metastases', 'skin metastasis', 'cutaneous metastases', 'cutaneous metastasis', 'metastases to the skin', 'metastatic disease to the skin', 'subcutaneous metastases', 'in transit metastases', 'carcinoma en cuirasse'],
    backing: { terms: words(metastasisCare, ['skin biopsy', 'punch biopsy', 'dermatology', 'excision']) },
  },
  {
    id: 'secondary-bone-marrow-malignancy',
    title: 'Secondary malignant neoplasm of bone marrow',
    kind: 'episodic',
    codes: ['C7952'],
    terms: ['bone marrow metastases', 'bone marrow metastasis', 'metastatic carcinoma in the bone marrow', 'metastatic disease to the bone marrow', 'marrow infiltration by carcinoma', 'bone marrow involvement by metastatic carcinoma', 'myelophthisis', 'myelophthisic anemia'],
    // Lymphoma or leukemia in the marrow is that disease's, not a secondary.
    pseudo: ['bone marrow involvement by lymphoma'],
    backing: { terms: words(metastasisCare, transfusion, ['bone marrow biopsy']) },
  },
  {
    id: 'disseminated-malignancy',
    title: 'Disseminated malignant neoplasm, unspecified',
    kind: 'episodic',
    codes: ['C800'],
    terms: ['disseminated malignancy', 'disseminated cancer', 'disseminated carcinomatosis', 'generalized carcinomatosis', 'carcinomatosis', 'widely metastatic cancer', 'widely metastatic malignancy', 'widely metastatic disease', 'diffusely metastatic cancer', 'metastatic disease throughout'],
    // A carcinomatosis named to one site is that site's secondary (peritoneum C78.6, meninges C79.32, pleura C78.2, lung lymphatics C78.0).
    pseudo: ['peritoneal carcinomatosis', 'carcinomatosis of the peritoneum', 'leptomeningeal carcinomatosis', 'meningeal carcinomatosis', 'pleural carcinomatosis', 'lymphangitic carcinomatosis'],
    backing: { terms: words(metastasisCare, ['comfort care', 'goals of care', 'best supportive care']) },
  },
  {
    id: 'malignancy-unknown-primary',
    title: 'Malignant (primary) neoplasm, unspecified',
    kind: 'episodic',
    codes: ['C801'],
    terms: [
      'cancer of unknown primary', 'carcinoma of unknown primary', 'malignancy of unknown primary', 'adenocarcinoma of unknown primary', 'unknown primary malignancy',
      'metastatic adenocarcinoma of unknown primary', 'metastatic carcinoma of unknown primary', 'squamous cell carcinoma of unknown primary', 'occult primary malignancy',
      'unknown primary cancer', 'malignancy of unknown origin', 'cancer of unknown origin', 'metastatic cancer of unknown primary',
    ],
    abbreviations: ['CUP'],
    backing: { terms: words(metastasisCare, ['immunohistochemistry', 'ct chest abdomen pelvis', 'tumor markers', 'next generation sequencing']) },
  },
];

// ------------------------------------------------------------------ lymphomas and leukemias (C83.7-, C84-C96)

/** Burkitt lymphoma's fifth character: the nodal region or site (C83.70-C83.79). */
const lymphomaSites = [
  ...nodalRegions.map((r) => ({ digit: String(Number(r.digit) + 1), key: r.key, title: r.title, words: r.words.flatMap((w) => [`${w} lymphadenopathy`, `${w} lymph node`, `${w} lymph nodes`, `${w} adenopathy`, `${w} nodal mass`, `${w} mass`]) })),
  { digit: '7', key: 'spleen', title: 'spleen', words: ['splenic involvement', 'splenic lesion', 'splenic mass', 'involving the spleen', 'involvement of the spleen', 'splenic lymphoma'] },
  { digit: '8', key: 'multiple', title: 'lymph nodes of multiple sites', words: ['multiple nodal regions', 'diffuse lymphadenopathy', 'generalized lymphadenopathy', 'widespread lymphadenopathy', 'lymphadenopathy above and below the diaphragm', 'multiple lymph node regions', 'stage iii', 'stage 3', 'stage iv', 'stage 4'] },
  { digit: '9', key: 'extranodal', title: 'extranodal and solid organ sites', words: ['extranodal', 'extranodal involvement', 'extranodal disease', 'ileocecal mass', 'bowel wall thickening', 'intussusception', 'bone marrow involvement', 'cns involvement', 'jaw mass'] },
];
const burkittNames = ['burkitt lymphoma', "burkitt's lymphoma", 'burkitt leukemia', 'burkitt type lymphoma', 'sporadic burkitt lymphoma', 'endemic burkitt lymphoma', 'immunodeficiency associated burkitt lymphoma'];
const burkittCare = { terms: words(hematologicCancerTherapy, ['codox m', 'codox m/ivac', 'da epoch r', 'da r epoch', 'epoch r', 'r epoch', 'hyper cvad', 'intrathecal methotrexate', 'intrathecal chemotherapy', 'rasburicase', 'tumor lysis', 'allopurinol', 'oncology', 'lumbar puncture']), abbreviations: ['DA-EPOCH-R', 'CODOX-M'] };

const lymphoid: CommonCondition[] = [
  {
    id: 'burkitt-lymphoma',
    title: 'Burkitt lymphoma, unspecified site',
    kind: 'episodic',
    codes: ['C8370'],
    terms: burkittNames,
    backing: burkittCare,
  },
  ...lymphomaSites.map((site): CommonCondition => ({
    id: `burkitt-lymphoma-${site.key}`,
    title: `Burkitt lymphoma, ${site.title}`,
    kind: 'episodic',
    codes: [`C837${site.digit}`],
    terms: burkittNames,
    backing: burkittCare,
    // The region or site must be written; lymphoma touches several, so another one documents nothing against it.
    specificity: { documentedBy: site.words },
  })),
  {
    id: 'peripheral-t-cell-lymphoma',
    title: 'Peripheral T-cell lymphoma, not classified, unspecified site',
    kind: 'episodic',
    codes: ['C8440'],
    terms: ['peripheral t cell lymphoma', 'peripheral t cell lymphoma not otherwise specified', 'peripheral t cell lymphoma nos', 'ptcl nos'],
    abbreviations: ['PTCL', 'PTCL-NOS'],
    backing: { terms: words(lymphomaCare.terms, ['choep', 'chop', 'brentuximab', 'romidepsin', 'belinostat', 'pralatrexate']), abbreviations: ['CHOEP', 'CHOP'] },
  },
  ...([
    ['C8460', 'alk-positive', ['alk positive anaplastic large cell lymphoma', 'anaplastic large cell lymphoma, alk positive', 'alk+ anaplastic large cell lymphoma', 'alk positive alcl']],
    ['C8470', 'alk-negative', ['alk negative anaplastic large cell lymphoma', 'anaplastic large cell lymphoma, alk negative', 'alk- anaplastic large cell lymphoma', 'alk negative alcl']],
    // Breast implant associated ALCL has its own code (C84.7A): not listed here.
  ] as const).map(([code, kind, names], _i, all): CommonCondition => ({
    id: `anaplastic-large-cell-lymphoma-${kind}`,
    title: `Anaplastic large cell lymphoma, ${kind.toUpperCase()}, unspecified site`,
    kind: 'episodic',
    codes: [code],
    terms: [...names],
    // ALK status is the code: "ALCL" with the other status written is the other code.
    specificity: { otherKinds: all.filter(([c]) => c !== code).flatMap(([, , n]) => n) },
    backing: { terms: words(lymphomaCare.terms, ['brentuximab', 'bv chp', 'chop', 'choep', 'crizotinib']), abbreviations: ['BV-CHP', 'CHOP'] },
  })),
  {
    id: 'mycosis-fungoides',
    title: 'Mycosis fungoides, unspecified site',
    kind: 'episodic',
    codes: ['C8400'],
    terms: ['mycosis fungoides', 'folliculotropic mycosis fungoides', 'tumor stage mycosis fungoides'],
    backing: { terms: ['dermatology', 'oncology', 'phototherapy', 'nb uvb', 'psoralen', 'puva', 'topical nitrogen mustard', 'mechlorethamine gel', 'bexarotene', 'mogamulizumab', 'brentuximab', 'total skin electron beam', 'skin biopsy', 'topical steroids', 'clobetasol', 'romidepsin', 'methotrexate'], abbreviations: ['PUVA', 'TSEBT'] },
  },
  {
    id: 'sezary-syndrome',
    title: 'Sezary disease, unspecified site',
    kind: 'episodic',
    codes: ['C8410'],
    terms: ['sezary syndrome', "sezary's syndrome", 'sezary disease', 'leukemic cutaneous t cell lymphoma'],
    backing: { terms: ['extracorporeal photopheresis', 'photopheresis', 'mogamulizumab', 'bexarotene', 'interferon', 'flow cytometry', 'sezary cell count', 'dermatology', 'oncology', 'romidepsin'], abbreviations: ['ECP'] },
  },
  {
    id: 'cutaneous-t-cell-lymphoma',
    title: 'Cutaneous T-cell lymphoma, unspecified, unspecified site',
    kind: 'episodic',
    codes: ['C84A0'],
    terms: ['cutaneous t cell lymphoma', 'primary cutaneous t cell lymphoma'],
    abbreviations: ['CTCL'],
    // Named types have their codes: mycosis fungoides C84.0, Sezary C84.1.
    refutedBy: { instead: ['mycosis fungoides', 'sezary syndrome'] },
    backing: { terms: ['dermatology', 'oncology', 'phototherapy', 'nb uvb', 'bexarotene', 'mogamulizumab', 'brentuximab', 'total skin electron beam', 'skin biopsy', 'romidepsin', 'methotrexate', 'extracorporeal photopheresis'], abbreviations: ['TSEBT', 'ECP'] },
  },
  {
    id: 'angioimmunoblastic-t-cell-lymphoma',
    title: 'Angioimmunoblastic T-cell lymphoma',
    kind: 'episodic',
    codes: ['C865'],
    terms: ['angioimmunoblastic t cell lymphoma', 'angioimmunoblastic lymphoma', 'nodal t follicular helper cell lymphoma, angioimmunoblastic type'],
    abbreviations: ['AITL'],
    backing: lymphomaCare,
  },
  {
    id: 'waldenstrom-macroglobulinemia',
    title: 'Waldenström macroglobulinemia',
    kind: 'episodic',
    codes: ['C880'],
    terms: ['waldenstrom macroglobulinemia', "waldenstrom's macroglobulinemia", 'waldenstroms macroglobulinemia', 'lymphoplasmacytic lymphoma', 'macroglobulinemia'],
    backing: { terms: words(hematologicCancerTherapy, ['plasmapheresis', 'plasma exchange', 'igm level', 'serum viscosity', 'spep', 'serum protein electrophoresis', 'oncology']), abbreviations: ['SPEP', 'TPE', 'PLEX', 'DRC'] },
  },
  {
    id: 'malt-lymphoma',
    title: 'Extranodal marginal zone B-cell lymphoma of mucosa-associated lymphoid tissue',
    kind: 'episodic',
    codes: ['C884'],
    terms: ['malt lymphoma', 'mucosa associated lymphoid tissue lymphoma', 'extranodal marginal zone lymphoma', 'extranodal marginal zone b cell lymphoma', 'gastric malt lymphoma', 'maltoma'],
    backing: { terms: words(hematologicCancerTherapy, ['h pylori eradication', 'helicobacter eradication', 'triple therapy', 'quadruple therapy', 'egd', 'radiation therapy', 'oncology']), abbreviations: ['EGD'] },
  },
  {
    id: 'extramedullary-plasmacytoma',
    title: 'Extramedullary plasmacytoma not having achieved remission',
    kind: 'episodic',
    codes: ['C9020'],
    terms: ['extramedullary plasmacytoma', 'soft tissue plasmacytoma'],
    backing: { terms: ['radiation therapy', 'radiotherapy', 'radiation oncology', 'excision', 'biopsy', 'spep', 'serum free light chains', 'bone marrow biopsy', 'hematology', 'oncology'], abbreviations: ['SPEP', 'XRT'] },
  },
  {
    id: 'solitary-plasmacytoma',
    title: 'Solitary plasmacytoma not having achieved remission',
    kind: 'episodic',
    codes: ['C9030'],
    terms: ['solitary plasmacytoma', 'solitary plasmacytoma of bone', 'solitary bone plasmacytoma', 'plasmacytoma', 'osseous plasmacytoma'],
    // Plasmacytomas in a myeloma are the myeloma's (C90.0).
    pseudo: ['extramedullary plasmacytoma'],
    // A plasmacytoma in a myeloma is the myeloma's, even where the plasmacytoma is named.
    specificity: { contradictedBy: ['multiple myeloma', 'plasma cell myeloma', 'relapsed multiple myeloma', 'igg kappa multiple myeloma'] },
    backing: { terms: ['radiation therapy', 'radiotherapy', 'radiation oncology', 'kyphoplasty', 'spep', 'serum free light chains', 'bone marrow biopsy', 'skeletal survey', 'hematology', 'oncology'], abbreviations: ['SPEP', 'XRT'] },
  },
  {
    id: 'acute-monocytic-leukemia',
    title: 'Acute monoblastic/monocytic leukemia, not having achieved remission',
    kind: 'episodic',
    codes: ['C9300'],
    terms: ['acute monocytic leukemia', 'acute monoblastic leukemia', 'acute monoblastic/monocytic leukemia', 'aml m5', 'acute myeloid leukemia with monocytic differentiation, m5'],
    backing: { terms: words(hematologicCancerTherapy, transfusion, ['neutropenic precautions', 'oncology', 'leukapheresis', 'hydroxyurea']) },
  },
  ...([
    ['C9310', 'not-in-remission', 'not having achieved remission'],
    ['C9311', 'in-remission', 'in remission'],
    ['C9312', 'in-relapse', 'in relapse'],
  ] as const).map(([code, key, state]): CommonCondition => {
    const cmml = ['chronic myelomonocytic leukemia', 'chronic myelomonocytic leukaemia'];
    const relapse = ['relapsed cmml', 'relapsed chronic myelomonocytic leukemia', 'cmml relapse', 'relapse of cmml', 'relapse of chronic myelomonocytic leukemia'];
    const remission = ['cmml in remission', 'chronic myelomonocytic leukemia in remission', 'cmml in complete remission'];
    return {
      id: `chronic-myelomonocytic-leukemia-${key}`,
      title: `Chronic myelomonocytic leukemia ${state}`,
      kind: key === 'in-remission' ? 'chronic' : 'episodic',
      codes: [code],
      // The active code's names hold the remission ones too: the longest phrase wins, and a remission must name CMML to contradict it.
      terms: key === 'in-remission' ? remission : key === 'in-relapse' ? relapse : words(cmml, remission),
      ...(key === 'in-remission' ? { namedInParts: { terms: words(cmml, ['cmml']), inSentenceWith: remissionWords } } : key === 'not-in-remission' ? { abbreviations: ['CMML'] } : {}),
      // Remission and relapse are the code: the other state documented and this never is another code.
      ...(key === 'not-in-remission'
        ? // A remission documented now contradicts the code for active disease.
          { specificity: { contradictedBy: remission } }
        : { specificity: { otherKinds: key === 'in-remission' ? relapse : remission } }),
      backing: { terms: words(hematologicCancerTherapy, transfusion, ['azacitidine', 'decitabine', 'hydroxyurea', 'bone marrow biopsy', 'oncology']) },
    };
  }),
  {
    id: 'hairy-cell-leukemia',
    title: 'Hairy cell leukemia not having achieved remission',
    kind: 'episodic',
    codes: ['C9140'],
    terms: ['hairy cell leukemia', 'hairy cell leukaemia', 'hairy cell leukemia variant'],
    backing: { terms: words(hematologicCancerTherapy, ['cladribine', 'pentostatin', 'moxetumomab', 'vemurafenib', 'flow cytometry', 'oncology']) },
  },
  {
    id: 'acute-lymphoblastic-leukemia-in-remission',
    title: 'Acute lymphoblastic leukemia, in remission',
    kind: 'chronic',
    codes: ['C9101'],
    terms: ['all in remission', 'acute lymphoblastic leukemia in remission', 'acute lymphoblastic leukemia in complete remission', 'b all in remission', 'b cell all in remission'],
    namedInParts: { terms: ['acute lymphoblastic leukemia', 'acute lymphocytic leukemia', 'b cell acute lymphoblastic leukemia', 'b-all', 't-all'], inSentenceWith: remissionWords },
    specificity: { otherKinds: ['relapsed acute lymphoblastic leukemia', 'relapsed all', 'relapsed b all', 'refractory acute lymphoblastic leukemia', 'all relapse', 'relapse of acute lymphoblastic leukemia'] },
    backing: { terms: words(hematologicCancerTherapy, ['maintenance chemotherapy', 'pomp', '6 mercaptopurine', 'mercaptopurine', 'methotrexate', 'intrathecal chemotherapy', 'mrd testing', 'oncology']), abbreviations: ['POMP', '6-MP'] },
  },
];

// ------------------------------------------------------------------ in situ (D03-D09)

const dcisSided = [
  '{side} breast dcis', 'dcis of the {side} breast', '{side} breast ductal carcinoma in situ', 'ductal carcinoma in situ of the {side} breast', '{side} ductal carcinoma in situ',
  '{side} dcis',
];
const inSitu: CommonCondition[] = [
  ...(['right', 'left', 'unspecified'] as const).map((side): CommonCondition => {
    const other: Side = side === 'right' ? 'left' : 'right';
    return {
      id: side === 'unspecified' ? 'ductal-carcinoma-in-situ' : `ductal-carcinoma-in-situ-${side}`,
      title: `Intraductal carcinoma in situ of ${side === 'unspecified' ? 'unspecified' : side} breast`,
      kind: 'episodic',
      codes: [side === 'right' ? 'D0511' : side === 'left' ? 'D0512' : 'D0510'],
      terms: side === 'unspecified' ? words(['ductal carcinoma in situ', 'intraductal carcinoma in situ', 'high grade ductal carcinoma in situ'], sided(['right', 'left'], dcisSided)) : sided([side], dcisSided),
      ...(side === 'unspecified' ? { abbreviations: ['DCIS'] } : { refutedBy: { instead: sided([other], dcisSided) } }),
      // An invasive carcinoma is C50 whatever in situ component it has.
      pseudo: ['invasive ductal carcinoma', 'dcis component', 'with associated dcis', 'with associated ductal carcinoma in situ'],
      backing: { terms: ['lumpectomy', 'partial mastectomy', 'mastectomy', 'simple mastectomy', 'breast surgery', 'sentinel lymph node biopsy', 'radiation therapy', 'tamoxifen', 'anastrozole', 'letrozole', 'breast biopsy', 'stereotactic biopsy', 'needle localization', 'breast oncology'], abbreviations: ['SLNB'] },
    };
  }),
  {
    id: 'carcinoma-in-situ-cervix',
    title: 'Carcinoma in situ of cervix, unspecified',
    kind: 'episodic',
    codes: ['D069'],
    terms: ['carcinoma in situ of the cervix', 'cervical carcinoma in situ', 'cin 3', 'cin iii', 'cervical intraepithelial neoplasia grade 3', 'cervical intraepithelial neoplasia 3', 'adenocarcinoma in situ of the cervix', 'high grade cervical dysplasia with cin 3'],
    abbreviations: ['CIN3', 'CIN III', 'CIN 3'],
    refutedBy: { instead: ['cin 1', 'cin i', 'cin 2', 'cin ii', 'low grade squamous intraepithelial lesion', 'invasive cervical cancer', 'invasive squamous cell carcinoma of the cervix'] },
    backing: { terms: ['leep', 'loop electrosurgical excision', 'cold knife conization', 'cone biopsy', 'conization', 'colposcopy', 'hysterectomy', 'gynecology', 'gynecologic oncology'], abbreviations: ['LEEP', 'CKC'] },
  },
  {
    id: 'carcinoma-in-situ-bladder',
    title: 'Carcinoma in situ of bladder',
    kind: 'episodic',
    codes: ['D090'],
    terms: ['carcinoma in situ of the bladder', 'bladder carcinoma in situ', 'urothelial carcinoma in situ', 'bladder cis', 'cis of the bladder', 'noninvasive papillary urothelial carcinoma', 'non invasive papillary urothelial carcinoma', 'pta urothelial carcinoma'],
    refutedBy: { instead: ['muscle invasive bladder cancer', 'muscle invasive urothelial carcinoma', 'invasive urothelial carcinoma'] },
    backing: { terms: ['bcg', 'intravesical bcg', 'intravesical chemotherapy', 'intravesical gemcitabine', 'mitomycin', 'turbt', 'transurethral resection of bladder tumor', 'cystoscopy', 'urine cytology', 'cystectomy', 'urology'], abbreviations: ['BCG', 'TURBT'] },
  },
  {
    id: 'squamous-cell-carcinoma-in-situ-skin',
    title: 'Carcinoma in situ of skin, unspecified',
    kind: 'episodic',
    codes: ['D049'],
    terms: ['squamous cell carcinoma in situ', 'squamous cell carcinoma in situ of the skin', "bowen's disease", 'bowen disease', 'sccis', 'intraepidermal carcinoma', 'carcinoma in situ of the skin'],
    pseudo: ['bowenoid papulosis'],
    refutedBy: { instead: ['invasive squamous cell carcinoma', 'actinic keratosis'] },
    backing: { terms: skinCare },
  },
  {
    id: 'melanoma-in-situ',
    title: 'Melanoma in situ, unspecified',
    kind: 'episodic',
    codes: ['D039'],
    terms: ['melanoma in situ', 'lentigo maligna', 'malignant melanoma in situ', 'in situ melanoma'],
    refutedBy: { instead: ['invasive melanoma', 'lentigo maligna melanoma', 'dysplastic nevus', 'atypical nevus'] },
    backing: { terms: words(skinCare, ['staged excision', 'slow mohs']) },
  },
];

// ------------------------------------------------------------------ benign neoplasms (D12-D35)

const adenomaNouns = ['adenoma', 'tubular adenoma', 'tubulovillous adenoma', 'villous adenoma', 'adenomatous polyp', 'sessile serrated adenoma', 'sessile serrated lesion', 'sessile serrated polyp', 'traditional serrated adenoma', 'advanced adenoma'];
/** "tubular adenoma of the sigmoid colon", "sigmoid tubular adenoma", "tubular adenoma in the sigmoid". */
function adenomaAt(sites: readonly string[]): string[] {
  return words(sites.flatMap((s) => adenomaNouns.flatMap((n) => [`${s} ${n}`, `${n} of the ${s}`, `${n} in the ${s}`, `${n} from the ${s}`, `${n} at the ${s}`, `${n}, ${s}`])));
}
const colonSegments = [
  { code: 'D120', key: 'cecum', title: 'cecum', words: ['cecum', 'cecal', 'ileocecal valve'] },
  { code: 'D122', key: 'ascending-colon', title: 'ascending colon', words: ['ascending colon'] },
  // Both flexures are the transverse colon's (D12.3).
  { code: 'D123', key: 'transverse-colon', title: 'transverse colon', words: ['transverse colon', 'hepatic flexure', 'splenic flexure'] },
  { code: 'D124', key: 'descending-colon', title: 'descending colon', words: ['descending colon'] },
  { code: 'D125', key: 'sigmoid-colon', title: 'sigmoid colon', words: ['sigmoid colon', 'sigmoid'] },
  { code: 'D128', key: 'rectum', title: 'rectum', words: ['rectum', 'rectal'] },
] as const;
const polypCare = {
  terms: ['polypectomy', 'snare polypectomy', 'cold snare polypectomy', 'hot snare polypectomy', 'endoscopic mucosal resection', 'endoscopic submucosal dissection', 'colonoscopy', 'flexible sigmoidoscopy', 'hemoclip', 'pathology', 'surveillance colonoscopy', 'colectomy', 'gastroenterology'],
  abbreviations: ['ESD'],
};
// A hyperplastic or inflammatory polyp is K63.5 / K62.1; invasive carcinoma in it is C18.
const polypInstead = ['hyperplastic polyp', 'inflammatory polyp', 'inflammatory pseudopolyp', 'lymphoid aggregate', 'invasive adenocarcinoma', 'adenocarcinoma arising in'];

const benign: CommonCondition[] = [
  ...colonSegments.map((segment): CommonCondition => ({
    id: `colon-adenoma-${segment.key}`,
    title: `Benign neoplasm of ${segment.title}`,
    kind: 'episodic',
    codes: [segment.code],
    terms: adenomaAt(segment.words),
    // Adenomas elsewhere in the colon only are other codes of D12; polyps in several segments are common, so only "elsewhere and never here" counts.
    specificity: { otherKinds: colonSegments.filter((s) => s.code !== segment.code).flatMap((s) => adenomaAt(s.words)) },
    refutedBy: { instead: polypInstead },
    backing: polypCare,
  })),
  {
    id: 'colon-adenoma',
    title: 'Benign neoplasm of colon, unspecified',
    kind: 'episodic',
    codes: ['D126'],
    terms: words(adenomaNouns.flatMap((n) => [`colon ${n}`, `colonic ${n}`, `${n} of the colon`, `${n} in the colon`]), ['tubular adenoma', 'tubulovillous adenoma', 'adenomatous colon polyp', 'adenomatous polyps of the colon']),
    refutedBy: { instead: polypInstead },
    backing: polypCare,
  },
  {
    id: 'hepatic-hemangioma',
    title: 'Hemangioma of intra-abdominal structures',
    kind: 'episodic',
    codes: ['D1803'],
    terms: ['hepatic hemangioma', 'liver hemangioma', 'hemangioma of the liver', 'cavernous hemangioma of the liver', 'splenic hemangioma', 'giant hepatic hemangioma'],
    // Liver masses it is told apart from.
    refutedBy: { instead: ['hepatocellular carcinoma', 'liver metastases', 'hepatic adenoma', 'focal nodular hyperplasia'] },
    backing: { terms: ['mri liver', 'mri abdomen', 'multiphase ct', 'triple phase ct', 'contrast enhanced ultrasound', 'hepatic resection', 'enucleation', 'embolization', 'hepatology', 'surgery'], abbreviations: ['MRI'] },
  },
  {
    id: 'meningioma',
    title: 'Benign neoplasm of cerebral meninges',
    kind: 'episodic',
    codes: ['D320'],
    terms: ['meningioma', 'intracranial meningioma', 'convexity meningioma', 'parasagittal meningioma', 'falcine meningioma', 'sphenoid wing meningioma', 'olfactory groove meningioma', 'skull base meningioma', 'petroclival meningioma', 'tuberculum sellae meningioma', 'benign meningioma', 'who grade 1 meningioma'],
    // Spinal (D32.1); atypical (D42.0) and anaplastic (C70) meningiomas are other codes.
    pseudo: ['spinal meningioma'],
    refutedBy: { instead: ['atypical meningioma', 'anaplastic meningioma', 'malignant meningioma', 'who grade 2 meningioma', 'who grade 3 meningioma'] },
    backing: { terms: ['craniotomy', 'resection', 'meningioma resection', 'neurosurgery', 'mri brain', 'stereotactic radiosurgery', 'gamma knife', 'dexamethasone', 'levetiracetam', 'keppra', 'embolization', 'surveillance mri'], abbreviations: ['MRI', 'SRS'] },
  },
  {
    id: 'spinal-meningioma',
    title: 'Benign neoplasm of spinal meninges',
    kind: 'episodic',
    codes: ['D321'],
    terms: ['spinal meningioma', 'thoracic spinal meningioma', 'cervical spinal meningioma', 'intradural extramedullary meningioma', 'meningioma of the spine'],
    backing: { terms: ['laminectomy', 'resection', 'neurosurgery', 'spine surgery', 'mri spine', 'mri thoracic spine', 'mri cervical spine', 'dexamethasone'], abbreviations: ['MRI'] },
  },
  {
    id: 'vestibular-schwannoma',
    title: 'Benign neoplasm of cranial nerves',
    kind: 'episodic',
    codes: ['D333'],
    terms: ['vestibular schwannoma', 'acoustic neuroma', 'acoustic schwannoma', 'trigeminal schwannoma', 'facial nerve schwannoma', 'cranial nerve schwannoma', 'cerebellopontine angle schwannoma'],
    pseudo: ['neurofibromatosis type 2'],
    backing: { terms: ['retrosigmoid craniotomy', 'translabyrinthine resection', 'resection', 'neurosurgery', 'neurotology', 'stereotactic radiosurgery', 'gamma knife', 'mri brain', 'mri iacs', 'audiogram'], abbreviations: ['SRS', 'MRI'] },
  },
  {
    id: 'pituitary-adenoma',
    title: 'Benign neoplasm of pituitary gland',
    kind: 'episodic',
    codes: ['D352'],
    terms: [
      'pituitary adenoma', 'pituitary macroadenoma', 'pituitary microadenoma', 'nonfunctioning pituitary adenoma', 'non functioning pituitary adenoma', 'prolactinoma',
      'pituitary neuroendocrine tumor', 'growth hormone secreting pituitary adenoma', 'acth secreting pituitary adenoma', 'pituitary tumor',
    ],
    // Craniopharyngioma and Rathke cleft cyst are other sellar lesions (D44.4, E23.6).
    refutedBy: { instead: ['craniopharyngioma', 'rathke cleft cyst', "rathke's cleft cyst"] },
    backing: { terms: ['transsphenoidal resection', 'transsphenoidal surgery', 'endoscopic endonasal resection', 'neurosurgery', 'cabergoline', 'bromocriptine', 'prolactin', 'igf 1', 'mri pituitary', 'mri sella', 'visual field testing', 'endocrinology', 'hydrocortisone', 'stress dose steroids', 'desmopressin'], abbreviations: ['DDAVP'] },
  },
  ...sidedTumour({
    id: 'adrenal-adenoma',
    title: 'Benign neoplasm of adrenal gland',
    codes: { right: ['D3501'], left: ['D3502'], unspecified: ['D3500'] },
    patterns: ['{side} adrenal adenoma', 'adenoma of the {side} adrenal', 'adenoma of the {side} adrenal gland', '{side} adrenal incidentaloma', '{side} adrenal pheochromocytoma', '{side} pheochromocytoma', '{side} aldosteronoma', '{side} adrenal cortical adenoma', '{side} adrenocortical adenoma', '{side} lipid rich adrenal adenoma'],
    generic: ['adrenal adenoma', 'adrenal cortical adenoma', 'adrenocortical adenoma', 'lipid rich adrenal adenoma', 'adrenal incidentaloma', 'pheochromocytoma', 'aldosteronoma', 'aldosterone producing adenoma', 'cortisol secreting adrenal adenoma'],
    pseudo: ['adrenal metastasis', 'adrenal metastases', 'adrenocortical carcinoma', 'malignant pheochromocytoma'],
    backing: { terms: ['adrenalectomy', 'laparoscopic adrenalectomy', 'phenoxybenzamine', 'plasma metanephrines', 'metanephrines', 'dexamethasone suppression test', 'aldosterone renin ratio', 'adrenal vein sampling', 'endocrinology', 'endocrine surgery', 'adrenal protocol ct', 'spironolactone'], abbreviations: ['AVS'] },
  }),
  {
    id: 'thyroid-adenoma',
    title: 'Benign neoplasm of thyroid gland',
    kind: 'episodic',
    codes: ['D34'],
    terms: ['thyroid adenoma', 'follicular adenoma', 'follicular thyroid adenoma', 'hurthle cell adenoma', 'oncocytic adenoma of the thyroid', 'toxic adenoma', 'benign thyroid neoplasm', 'follicular adenoma of the thyroid'],
    // A nodule is not a neoplasm (E04.1); a carcinoma is C73.
    refutedBy: { instead: ['follicular thyroid carcinoma', 'papillary thyroid carcinoma', 'hurthle cell carcinoma', 'nodular hyperplasia', 'adenomatous nodule', 'colloid nodule'] },
    backing: { terms: ['thyroidectomy', 'hemithyroidectomy', 'thyroid lobectomy', 'fine needle aspiration', 'thyroid ultrasound', 'endocrine surgery', 'endocrinology', 'radioactive iodine', 'methimazole', 'levothyroxine'], abbreviations: ['FNA', 'RAI'] },
  },
  ...([
    ['D250', 'submucous', ['submucosal fibroid', 'submucous fibroid', 'submucosal leiomyoma', 'submucous leiomyoma', 'submucosal myoma', 'submucous myoma', 'intracavitary fibroid', 'prolapsing submucosal fibroid', 'figo type 0 fibroid', 'figo type 1 fibroid']],
    ['D251', 'intramural', ['intramural fibroid', 'intramural leiomyoma', 'intramural myoma', 'figo type 3 fibroid', 'figo type 4 fibroid']],
    ['D252', 'subserosal', ['subserosal fibroid', 'subserosal leiomyoma', 'subserous fibroid', 'subserous leiomyoma', 'pedunculated subserosal fibroid', 'pedunculated fibroid', 'subserosal myoma', 'figo type 6 fibroid', 'figo type 7 fibroid']],
  ] as const).map(([code, layer, names], _i, all): CommonCondition => ({
    id: `uterine-leiomyoma-${layer}`,
    title: `${layer[0]!.toUpperCase()}${layer.slice(1)} leiomyoma of uterus`,
    kind: 'episodic',
    codes: [code],
    terms: [...names],
    // Fibroids of another layer only are another code of D25; several layers at once are common, so only "there and never here" counts.
    specificity: { otherKinds: all.filter(([c]) => c !== code).flatMap(([, , n]) => n) },
    refutedBy: { instead: ['uterine leiomyosarcoma', 'adenomyosis', 'endometrial polyp'] },
    backing: { terms: ['myomectomy', 'hysteroscopic myomectomy', 'laparoscopic myomectomy', 'hysterectomy', 'uterine artery embolization', 'leuprolide', 'relugolix', 'elagolix', 'tranexamic acid', 'pelvic ultrasound', 'transvaginal ultrasound', 'mri pelvis', 'gynecology', 'transfusion', 'iron infusion'], abbreviations: ['UAE', 'TVUS'] },
  })),
];

// ------------------------------------------------------------------ uncertain behaviour (D46-D49)

const mpnCare = { terms: ['hydroxyurea', 'hydrea', 'ruxolitinib', 'jakafi', 'fedratinib', 'pacritinib', 'momelotinib', 'interferon', 'ropeginterferon', 'aspirin', 'phlebotomy', 'jak2', 'calr', 'mpl', 'bone marrow biopsy', 'hematology', 'transfusion', 'stem cell transplant'], abbreviations: ['JAK2', 'CALR'] };

const uncertain: CommonCondition[] = [
  ...([
    ['D4620', 'unspecified', ['refractory anemia with excess of blasts', 'refractory anemia with excess blasts', 'myelodysplastic syndrome with excess blasts', 'mds with excess blasts', 'mds eb']],
    ['D4621', '1', ['mds with excess blasts 1', 'mds with excess blasts type 1', 'mds eb 1', 'refractory anemia with excess blasts 1', 'refractory anemia with excess of blasts 1', 'myelodysplastic syndrome with excess blasts 1', 'myelodysplastic syndrome with excess blasts type 1', 'mds eb 1', 'mds eb1', 'raeb 1', 'raeb1']],
    ['D4622', '2', ['mds with excess blasts 2', 'mds with excess blasts type 2', 'mds eb 2', 'refractory anemia with excess blasts 2', 'refractory anemia with excess of blasts 2', 'myelodysplastic syndrome with excess blasts 2', 'myelodysplastic syndrome with excess blasts type 2', 'mds eb 2', 'mds eb2', 'raeb 2', 'raeb2']],
  ] as const).map(([code, type, names], _i, all): CommonCondition => ({
    id: `mds-excess-blasts-${type}`,
    title: `Refractory anemia with excess of blasts${type === 'unspecified' ? ', unspecified' : ` ${type}`}`,
    kind: 'chronic',
    codes: [code],
    // The unspecified code's names are held in the typed ones: each typed entry lists them too, so its type wins.
    terms: [...names],
    ...(type === 'unspecified' ? {} : { specificity: { otherKinds: all.filter(([c, t]) => c !== code && t !== 'unspecified').flatMap(([, , n]) => n) } }),
    backing: { terms: words(transfusion, ['azacitidine', 'vidaza', 'decitabine', 'venetoclax', 'bone marrow biopsy', 'hematology', 'stem cell transplant', 'allogeneic stem cell transplant']) },
  })),
  {
    id: 'myeloproliferative-neoplasm',
    title: 'Chronic myeloproliferative disease',
    kind: 'chronic',
    codes: ['D471'],
    terms: ['myeloproliferative neoplasm', 'myeloproliferative disorder', 'chronic myeloproliferative disease', 'chronic myeloproliferative disorder', 'chronic neutrophilic leukemia', 'mpn unclassifiable', 'myeloproliferative neoplasm, unclassifiable'],
    abbreviations: ['MPN'],
    // The named MPNs have their codes: PV D45, ET D47.3, myelofibrosis D47.4, CML C92.1.
    pseudo: ['polycythemia vera', 'essential thrombocythemia', 'primary myelofibrosis', 'chronic myeloid leukemia'],
    backing: mpnCare,
  },
  {
    id: 'mgus',
    title: 'Monoclonal gammopathy',
    kind: 'chronic',
    codes: ['D472'],
    terms: ['monoclonal gammopathy of undetermined significance', 'monoclonal gammopathy', 'monoclonal gammopathy of unknown significance', 'igg kappa mgus', 'igg lambda mgus', 'igm mgus', 'light chain mgus', 'monoclonal gammopathy of renal significance'],
    abbreviations: ['MGUS', 'MGRS'],
    // Progression to myeloma or Waldenström is that disease (C90.0, C88.0).
    refutedBy: { instead: ['multiple myeloma', 'smoldering multiple myeloma', 'smoldering myeloma', 'waldenstrom macroglobulinemia', 'al amyloidosis'] },
    backing: { terms: ['spep', 'serum protein electrophoresis', 'upep', 'immunofixation', 'serum free light chains', 'free light chain ratio', 'kappa lambda ratio', 'm spike', 'skeletal survey', 'bone marrow biopsy', 'hematology', 'oncology'], abbreviations: ['SPEP', 'UPEP', 'SFLC'] },
  },
  {
    id: 'primary-myelofibrosis',
    title: 'Osteomyelofibrosis',
    kind: 'chronic',
    codes: ['D474'],
    terms: ['primary myelofibrosis', 'idiopathic myelofibrosis', 'chronic idiopathic myelofibrosis', 'myelofibrosis with myeloid metaplasia', 'agnogenic myeloid metaplasia', 'osteomyelofibrosis', 'prefibrotic primary myelofibrosis'],
    abbreviations: ['PMF'],
    // Myelofibrosis after PV or ET, or from another cause, is secondary (D75.81).
    refutedBy: { instead: ['post polycythemia vera myelofibrosis', 'post essential thrombocythemia myelofibrosis', 'post pv myelofibrosis', 'post et myelofibrosis', 'secondary myelofibrosis'] },
    backing: mpnCare,
  },
  {
    id: 'post-transplant-lymphoproliferative-disorder',
    title: 'Post-transplant lymphoproliferative disorder',
    kind: 'episodic',
    codes: ['D47Z1'],
    terms: ['post transplant lymphoproliferative disorder', 'posttransplant lymphoproliferative disorder', 'post transplant lymphoproliferative disease', 'ebv associated ptld'],
    abbreviations: ['PTLD'],
    backing: { terms: ['reduction of immunosuppression', 'reduced immunosuppression', 'immunosuppression reduced', 'tacrolimus reduced', 'mycophenolate held', 'rituximab', 'r chop', 'ebv pcr', 'ebv viral load', 'pet ct', 'excisional biopsy', 'lymph node biopsy', 'tabelecleucel', 'oncology', 'hematology'], abbreviations: ['EBV', 'R-CHOP'] },
  },
  {
    id: 'castleman-disease',
    title: 'Castleman disease',
    kind: 'episodic',
    codes: ['D47Z2'],
    terms: ['castleman disease', "castleman's disease", 'multicentric castleman disease', 'unicentric castleman disease', 'idiopathic multicentric castleman disease', 'hhv 8 associated multicentric castleman disease', 'angiofollicular lymph node hyperplasia'],
    abbreviations: ['iMCD'],
    backing: { terms: ['siltuximab', 'sylvant', 'tocilizumab', 'rituximab', 'excisional biopsy', 'lymph node biopsy', 'excision', 'steroids', 'prednisone', 'hhv 8 pcr', 'il 6', 'hematology', 'oncology'] },
  },
  {
    id: 'brain-neoplasm-unspecified-behavior',
    title: 'Neoplasm of unspecified behavior of brain',
    kind: 'episodic',
    codes: ['D496'],
    terms: ['brain tumor', 'brain neoplasm', 'intracranial neoplasm', 'intracranial tumor', 'neoplasm of the brain', 'tumor of the brain', 'brain tumor of unknown behavior', 'cerebral neoplasm'],
    // A tumour typed by tissue is coded so (glioma C71, metastasis C79.31, meningioma D32.0).
    pseudo: ['primary brain tumor', 'malignant brain tumor', 'benign brain tumor'],
    refutedBy: { instead: ['glioblastoma', 'glioma', 'astrocytoma', 'brain metastases', 'brain metastasis', 'meningioma', 'primary cns lymphoma', 'oligodendroglioma', 'brain abscess', 'tumefactive demyelination'] },
    backing: { terms: ['mri brain', 'mri with contrast', 'brain biopsy', 'stereotactic biopsy', 'craniotomy', 'resection', 'neurosurgery', 'neuro oncology', 'dexamethasone', 'levetiracetam', 'keppra'], abbreviations: ['MRI'] },
  },
];

export const neoplasmConditions: readonly CommonCondition[] = [
  ...headNeck,
  ...digestive,
  ...thoraxAndSoftTissue,
  ...skin,
  ...genitourinary,
  ...neuroendocrine,
  ...secondary,
  ...lymphoid,
  ...inSitu,
  ...benign,
  ...uncertain,
];
