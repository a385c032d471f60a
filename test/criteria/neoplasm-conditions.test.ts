import { neoplasmConditions } from '../../criteria/common/neoplasm.en';
import { builtInResult, codesNotOwnedByTheirEntry } from '../support/built-in';

/**
 * Neoplasms no other entry answers (criteria/common/neoplasm.en.ts): head and neck, digestive,
 * thoracic, skin, genitourinary and neuroendocrine primaries, secondaries by site and nodal region,
 * lymphomas and leukemias, in situ, benign and uncertain-behaviour neoplasms. Each entry: a note
 * that supports it, and one that does not for a reason a reviewer would see (treated in the past
 * only, the other side or site, another type, ruled out, named without management).
 */

const resultOf = builtInResult;

describe('neoplasm entries', () => {
  it('resolve each code to its own pack', () => {
    expect(codesNotOwnedByTheirEntry(neoplasmConditions)).toEqual([]);
  });
});

describe('head and neck primaries', () => {
  it.each([
    ['C01', 'Base of tongue squamous cell carcinoma, p16 positive; started concurrent chemoradiation with weekly cisplatin.', 'Supported'],
    ['C01', 'History of base of tongue cancer s/p chemoradiation 2015, no evidence of recurrence.', 'Unsupported'],
    ['C02.1', 'Squamous cell carcinoma of the lateral tongue; partial glossectomy and neck dissection by ENT.', 'Supported'],
    ['C02.9', 'Base of tongue cancer; PEG tube placed before chemoradiation.', 'Unsupported'],
    ['C04.9', 'Floor of mouth squamous cell carcinoma; resection with free flap reconstruction and tracheostomy.', 'Supported'],
    ['C04.9', 'Floor of mouth cancer listed in the problem list.', 'NoDetermination'],
    ['C06.9', 'Oral cavity squamous cell carcinoma; admitted for surgical resection by head and neck surgery.', 'Supported'],
    ['C06.9', 'History of oral cancer resected 2012, no recurrence.', 'Unsupported'],
    ['C07', 'Mucoepidermoid carcinoma of the parotid; total parotidectomy with facial nerve preservation.', 'Supported'],
    ['C07', 'Parotid mass; FNA showed pleomorphic adenoma, no parotid cancer. Superficial parotidectomy scheduled.', 'Unsupported'],
    ['C09.9', 'HPV positive tonsil cancer; cycle 2 cisplatin with radiation therapy.', 'Supported'],
    ['C09.9', 'Recurrent tonsillitis; tonsil cancer was ruled out on biopsy.', 'Unsupported'],
    ['C11.9', 'Nasopharyngeal carcinoma on nasopharyngeal biopsy; plasma EBV DNA elevated; chemoradiation planned.', 'Supported'],
    ['C11.9', 'History of nasopharyngeal carcinoma s/p chemoradiation 2010, no evidence of recurrence.', 'Unsupported'],
    ['C13.9', 'Hypopharyngeal squamous cell carcinoma; total laryngopharyngectomy.', 'Supported'],
    ['C12', 'Pyriform sinus carcinoma on direct laryngoscopy with biopsy.', 'Supported'],
    ['C13.9', 'Dysphagia; no hypopharyngeal cancer on laryngoscopy.', 'Unsupported'],
    ['C32.0', 'Glottic squamous cell carcinoma of the true vocal cord; radiation therapy started.', 'Supported'],
    ['C32.0', 'Supraglottic squamous cell carcinoma; total laryngectomy.', 'Unsupported'],
    ['C32.1', 'Supraglottic carcinoma; chemoradiation with cisplatin.', 'Supported'],
    ['C32.1', 'Glottic carcinoma; transoral laser microsurgery.', 'Unsupported'],
    ['C32.2', 'Subglottic carcinoma causing stridor; tracheostomy and radiation oncology consult.', 'Supported'],
    ['C32.2', 'Subglottic stenosis after intubation; no subglottic carcinoma on biopsy.', 'Unsupported'],
    ['C30.0', 'Sinonasal undifferentiated carcinoma; endoscopic endonasal resection then radiation therapy.', 'Supported'],
    ['C30.0', 'Epistaxis; nasal cavity examined, no sinonasal carcinoma.', 'Unsupported'],
    ['C31.0', 'Squamous cell carcinoma of the maxillary sinus; medial maxillectomy.', 'Supported'],
    ['C31.0', 'Maxillary sinus cancer noted in past history only.', 'NoDetermination'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('digestive primaries', () => {
  it.each([
    ['C17.0', 'Duodenal adenocarcinoma causing obstruction; duodenal stent placed, oncology consulted.', 'Supported'],
    ['C17.0', 'Ileal adenocarcinoma; small bowel resection.', 'Unsupported'],
    ['C17.1', 'Jejunal adenocarcinoma found on push enteroscopy; small bowel resection.', 'Supported'],
    ['C17.2', 'Adenocarcinoma of the terminal ileum; ileocecectomy.', 'Supported'],
    ['C17.2', 'Duodenal adenocarcinoma; Whipple.', 'Unsupported'],
    ['C17.9', 'Small bowel adenocarcinoma; started FOLFOX.', 'Supported'],
    ['C17.9', 'Small bowel obstruction; CT with no small bowel cancer.', 'Unsupported'],
    ['C21.1', 'Anal squamous cell carcinoma; chemoradiation with mitomycin and 5-FU (Nigro protocol).', 'Supported'],
    ['C21.1', 'History of anal cancer s/p chemoradiation 2014, in remission.', 'Unsupported'],
    ['C22.1', 'Intrahepatic cholangiocarcinoma; started gemcitabine and cisplatin with durvalumab.', 'Supported'],
    ['C22.1', 'Hilar cholangiocarcinoma with jaundice; ERCP with biliary stent.', 'Unsupported'],
    ['C24.0', 'Perihilar cholangiocarcinoma (Klatskin tumor); bilateral percutaneous biliary drains placed.', 'Supported'],
    ['C24.0', 'Intrahepatic cholangiocarcinoma; hepatectomy.', 'Unsupported'],
    ['C24.1', 'Ampullary adenocarcinoma on EUS biopsy; Whipple procedure.', 'Supported'],
    ['C24.1', 'Ampullary adenoma on biopsy, no carcinoma; endoscopic ampullectomy.', 'Unsupported'],
    ['C23', 'Incidental gallbladder adenocarcinoma on cholecystectomy pathology; surgical oncology for extended cholecystectomy.', 'Supported'],
    ['C23', 'Gallbladder polyp 6 mm on ultrasound, not gallbladder cancer; no surgery.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('thoracic, peritoneal, bone and soft tissue primaries', () => {
  it.each([
    ['C37', 'Thymic carcinoma invading the pericardium; thymectomy via median sternotomy.', 'Supported'],
    ['C37', 'Anterior mediastinal mass; thymic carcinoma was excluded, benign thymic cyst.', 'Unsupported'],
    ['C45.1', 'Malignant peritoneal mesothelioma; cytoreductive surgery with HIPEC.', 'Supported'],
    ['C45.1', 'Malignant pleural mesothelioma; PleurX catheter placed.', 'Unsupported'],
    ['C48.0', 'Retroperitoneal liposarcoma 18 cm; resection by surgical oncology.', 'Supported'],
    ['C48.0', 'Retroperitoneal sarcoma was considered; biopsy showed lymphoma, not retroperitoneal sarcoma.', 'Unsupported'],
    ['C48.2', 'Primary peritoneal serous carcinoma with ascites; CA-125 1200; carboplatin and paclitaxel started.', 'Supported'],
    ['C48.2', 'Primary peritoneal carcinoma in the differential; not confirmed, ovarian cancer on biopsy. Ruled out primary peritoneal carcinoma.', 'Unsupported'],
    ['C41.9', 'Osteosarcoma; high dose methotrexate cycle 3 given.', 'Supported'],
    ['C41.9', 'Lytic lesion: bone metastases from renal cell carcinoma; radiation therapy.', 'Unsupported'],
    ['C49.9', 'Undifferentiated pleomorphic sarcoma of the thigh; wide resection by orthopedic oncology.', 'Supported'],
    ['C49.9', 'Thigh mass on MRI: benign lipoma, no sarcoma.', 'Unsupported'],
    ['C49.9', 'Kaposi sarcoma of the leg; liposomal doxorubicin.', 'NoDetermination'],
    ['C49.A0', 'Gastrointestinal stromal tumor; imatinib continued.', 'Supported'],
    ['C49.A0', 'History of gastrointestinal stromal tumor s/p resection 2016, no recurrence.', 'Unsupported'],
    ['C49.A2', 'Gastric GIST with upper GI bleed; wedge gastrectomy, then imatinib.', 'Supported'],
    ['C49.A2', 'Small bowel GIST; small bowel resection.', 'Unsupported'],
    ['C49.A3', 'Small bowel GIST causing obscure bleeding; small bowel resection.', 'Supported'],
    ['C49.A3', 'GIST on imatinib.', 'NoDetermination'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('skin and Kaposi sarcoma', () => {
  it.each([
    ['C44.91', 'Basal cell carcinoma of the back; excision by dermatology.', 'Supported'],
    ['C44.91', 'Cutaneous squamous cell carcinoma of the scalp; Mohs surgery.', 'Unsupported'],
    ['C44.92', 'Invasive squamous cell carcinoma of the skin of the forearm; wide local excision.', 'Supported'],
    ['C44.92', 'Skin lesion biopsy: squamous cell carcinoma in situ; imiquimod.', 'Unsupported'],
    ['C46.9', 'AIDS related Kaposi sarcoma; antiretroviral therapy restarted and liposomal doxorubicin given.', 'Supported'],
    ['C46.9', 'Violaceous lesions; skin biopsy negative for Kaposi sarcoma.', 'Unsupported'],
    ['C46.0', 'Cutaneous Kaposi sarcoma of both legs; punch biopsy, dermatology consulted.', 'Supported'],
    ['C46.0', 'Kaposi sarcoma; oncology following.', 'NoDetermination'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('genital, urinary and adrenal primaries, by side', () => {
  it.each([
    ['C51.9', 'Vulvar squamous cell carcinoma; radical vulvectomy with sentinel lymph node biopsy.', 'Supported'],
    ['C51.9', 'Vulvar itching: lichen sclerosus on biopsy, no vulvar cancer.', 'Unsupported'],
    ['C52', 'Primary vaginal squamous cell carcinoma; chemoradiation with brachytherapy.', 'Supported'],
    ['C52', 'Endometrial cancer, vaginal brachytherapy completed.', 'NoDetermination'],
    ['C55', 'Uterine leiomyosarcoma; total abdominal hysterectomy, gynecologic oncology following.', 'Supported'],
    ['C55', 'Enlarged uterus from uterine fibroids, not uterine cancer; myomectomy.', 'Unsupported'],
    ['C62.11', 'Right testicular seminoma; right radical orchiectomy, AFP and beta hCG sent.', 'Supported'],
    ['C62.11', 'Left testicular seminoma; left radical orchiectomy.', 'Unsupported'],
    ['C62.92', 'Left testicular mixed germ cell tumor; BEP chemotherapy cycle 1.', 'Supported'],
    ['C62.92', 'Right testicular cancer; inguinal orchiectomy.', 'Unsupported'],
    ['C62.90', 'Nonseminomatous germ cell tumor; started BEP.', 'Supported'],
    ['C62.90', 'History of testicular cancer s/p orchiectomy 2008, no evidence of recurrence.', 'Unsupported'],
    ['C65.1', 'Urothelial carcinoma of the right renal pelvis; right radical nephroureterectomy.', 'Supported'],
    ['C65.1', 'Urothelial carcinoma of the left renal pelvis; left nephroureterectomy.', 'Unsupported'],
    ['C65.2', 'Left renal pelvis urothelial carcinoma; ureteroscopic biopsy by urology.', 'Supported'],
    ['C65.9', 'Renal pelvis urothelial carcinoma; nephroureterectomy.', 'Supported'],
    ['C65.9', 'Hematuria; ureteroscopy showed no renal pelvis cancer.', 'Unsupported'],
    ['C66.1', 'Urothelial carcinoma of the right distal ureter; distal ureterectomy.', 'Supported'],
    ['C66.2', 'Left ureteral urothelial carcinoma with hydronephrosis; ureteral stent placed.', 'Supported'],
    ['C66.2', 'Right ureteral tumor; nephrostomy placed.', 'Unsupported'],
    ['C66.9', 'Ureteral urothelial carcinoma; mitomycin gel instillation.', 'Supported'],
    ['C74.01', 'Right adrenocortical carcinoma with cortisol excess; right adrenalectomy then mitotane.', 'Supported'],
    ['C74.02', 'Left adrenocortical carcinoma; mitotane started.', 'Supported'],
    ['C74.02', 'Right adrenocortical carcinoma; right adrenalectomy.', 'Unsupported'],
    ['C74.00', 'Adrenocortical carcinoma; adrenalectomy by endocrine surgery.', 'Supported'],
    ['C74.00', 'Adrenal mass: lipid rich adrenal adenoma, not adrenocortical carcinoma.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('neuroendocrine tumours', () => {
  it.each([
    ['C7A.00', 'Metastatic carcinoid tumor; lanreotide injection given, chromogranin A trended.', 'Supported'],
    ['C7A.00', 'Flushing and diarrhea; 5-HIAA normal, no carcinoid tumor found.', 'Unsupported'],
    ['C7A.00', 'Pancreatic neuroendocrine tumor, grade 1; octreotide LAR started.', 'Unsupported'],
    ['C7A.019', 'Small bowel neuroendocrine tumor causing obstruction; small bowel resection, octreotide.', 'Supported'],
    ['C7A.019', 'History of small bowel carcinoid s/p resection 2012, no evidence of recurrence.', 'Unsupported'],
    ['C7A.1', 'High grade neuroendocrine carcinoma of the pancreas; carboplatin and etoposide started.', 'Supported'],
    ['C7A.1', 'Pancreatic mass: well differentiated neuroendocrine tumor, grade 1; octreotide.', 'Unsupported'],
    ['C7B.02', 'Neuroendocrine liver metastases; transarterial embolization by interventional radiology.', 'Supported'],
    ['C7B.02', 'Small bowel carcinoid; MRI showed no neuroendocrine liver metastases.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('secondary malignant neoplasms', () => {
  it.each([
    ['C77.0', 'Metastatic cervical lymphadenopathy from head and neck squamous cell carcinoma; neck dissection.', 'Supported'],
    ['C77.0', 'Breast cancer with axillary lymph node metastases; axillary dissection.', 'Unsupported'],
    ['C77.1', 'Lung adenocarcinoma with mediastinal lymph node metastases confirmed by EBUS; chemoradiation.', 'Supported'],
    ['C77.1', 'Lung cancer; EBUS sampling of mediastinal nodes negative for malignancy. No mediastinal lymph node metastases.', 'Unsupported'],
    ['C77.2', 'Retroperitoneal lymph node metastases from testicular cancer; retroperitoneal lymph node dissection.', 'Supported'],
    ['C77.2', 'Pelvic lymph node metastases from cervical cancer; chemoradiation.', 'Unsupported'],
    ['C77.3', 'Axillary lymph node metastases from breast cancer; axillary dissection.', 'Supported'],
    ['C77.3', 'Axillary lymph node metastases listed in the problem list.', 'NoDetermination'],
    ['C77.4', 'Inguinal lymph node metastasis from melanoma of the leg; inguinal dissection then nivolumab.', 'Supported'],
    ['C77.4', 'Cervical lymph node metastases; neck dissection.', 'Unsupported'],
    ['C77.5', 'Pelvic lymph node metastases from prostate cancer; radiation therapy and ADT.', 'Supported'],
    ['C77.5', 'Retroperitoneal lymph node metastases; chemotherapy.', 'Unsupported'],
    ['C77.8', 'Widespread nodal metastases from melanoma; pembrolizumab started.', 'Supported'],
    ['C77.8', 'No widespread nodal metastases on PET CT.', 'Unsupported'],
    ['C78.1', 'Metastatic mediastinal mass from renal cell carcinoma compressing the SVC; palliative radiation.', 'Supported'],
    ['C78.1', 'Mediastinal lymph node metastases; EBUS biopsy.', 'Unsupported'],
    ['C78.4', 'Metastatic melanoma to the small bowel causing intussusception; small bowel resection.', 'Supported'],
    ['C78.4', 'Small bowel metastases excluded on CT enterography.', 'Unsupported'],
    ['C78.5', 'Colonic metastasis from lobular breast cancer on colonoscopy biopsy; letrozole continued.', 'Supported'],
    ['C78.5', 'No colonic metastases on colonoscopy.', 'Unsupported'],
    ['C79.2', 'Cutaneous metastases from breast cancer; punch biopsy confirmed, radiation oncology consulted.', 'Supported'],
    ['C79.2', 'Skin nodule; biopsy negative for cutaneous metastasis, a dermatofibroma.', 'Unsupported'],
    ['C79.52', 'Myelophthisic anemia from bone marrow metastases of prostate cancer; bone marrow biopsy; transfused 2 units.', 'Supported'],
    ['C79.52', 'Bone marrow biopsy: no bone marrow metastasis.', 'Unsupported'],
    ['C80.0', 'Disseminated malignancy of unclear origin; goals of care meeting, transitioned to hospice.', 'Supported'],
    ['C80.0', 'Peritoneal carcinomatosis from ovarian cancer; paracentesis.', 'NoDetermination'],
    ['C80.1', 'Metastatic adenocarcinoma of unknown primary; immunohistochemistry nonspecific, started carboplatin and paclitaxel.', 'Supported'],
    ['C80.1', 'Initially carcinoma of unknown primary; colonoscopy found the sigmoid primary. Not a cancer of unknown primary.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('Burkitt lymphoma by region', () => {
  it.each([
    ['C83.70', 'Burkitt lymphoma; started DA-EPOCH-R with intrathecal methotrexate, rasburicase for tumor lysis.', 'Supported'],
    ['C83.70', 'History of Burkitt lymphoma s/p chemotherapy 2010, no evidence of recurrence.', 'Unsupported'],
    ['C83.71', 'Burkitt lymphoma with bulky cervical lymphadenopathy; R-EPOCH started.', 'Supported'],
    ['C83.72', 'Burkitt lymphoma presenting as a mediastinal mass; intrathecal chemotherapy and R-EPOCH.', 'Supported'],
    ['C83.73', 'Burkitt lymphoma with mesenteric lymphadenopathy; CODOX-M given.', 'Supported'],
    ['C83.73', 'Burkitt lymphoma; CODOX-M given.', 'NoDetermination'],
    ['C83.74', 'Burkitt lymphoma with axillary lymphadenopathy; rituximab and hyper CVAD.', 'Supported'],
    ['C83.75', 'Burkitt lymphoma with inguinal lymphadenopathy; R-EPOCH.', 'Supported'],
    ['C83.76', 'Burkitt lymphoma with pelvic lymphadenopathy; rituximab.', 'Supported'],
    ['C83.77', 'Burkitt lymphoma with splenic involvement; DA-EPOCH-R.', 'Supported'],
    ['C83.78', 'Stage IV Burkitt lymphoma with lymphadenopathy above and below the diaphragm; hyper CVAD.', 'Supported'],
    ['C83.79', 'Burkitt lymphoma with an ileocecal mass and intussusception; hemicolectomy then R-EPOCH.', 'Supported'],
    ['C83.79', 'Burkitt lymphoma was suspected; biopsy showed diffuse large B cell lymphoma, not Burkitt lymphoma.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('other lymphomas, plasma cell neoplasms and leukemias', () => {
  it.each([
    ['C84.40', 'Peripheral T-cell lymphoma NOS; CHOEP cycle 2 given.', 'Supported'],
    ['C84.40', 'Lymphadenopathy; biopsy negative for peripheral T cell lymphoma, reactive hyperplasia.', 'Unsupported'],
    ['C84.60', 'ALK positive anaplastic large cell lymphoma; brentuximab with CHP.', 'Supported'],
    ['C84.60', 'ALK negative anaplastic large cell lymphoma; BV-CHP.', 'Unsupported'],
    ['C84.70', 'ALK negative anaplastic large cell lymphoma on lymph node biopsy; BV-CHP cycle 1.', 'Supported'],
    ['C84.70', 'ALK positive anaplastic large cell lymphoma; brentuximab.', 'Unsupported'],
    ['C84.00', 'Mycosis fungoides, tumor stage; total skin electron beam therapy and bexarotene.', 'Supported'],
    ['C84.00', 'Eczematous rash; skin biopsy negative for mycosis fungoides.', 'Unsupported'],
    ['C84.10', 'Sezary syndrome with erythroderma; extracorporeal photopheresis and mogamulizumab.', 'Supported'],
    ['C84.10', 'Erythroderma from drug reaction; flow cytometry negative, not Sezary syndrome.', 'Unsupported'],
    ['C84.A0', 'Cutaneous T-cell lymphoma; phototherapy with NB-UVB by dermatology.', 'Supported'],
    ['C84.A0', 'Mycosis fungoides, patch stage; bexarotene and phototherapy.', 'Unsupported'],
    ['C86.5', 'Angioimmunoblastic T-cell lymphoma on lymph node biopsy; CHOP started.', 'Supported'],
    ['C86.5', 'Angioimmunoblastic T cell lymphoma was excluded on excisional biopsy.', 'Unsupported'],
    ['C88.0', 'Waldenstrom macroglobulinemia with hyperviscosity; plasmapheresis, IgM level trended, then bendamustine and rituximab.', 'Supported'],
    ['C88.0', 'IgM MGUS; no Waldenstrom macroglobulinemia on bone marrow biopsy.', 'Unsupported'],
    ['C88.4', 'Gastric MALT lymphoma; H. pylori eradication with quadruple therapy, EGD surveillance.', 'Supported'],
    ['C88.4', 'History of gastric MALT lymphoma s/p H. pylori eradication 2015, no evidence of recurrence.', 'Unsupported'],
    ['C90.20', 'Extramedullary plasmacytoma of the nasopharynx; radiation therapy.', 'Supported'],
    ['C90.20', 'Extramedullary plasmacytoma listed in past history.', 'NoDetermination'],
    ['C90.30', 'Solitary plasmacytoma of the T8 vertebra; bone marrow biopsy without clonal plasma cells; radiation therapy.', 'Supported'],
    ['C90.30', 'Multiple myeloma with plasmacytoma of the rib; daratumumab.', 'Unsupported'],
    ['C93.00', 'Acute monocytic leukemia with leukostasis; hydroxyurea and induction chemotherapy with 7+3.', 'Supported'],
    ['C93.00', 'Monocytosis; bone marrow biopsy negative for acute monocytic leukemia.', 'Unsupported'],
    ['C93.10', 'Chronic myelomonocytic leukemia; azacitidine cycle 4, transfused 1 unit.', 'Supported'],
    ['C93.10', 'Monocytosis; marrow not consistent with chronic myelomonocytic leukemia.', 'Unsupported'],
    ['C93.10', 'CMML in complete remission after transplant; hematology following, tacrolimus continued.', 'Unsupported'],
    ['C93.11', 'CMML in complete remission after allogeneic stem cell transplant; hematology following.', 'Supported'],
    ['C93.11', 'Relapsed CMML; azacitidine restarted.', 'Unsupported'],
    ['C93.12', 'Relapsed chronic myelomonocytic leukemia; decitabine started.', 'Supported'],
    ['C93.12', 'CMML in remission; oncology following.', 'Unsupported'],
    ['C91.40', 'Hairy cell leukemia with pancytopenia; cladribine given.', 'Supported'],
    ['C91.40', 'History of hairy cell leukemia s/p cladribine 2011, no evidence of recurrence.', 'Unsupported'],
    ['C91.01', 'B-ALL in first complete remission, on POMP maintenance chemotherapy.', 'Supported'],
    ['C91.01', 'Relapsed acute lymphoblastic leukemia; blinatumomab started.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('carcinomas in situ', () => {
  it.each([
    ['D05.11', 'Right breast DCIS; right lumpectomy with needle localization.', 'Supported'],
    ['D05.11', 'Left breast DCIS; left lumpectomy.', 'Unsupported'],
    ['D05.12', 'Ductal carcinoma in situ of the left breast; left simple mastectomy.', 'Supported'],
    ['D05.12', 'Invasive ductal carcinoma of the left breast; mastectomy.', 'NoDetermination'],
    ['D05.10', 'Ductal carcinoma in situ on stereotactic biopsy; lumpectomy then tamoxifen.', 'Supported'],
    ['D05.10', 'Breast biopsy benign, no ductal carcinoma in situ.', 'Unsupported'],
    ['D06.9', 'CIN 3 on colposcopic biopsy; LEEP performed.', 'Supported'],
    ['D06.9', 'Colposcopy biopsy: CIN 1 only; repeat Pap in one year.', 'Unsupported'],
    ['D09.0', 'Bladder carcinoma in situ on TURBT; induction intravesical BCG.', 'Supported'],
    ['D09.0', 'Muscle invasive bladder cancer; radical cystectomy.', 'Unsupported'],
    ['D04.9', 'Squamous cell carcinoma in situ (Bowen disease) of the shin; excision by dermatology.', 'Supported'],
    ['D04.9', 'Skin biopsy: actinic keratosis, no squamous cell carcinoma in situ.', 'Unsupported'],
    ['D03.9', 'Melanoma in situ of the cheek; staged excision.', 'Supported'],
    ['D03.9', 'Pigmented lesion: dysplastic nevus, not melanoma in situ; re-excision.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('benign neoplasms', () => {
  it.each([
    ['D12.0', 'Colonoscopy: 2 cm cecal tubulovillous adenoma removed by endoscopic mucosal resection.', 'Supported'],
    ['D12.0', 'Colonoscopy: sigmoid tubular adenoma removed by cold snare polypectomy.', 'Unsupported'],
    ['D12.2', 'Ascending colon tubular adenoma; snare polypectomy, hemoclip placed.', 'Supported'],
    ['D12.2', 'Tubular adenoma at the hepatic flexure; cold snare polypectomy.', 'Unsupported'],
    ['D12.3', 'Sessile serrated lesion at the hepatic flexure removed by endoscopic mucosal resection.', 'Supported'],
    ['D12.4', 'Tubular adenoma of the descending colon; polypectomy.', 'Supported'],
    ['D12.5', 'Post-polypectomy bleeding after removal of a sigmoid tubular adenoma; hemoclips placed.', 'Supported'],
    ['D12.5', 'Sigmoid polyp removed; pathology hyperplastic polyp.', 'Unsupported'],
    ['D12.8', 'Rectal villous adenoma removed by endoscopic submucosal dissection.', 'Supported'],
    ['D12.8', 'Rectal adenoma noted on a colonoscopy years ago.', 'NoDetermination'],
    ['D12.6', 'Colonoscopy with polypectomy; pathology tubular adenoma.', 'Supported'],
    ['D12.6', 'Colon polyps removed; pathology hyperplastic polyp, no adenoma.', 'Unsupported'],
    ['D18.03', 'Hepatic hemangioma 4 cm confirmed on MRI liver; no intervention, outpatient follow-up.', 'Supported'],
    ['D18.03', 'Liver lesion; MRI shows focal nodular hyperplasia.', 'Unsupported'],
    ['D32.0', 'Convexity meningioma with edema causing seizures; craniotomy and resection, levetiracetam.', 'Supported'],
    ['D32.0', 'Atypical meningioma (WHO grade 2); craniotomy.', 'Unsupported'],
    ['D32.1', 'Thoracic spinal meningioma compressing the cord; laminectomy and resection.', 'Supported'],
    ['D32.1', 'Spinal meningioma on an old report.', 'NoDetermination'],
    ['D33.3', 'Left vestibular schwannoma with hearing loss; gamma knife radiosurgery.', 'Supported'],
    ['D33.3', 'Asymmetric hearing loss; MRI IACs negative for acoustic neuroma.', 'Unsupported'],
    ['D35.2', 'Pituitary macroadenoma with bitemporal hemianopia; transsphenoidal resection, stress dose steroids.', 'Supported'],
    ['D35.2', 'Sellar lesion: craniopharyngioma on pathology; resected.', 'Unsupported'],
    ['D35.01', 'Right adrenal pheochromocytoma; phenoxybenzamine then right laparoscopic adrenalectomy.', 'Supported'],
    ['D35.01', 'Left adrenal adenoma; dexamethasone suppression test normal.', 'Unsupported'],
    ['D35.02', 'Left aldosteronoma confirmed by adrenal vein sampling; left adrenalectomy.', 'Supported'],
    ['D35.00', 'Adrenal incidentaloma; plasma metanephrines and dexamethasone suppression test sent.', 'Supported'],
    ['D35.00', 'Adrenal adenoma in the problem list.', 'NoDetermination'],
    ['D34', 'Follicular adenoma of the thyroid on hemithyroidectomy pathology.', 'Supported'],
    ['D34', 'Thyroid nodule; FNA showed papillary thyroid carcinoma; total thyroidectomy.', 'Unsupported'],
    ['D25.0', 'Submucosal fibroid with menorrhagia and hemoglobin 6.8; hysteroscopic myomectomy, transfusion.', 'Supported'],
    ['D25.0', 'Intramural fibroid on pelvic ultrasound; leuprolide.', 'Unsupported'],
    ['D25.1', 'Intramural fibroids causing heavy bleeding; uterine artery embolization.', 'Supported'],
    ['D25.2', 'Torsion of a pedunculated subserosal fibroid; laparoscopic myomectomy.', 'Supported'],
    ['D25.2', 'Submucosal fibroid; hysteroscopic myomectomy.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('neoplasms of uncertain behaviour', () => {
  it.each([
    ['D46.21', 'MDS with excess blasts 1 on bone marrow biopsy; azacitidine cycle 1, transfused 2 units PRBC.', 'Supported'],
    ['D46.21', 'MDS with excess blasts 2; azacitidine and venetoclax.', 'Unsupported'],
    ['D46.22', 'Myelodysplastic syndrome with excess blasts 2; azacitidine started, allogeneic stem cell transplant evaluation.', 'Supported'],
    ['D46.20', 'Refractory anemia with excess blasts; transfusion dependent, decitabine.', 'Supported'],
    ['D46.20', 'Cytopenias; bone marrow biopsy without excess blasts, no myelodysplastic syndrome with excess blasts.', 'Unsupported'],
    ['D47.1', 'Myeloproliferative neoplasm, JAK2 positive; hydroxyurea continued, hematology following.', 'Supported'],
    ['D47.1', 'Thrombocytosis reactive to iron deficiency; JAK2 negative, no myeloproliferative neoplasm.', 'Unsupported'],
    ['D47.2', 'IgG kappa MGUS; SPEP with M spike 0.8, serum free light chains sent.', 'Supported'],
    ['D47.2', 'Monoclonal gammopathy now progressed to multiple myeloma; started daratumumab.', 'NoDetermination'],
    ['D47.2', 'SPEP without an M spike; no monoclonal gammopathy.', 'Unsupported'],
    ['D47.4', 'Primary myelofibrosis with splenomegaly; ruxolitinib continued, transfused 1 unit.', 'Supported'],
    ['D47.4', 'Post polycythemia vera myelofibrosis; ruxolitinib.', 'Unsupported'],
    ['D47.Z1', 'EBV associated PTLD after kidney transplant; reduced immunosuppression and rituximab.', 'Supported'],
    ['D47.Z1', 'Kidney transplant recipient with lymphadenopathy; biopsy negative for post transplant lymphoproliferative disorder.', 'Unsupported'],
    ['D47.Z2', 'Idiopathic multicentric Castleman disease; siltuximab infusion given.', 'Supported'],
    ['D47.Z2', 'Lymph node biopsy reactive; Castleman disease was excluded.', 'Unsupported'],
    ['D49.6', 'Brain tumor found on MRI brain with edema; dexamethasone started and stereotactic biopsy planned.', 'Supported'],
    ['D49.6', 'Glioblastoma on stereotactic biopsy; temozolomide with radiation.', 'Unsupported'],
    ['D49.6', 'Ring enhancing lesion on MRI brain: brain abscess, aspirated by neurosurgery; no brain tumor.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});
