import { skinEyeEarJointConditions } from '../../criteria/common/skin-eye-ear-joint.en';
import { builtInResult, codesNotOwnedByTheirEntry } from '../support/built-in';

/**
 * Skin, eye, ear and musculoskeletal entries (criteria/common/skin-eye-ear-joint.en.ts). Each
 * entry: a note that supports it, and one that does not for a reason a reviewer would see (ruled
 * out, the other side, another type, named but not managed).
 */

const resultOf = builtInResult;

describe('skin, eye, ear and joint entries', () => {
  it('resolve each code to its own pack', () => {
    expect(codesNotOwnedByTheirEntry(skinEyeEarJointConditions)).toEqual([]);
  });
});

/** A sided family: [right code, left code, bilateral code or '', what names it for a side, what manages it]. */
const sidedFamilies: readonly (readonly [string, string, string, (side: string) => string, string])[] = [
  ['H11.31', 'H11.32', 'H11.33', (s) => `Subconjunctival hemorrhage of the ${s} eye`, 'apixaban held one dose, artificial tears'],
  ['H05.011', 'H05.012', 'H05.013', (s) => `CT orbits: ${s} orbital cellulitis with proptosis`, 'IV ampicillin-sulbactam and vancomycin, ophthalmology and ENT following'],
  ['H33.001', 'H33.002', 'H33.003', (s) => `Macula-off retinal detachment of the ${s} eye`, 'pars plana vitrectomy by retina'],
  ['H43.11', 'H43.12', 'H43.13', (s) => `Dense vitreous hemorrhage in the ${s} eye on B-scan ultrasound`, 'head of bed elevation, retina specialist follow-up'],
  ['H34.11', 'H34.12', 'H34.13', (s) => `Sudden painless vision loss: ${s} central retinal artery occlusion`, 'stroke workup with MRI brain and carotid duplex, aspirin and atorvastatin'],
  ['H40.211', 'H40.212', 'H40.213', (s) => `Acute angle closure glaucoma of the ${s} eye, IOP 58`, 'acetazolamide, timolol and laser peripheral iridotomy'],
  ['H60.91', 'H60.92', 'H60.93', (s) => `Otitis externa of the ${s} ear`, 'ciprofloxacin otic drops'],
  ['H60.21', 'H60.22', 'H60.23', (s) => `Malignant otitis externa of the ${s} ear in a diabetic`, 'CT temporal bone, IV cefepime via PICC for 6 weeks'],
  ['H66.91', 'H66.92', 'H66.93', (s) => `Otitis media of the ${s} ear`, 'amoxicillin'],
  ['H66.001', 'H66.002', 'H66.003', (s) => `Acute suppurative otitis media of the ${s} ear`, 'amoxicillin-clavulanate'],
  ['H66.3X1', 'H66.3X2', 'H66.3X3', (s) => `Chronic suppurative otitis media of the ${s} ear`, 'ciprofloxacin otic and aural toilet by ENT'],
  ['H70.001', 'H70.002', 'H70.003', (s) => `Acute mastoiditis of the ${s} ear`, 'CT temporal bone, ceftriaxone, myringotomy by ENT'],
  ['H61.21', 'H61.22', 'H61.23', (s) => `Impacted cerumen of the ${s} ear`, 'cerumen removal with irrigation'],
  ['H93.11', 'H93.12', 'H93.13', (s) => `Tinnitus of the ${s} ear`, 'audiogram ordered, aspirin held'],
  ['H91.21', 'H91.22', 'H91.23', (s) => `Sudden sensorineural hearing loss of the ${s} ear`, 'high dose prednisone and audiogram'],
  ['H81.01', 'H81.02', 'H81.03', (s) => `Meniere's disease of the ${s} ear flaring`, 'meclizine and low salt diet'],
  ['H81.21', 'H81.22', 'H81.23', (s) => `Vestibular neuritis of the ${s} ear`, 'meclizine, prednisone taper and vestibular rehabilitation'],
  ['H83.01', 'H83.02', 'H83.03', (s) => `Labyrinthitis of the ${s} ear`, 'meclizine and vestibular therapy'],
  ['H01.003', 'H01.006', '', (s) => `Blepharitis of the ${s} eye`, 'warm compresses and lid scrubs'],
  ['H00.13', 'H00.16', '', (s) => `Chalazion of the ${s} upper eyelid`, 'warm compresses, incision and curettage by ophthalmology'],
  ['L03.011', 'L03.012', '', (s) => `Cellulitis of the ${s} index finger`, 'cefazolin'],
  ['L03.031', 'L03.032', '', (s) => `Cellulitis of the ${s} great toe`, 'cephalexin and podiatry'],
  ['L02.411', 'L02.412', '', (s) => `Abscess of the ${s} axilla`, 'incision and drainage, doxycycline'],
  ['M18.11', 'M18.12', 'M18.0', (s) => `Osteoarthritis of the first CMC joint, ${s} thumb basal joint arthritis`, 'thumb spica splint and hand therapy'],
  ['M75.101', 'M75.102', '', (s) => `Rotator cuff tear of the ${s} shoulder`, 'sling and orthopedics follow-up'],
  ['M70.21', 'M70.22', '', (s) => `Olecranon bursitis of the ${s} elbow`, 'bursal aspiration and compression wrap'],
  ['M70.41', 'M70.42', '', (s) => `Prepatellar bursitis of the ${s} knee`, 'bursal aspiration and naproxen'],
  ['M70.61', 'M70.62', '', (s) => `Trochanteric bursitis of the ${s} hip`, 'trochanteric bursa injection'],
  ['M71.121', 'M71.122', '', (s) => `Septic olecranon bursitis of the ${s} elbow`, 'bursal fluid culture MSSA, cefazolin and bursectomy'],
  ['M71.161', 'M71.162', '', (s) => `Septic prepatellar bursitis of the ${s} knee`, 'incision and drainage, cefazolin'],
  ['M11.261', 'M11.262', '', (s) => `Pseudogout of the ${s} knee`, 'arthrocentesis with calcium pyrophosphate crystals, colchicine'],
  ['M25.461', 'M25.462', '', (s) => `Effusion of the ${s} knee`, 'arthrocentesis drained 60 mL of clear fluid, ice and a compression wrap'],
  ['M25.511', 'M25.512', '', (s) => `Pain in the ${s} shoulder`, 'x-ray negative, acetaminophen and physical therapy'],
  ['M25.551', 'M25.552', '', (s) => `Pain in the ${s} hip after the fall`, 'x-ray negative, acetaminophen and physical therapy'],
  ['M25.561', 'M25.562', '', (s) => `Pain in the ${s} knee`, 'x-ray negative, acetaminophen and physical therapy'],
  ['M79.604', 'M79.605', '', (s) => `Pain in the ${s} leg`, 'lower extremity duplex negative for DVT, acetaminophen'],
];

describe('sided families: this side, the other side, no side', () => {
  const rows = sidedFamilies.flatMap(([right, left, bilateral, named, care]) => {
    const out: [string, string, string][] = [
      [right, `${named('right')}; ${care}.`, 'Supported'],
      [left, `${named('left')}; ${care}.`, 'Supported'],
      [right, `${named('left')}; ${care}.`, 'Unsupported'],
      [left, `${named('right')}; ${care}.`, 'Unsupported'],
    ];
    if (bilateral) out.push([bilateral, `${named('bilateral')}; ${care}.`, 'Supported'], [bilateral, `${named('left')}; ${care}.`, 'Unsupported'], [right, `${named('bilateral')}; ${care}.`, 'Unsupported']);
    else out.push([right, `${named('bilateral')}; ${care}.`, 'Supported']);
    return out;
  });
  it.each(rows)('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('septic arthritis by organism family, joint and side', () => {
  const families = [
    ['M00.0', 'MRSA', 'group A streptococcus'],
    ['M00.2', 'group B streptococcus', 'MSSA'],
    ['M00.8', 'Pseudomonas', 'MRSA'],
  ] as const;
  const joints = [
    ['1', 'shoulder'],
    ['2', 'elbow'],
    ['3', 'wrist'],
    ['5', 'hip'],
    ['6', 'knee'],
    ['7', 'ankle'],
  ] as const;
  const rows = families.flatMap(([family, organism, other]) =>
    joints.flatMap(([digit, joint]) =>
      [
        ['1', 'right', 'left'],
        ['2', 'left', 'right'],
      ].flatMap(([sideDigit, side, opposite]): [string, string, string][] => {
        const code = `${family}${digit}${sideDigit}`;
        const care = 'arthrocentesis, then arthroscopic washout by orthopedics and IV antibiotics';
        return [
          [code, `Septic arthritis of the ${side} ${joint}; synovial fluid culture grew ${organism}; ${care}.`, 'Supported'],
          [code, `Septic arthritis of the ${side} ${joint}; synovial fluid culture grew ${other}; ${care}.`, 'Unsupported'],
          [code, `Septic arthritis of the ${side} ${joint}; cultures negative; ${care}.`, 'NoDetermination'],
          [code, `Septic arthritis of the ${opposite} ${joint}; synovial fluid culture grew ${organism}; ${care}.`, 'Unsupported'],
        ];
      }),
    ),
  );
  it.each(rows)('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
  it.each([
    ['M00.00', 'MSSA septic arthritis; washout and cefazolin for 4 weeks.', 'Supported'],
    ['M00.20', 'Septic arthritis from group A streptococcus; washout and penicillin.', 'Supported'],
    ['M00.80', 'Septic arthritis with E. coli on synovial culture; ceftriaxone.', 'Supported'],
    ['M00.9', 'Right knee septic arthritis; arthrocentesis WBC 85,000, arthroscopic washout and vancomycin.', 'Supported'],
    ['M00.9', 'Acute monoarthritis of the knee; arthrocentesis showed monosodium urate crystals, culture negative: gout flare. Colchicine.', 'Unsupported'],
    ['M00.9', 'Septic arthritis was ruled out by arthrocentesis; gout flare treated with prednisone.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('skin entries', () => {
  it.each([
    ['L01.00', 'Impetigo of the chin; mupirocin ointment.', 'Supported'],
    ['L01.00', 'Crusted facial lesions, not impetigo: herpes labialis; valacyclovir.', 'Unsupported'],
    ['L01.01', 'Honey crusted nonbullous impetigo on the arms; cephalexin.', 'Supported'],
    ['L01.01', 'Bullous impetigo of the trunk; cephalexin.', 'Unsupported'],
    ['L01.03', 'Bullous impetigo of the trunk; cephalexin.', 'Supported'],
    ['L01.03', 'Impetigo; mupirocin.', 'NoDetermination'],
    ['L20.9', 'Atopic dermatitis flare on the flexures; triamcinolone cream and emollients.', 'Supported'],
    ['L20.9', 'Atopic dermatitis listed in the past history.', 'NoDetermination'],
    ['L21.9', 'Seborrheic dermatitis of the scalp; ketoconazole shampoo.', 'Supported'],
    ['L21.9', 'No seborrheic dermatitis on exam.', 'Unsupported'],
    ['L23.9', 'Allergic contact dermatitis under the ECG electrodes; paper tape and hydrocortisone cream.', 'Supported'],
    ['L23.9', 'Rash under the tape; irritant contact dermatitis, barrier cream.', 'Unsupported'],
    ['L24.9', 'Irritant contact dermatitis of the hands from chlorhexidine; emollient and hydrocortisone cream.', 'Supported'],
    ['L24.9', 'No irritant dermatitis.', 'Unsupported'],
    ['L24.A2', 'Incontinence-associated dermatitis of the perineum; zinc oxide barrier cream and external catheter, WOCN following.', 'Supported'],
    ['L24.A2', 'Perineal skin breakdown: stage 3 pressure injury of the sacrum, not moisture damage; wound care.', 'Unsupported'],
    ['L25.9', 'Contact dermatitis of the forearm; triamcinolone cream.', 'Supported'],
    ['L25.9', 'Vesicular rash was herpes zoster on PCR, not contact dermatitis; valacyclovir.', 'Unsupported'],
    ['L30.4', 'Candidal intertrigo under the pannus; nystatin powder and Interdry.', 'Supported'],
    ['L30.4', 'Skin folds examined: no intertrigo.', 'Unsupported'],
    ['L30.9', 'Dermatitis of both shins; triamcinolone ointment.', 'Supported'],
    ['L30.9', 'Dermatitis.', 'NoDetermination'],
    ['L27.0', 'Morbilliform drug eruption from vancomycin on the trunk and limbs; vancomycin discontinued and changed to daptomycin, hydroxyzine.', 'Supported'],
    ['L27.0', 'Diffuse rash: a viral exanthem, not a drug rash; supportive care.', 'Unsupported'],
    ['L27.0', 'Fixed drug eruption on the lip from Bactrim; Bactrim discontinued.', 'Unsupported'],
    ['L27.1', 'Fixed drug eruption on the lip from Bactrim; Bactrim discontinued and added to allergy list.', 'Supported'],
    ['L27.1', 'Generalized drug eruption from amoxicillin; amoxicillin discontinued.', 'Unsupported'],
    ['L51.9', 'Erythema multiforme with target lesions after HSV; valacyclovir and dermatology consult.', 'Supported'],
    ['L51.9', 'Stevens-Johnson syndrome from lamotrigine; burn unit.', 'Unsupported'],
    ['L51.1', 'Stevens-Johnson syndrome from lamotrigine, less than 10% BSA; lamotrigine stopped, ophthalmology and dermatology, skin biopsy.', 'Supported'],
    ['L51.1', 'Toxic epidermal necrolysis, 40% BSA detachment; transferred to the burn unit, IVIG.', 'Unsupported'],
    ['L51.2', 'Toxic epidermal necrolysis from allopurinol, 40% BSA; burn unit, IVIG and wound care.', 'Supported'],
    ['L51.2', 'Stevens-Johnson syndrome, less than 10% BSA; dermatology, offending drug stopped.', 'Unsupported'],
    ['L51.3', 'SJS/TEN overlap with 20% BSA detachment; burn unit and cyclosporine.', 'Supported'],
    ['L51.3', 'Stevens-Johnson syndrome, less than 10% BSA; dermatology, offending drug stopped.', 'Unsupported'],
    ['L88', 'Biopsy-proven pyoderma gangrenosum of the leg; prednisone and dermatology, wound care without debridement.', 'Supported'],
    ['L88', 'Pyoderma gangrenosum was excluded; exploration found necrotizing fasciitis.', 'Unsupported'],
    ['L73.2', 'Hidradenitis suppurativa flare of the axillae; incision and drainage and doxycycline.', 'Supported'],
    ['L73.2', 'Axillary boil, no hidradenitis.', 'Unsupported'],
    ['L98.419', 'Chronic buttock ulcer from a radiation burn, not pressure related; wound care nurse and silver alginate dressing changes.', 'Supported'],
    ['L98.419', 'Buttock wound is a stage 3 pressure injury; wound care nurse following.', 'Unsupported'],
    ['L98.429', 'Nonhealing back wound after lipoma excision; wound vac.', 'Supported'],
    ['L98.429', 'Back ulcer.', 'NoDetermination'],
    ['L98.499', 'Chronic abdominal wall ulcer; wet to dry dressing changes by wound care.', 'Supported'],
    ['L98.499', 'Abdominal wall ulcer was a stage 2 pressure injury from the binder.', 'Unsupported'],
    ['L29.9', 'Generalized pruritus from cholestasis; cholestyramine and hydroxyzine.', 'Supported'],
    ['L29.9', 'Denies pruritus.', 'Unsupported'],
    ['L65.9', 'Diffuse hair loss; ferritin and TSH checked, dermatology referral.', 'Supported'],
    ['L65.9', 'Chemotherapy induced alopecia.', 'NoDetermination'],
    ['L71.9', 'Rosacea of the cheeks; metronidazole gel.', 'Supported'],
    ['L71.9', 'Facial flushing, not rosacea: carcinoid workup sent.', 'Unsupported'],
    ['L57.0', 'Actinic keratosis of the scalp; cryotherapy with liquid nitrogen.', 'Supported'],
    ['L57.0', 'Scaly scalp lesion biopsied: squamous cell carcinoma, not actinic keratosis.', 'Unsupported'],
    ['L82.1', 'Seborrheic keratosis on the back; shave removal by dermatology.', 'Supported'],
    ['L82.1', 'Irritated seborrheic keratosis of the neck; cryotherapy.', 'Unsupported'],
    ['L72.0', 'Infected epidermal inclusion cyst of the back; incision and drainage and doxycycline.', 'Supported'],
    ['L72.0', 'Back mass on ultrasound is a lipoma, not an epidermoid cyst.', 'Unsupported'],
    ['L05.01', 'Pilonidal abscess; bedside incision and drainage with packing.', 'Supported'],
    ['L05.01', 'Pilonidal cyst without abscess; outpatient surgery referral.', 'Unsupported'],
    ['L60.0', 'Infected ingrown toenail of the right great toe; partial nail avulsion by podiatry.', 'Supported'],
    ['L60.0', 'Toenails examined; no ingrown nail.', 'Unsupported'],
    ['L03.211', 'Facial cellulitis of the cheek from a dental source; ampicillin-sulbactam.', 'Supported'],
    ['L03.211', 'Eyelid swelling and erythema: preseptal cellulitis, no proptosis; clindamycin.', 'Unsupported'],
    ['L03.213', 'Left periorbital cellulitis with eyelid swelling, CT orbits shows no postseptal extension; ampicillin-sulbactam.', 'Supported'],
    ['L03.213', 'Proptosis and painful eye movements: orbital cellulitis on CT orbits; vancomycin and ceftriaxone.', 'Unsupported'],
    ['L03.221', 'Cellulitis of the anterior neck; cefazolin.', 'Supported'],
    ['L03.221', 'Neck swelling from a peritonsillar abscess drained by ENT; clindamycin.', 'Unsupported'],
    ['L03.313', 'Chest wall cellulitis around the old port site; cefazolin.', 'Supported'],
    ['L03.313', 'Painful vesicles of the chest wall: herpes zoster; valacyclovir.', 'Unsupported'],
    ['L03.314', 'Cellulitis of the left groin; vancomycin, borders marked.', 'Supported'],
    ['L03.314', 'Perineal necrosis: Fournier gangrene, emergent debridement.', 'Unsupported'],
    ['L02.31', 'Abscess of the left buttock; incision and drainage, packing changes.', 'Supported'],
    ['L02.31', 'Perianal abscess drained by general surgery.', 'Unsupported'],
    ['L02.211', 'Abdominal wall abscess at an insulin injection site; incision and drainage and doxycycline.', 'Supported'],
    ['L02.211', 'Abdominal wall fluid collection: surgical site infection of the laparotomy incision; wound opened.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('eye and ear entries', () => {
  it.each([
    ['H10.9', 'Bacterial conjunctivitis with purulent discharge; erythromycin ophthalmic ointment.', 'Supported'],
    ['H10.9', 'Red eye: acute angle closure glaucoma, IOP 60; timolol and acetazolamide.', 'Unsupported'],
    ['H01.009', 'Blepharitis; warm compresses and lid scrubs.', 'Supported'],
    ['H00.19', 'Chalazion; warm compresses.', 'Supported'],
    ['H00.19', 'Eyelid lump is a hordeolum (stye); warm compresses.', 'Unsupported'],
    ['H11.30', 'Subconjunctival hemorrhage while on apixaban; reassurance, artificial tears.', 'Supported'],
    ['H05.019', 'Orbital cellulitis with proptosis on CT orbits; vancomycin and ceftriaxone.', 'Supported'],
    ['H05.019', 'Eyelid swelling: preseptal cellulitis, no proptosis; clindamycin.', 'Unsupported'],
    ['H33.009', 'Rhegmatogenous retinal detachment; pneumatic retinopexy by retina.', 'Supported'],
    ['H33.009', 'Floaters from posterior vitreous detachment; no retinal detachment on dilated fundus exam.', 'Unsupported'],
    ['H43.10', 'Vitreous hemorrhage from proliferative retinopathy; B-scan ultrasound, ophthalmology.', 'Supported'],
    ['H34.10', 'Central retinal artery occlusion; stroke workup with MRI brain, carotid duplex and TTE.', 'Supported'],
    ['H34.10', 'Monocular vision loss; fundus showed central retinal vein occlusion, ophthalmology.', 'Unsupported'],
    ['H40.219', 'Acute angle closure attack with IOP 55; acetazolamide and pilocarpine, laser peripheral iridotomy.', 'Supported'],
    ['H46.9', 'Optic neuritis with painful vision loss; IV methylprednisolone and MRI orbits, neurology following.', 'Supported'],
    ['H46.9', 'Painless vision loss; anterior ischemic optic neuropathy, ophthalmology.', 'Unsupported'],
    ['H53.2', 'Binocular diplopia from a sixth nerve palsy; eye patch and MRI brain.', 'Supported'],
    ['H53.2', 'Denies diplopia.', 'Unsupported'],
    ['H54.7', 'Decreased vision in both eyes; ophthalmology exam and fall precautions.', 'Supported'],
    ['H54.7', 'No vision loss.', 'Unsupported'],
    ['H54.8', 'Legally blind from glaucoma; uses a white cane, assistance with meals.', 'Supported'],
    ['H54.8', 'Blind in the right eye from an old injury; white cane.', 'Unsupported'],
    ['H60.90', 'Otitis externa; ciprofloxacin otic.', 'Supported'],
    ['H60.90', 'Necrotizing otitis externa on CT temporal bone; IV cefepime.', 'Unsupported'],
    ['H66.90', 'Otitis media; amoxicillin.', 'Supported'],
    ['H66.90', 'Ear pain; tympanic membranes normal, no otitis media.', 'Unsupported'],
    ['H66.009', 'Acute suppurative otitis media with a bulging tympanic membrane; amoxicillin.', 'Supported'],
    ['H66.009', 'Acute suppurative otitis media with otorrhea from a perforated tympanic membrane; ofloxacin otic.', 'Unsupported'],
    ['H70.009', 'Acute mastoiditis on CT temporal bone; ceftriaxone and myringotomy.', 'Supported'],
    ['H70.009', 'Acute mastoiditis complicated by sigmoid sinus thrombosis; mastoidectomy and anticoagulation.', 'Unsupported'],
    ['H61.20', 'Cerumen impaction; ear irrigation.', 'Supported'],
    ['H93.19', 'Tinnitus; audiogram.', 'Supported'],
    ['H93.19', 'Denies tinnitus.', 'Unsupported'],
    ['H91.20', 'Sudden sensorineural hearing loss; high dose prednisone and audiogram.', 'Supported'],
    ['H91.20', 'Hearing loss from cerumen impaction, resolved after irrigation.', 'Unsupported'],
    ['H81.09', "Meniere's disease; meclizine and low salt diet.", 'Supported'],
    ['H81.20', 'Vestibular neuritis; meclizine and vestibular rehabilitation.', 'Supported'],
    ['H81.20', 'Acute vertigo: MRI brain showed a cerebellar infarct, not vestibular neuritis; aspirin.', 'Unsupported'],
    ['H83.09', 'Viral labyrinthitis; meclizine, vestibular therapy.', 'Supported'],
    ['H83.09', 'Vertigo: benign paroxysmal positional vertigo on Dix-Hallpike; Epley maneuver.', 'Unsupported'],
    ['H66.93', 'Otitis media; amoxicillin.', 'NoDetermination'],
    ['H18.9', 'Conjunctivitis; eye drops.', 'NoDetermination'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('musculoskeletal entries', () => {
  it.each([
    ['M05.9', 'Seropositive rheumatoid arthritis on methotrexate and hydroxychloroquine, continued.', 'Supported'],
    ['M05.9', 'Seronegative rheumatoid arthritis on methotrexate.', 'Unsupported'],
    ['M05.9', 'Rheumatoid arthritis on methotrexate.', 'NoDetermination'],
    ['M05.10', 'Rheumatoid arthritis associated interstitial lung disease; pulmonary function tests, nintedanib continued.', 'Supported'],
    ['M05.10', 'No rheumatoid lung disease on HRCT.', 'Unsupported'],
    ['M11.20', 'Pseudogout of the wrist; arthrocentesis showed calcium pyrophosphate crystals, colchicine.', 'Supported'],
    ['M11.20', 'Wrist arthrocentesis: monosodium urate crystals, gout flare; prednisone.', 'Unsupported'],
    ['M15.9', 'Generalized osteoarthritis of hands, knees and spine; acetaminophen and physical therapy.', 'Supported'],
    ['M15.9', 'Erosive osteoarthritis of the hands; acetaminophen.', 'Unsupported'],
    ['M15.0', 'Primary generalized osteoarthritis; acetaminophen and topical diclofenac.', 'Supported'],
    ['M15.0', 'Generalized osteoarthritis; acetaminophen.', 'NoDetermination'],
    ['M18.9', 'Thumb basal joint arthritis; thumb spica splint.', 'Supported'],
    ['M33.10', 'Dermatomyositis with heliotrope rash, CK 4,200; IV methylprednisolone and IVIG, malignancy screening CT.', 'Supported'],
    ['M33.10', 'Proximal weakness; muscle biopsy showed inclusion body myositis, no dermatomyositis.', 'Unsupported'],
    ['M33.20', 'Polymyositis flare with CK 6,000; prednisone and rheumatology.', 'Supported'],
    ['M33.20', 'Weakness on atorvastatin: statin myopathy, CK 900; statin stopped.', 'Unsupported'],
    ['M34.9', 'Diffuse cutaneous systemic sclerosis on mycophenolate; rheumatology following.', 'Supported'],
    ['M34.9', 'Scleroderma associated interstitial lung disease on mycophenolate.', 'Unsupported'],
    ['M34.1', 'CREST syndrome with Raynaud and sclerodactyly; nifedipine continued.', 'Supported'],
    ['M34.1', 'CREST syndrome.', 'NoDetermination'],
    ['M34.81', 'Scleroderma associated interstitial lung disease; nintedanib and home oxygen.', 'Supported'],
    ['M35.00', "Sjogren's syndrome on hydroxychloroquine and pilocarpine.", 'Supported'],
    ['M35.00', "Dry eyes; anti-SSA negative, no Sjogren's syndrome.", 'Unsupported'],
    ['M45.9', 'Ankylosing spondylitis on adalimumab; CT spine after the fall showed no fracture.', 'Supported'],
    ['M45.9', 'Spine stiffness from diffuse idiopathic skeletal hyperostosis, not ankylosing spondylitis.', 'Unsupported'],
    ['M50.00', 'Cervical disc herniation with myelopathy; anterior cervical discectomy and fusion.', 'Supported'],
    ['M50.022', 'C5-C6 cervical disc herniation causing myelopathy with cord signal change; ACDF by neurosurgery.', 'Supported'],
    ['M50.022', 'Cervical disc herniation with myelopathy; ACDF by neurosurgery.', 'NoDetermination'],
    ['M50.10', 'Cervical disc herniation with radiculopathy; prednisone taper and physical therapy.', 'Supported'],
    ['M50.10', 'Cervical disc herniation with radiculopathy and myelopathy; ACDF.', 'Unsupported'],
    ['M50.121', 'C4-5 herniated disc with right C5 radiculopathy on MRI; epidural steroid injection.', 'Supported'],
    ['M50.122', 'C5-6 disc herniation with left C6 radiculopathy; gabapentin and physical therapy.', 'Supported'],
    ['M50.123', 'C6-7 disc protrusion causing C7 radiculopathy; ACDF by neurosurgery.', 'Supported'],
    ['M50.123', 'C6-7 disc protrusion; gabapentin.', 'NoDetermination'],
    ['M51.16', 'L4-5 disc herniation with left L5 radiculopathy; microdiscectomy.', 'Supported'],
    ['M51.16', 'L4-5 disc herniation with radiculopathy and cauda equina myelopathy; decompression.', 'Unsupported'],
    ['M51.17', 'L5-S1 disc extrusion with S1 radiculopathy; microdiscectomy.', 'Supported'],
    ['M51.17', 'Lumbar disc herniation with radiculopathy; gabapentin.', 'NoDetermination'],
    ['M51.26', 'L3-4 lumbar disc herniation on MRI without leg symptoms; physical therapy.', 'Supported'],
    ['M51.26', 'L4-5 lumbar disc herniation with radiculopathy; epidural steroid injection.', 'Unsupported'],
    ['M43.16', 'Grade 1 degenerative spondylolisthesis at L4-5; TLIF by neurosurgery.', 'Supported'],
    ['M43.16', 'Isthmic spondylolisthesis at L5-S1; TLIF.', 'Unsupported'],
    ['M43.17', 'Isthmic spondylolisthesis at L5-S1; TLIF.', 'Supported'],
    ['M60.9', 'Influenza associated myositis with CK 3,000; IV fluids and trended CK.', 'Supported'],
    ['M60.9', 'Muscle pain with CK 45,000: rhabdomyolysis; IV fluids.', 'Unsupported'],
    ['M72.6', 'Necrotizing fasciitis of the thigh; emergent debridement, vancomycin, meropenem and clindamycin.', 'Supported'],
    ['M72.6', 'Concern for necrotizing infection; surgical exploration showed viable fascia, no necrotizing fasciitis. Cellulitis treated with cefazolin.', 'Unsupported'],
    ['M72.2', 'Plantar fasciitis of the left heel; night splint and podiatry.', 'Supported'],
    ['M72.2', 'Heel pain from a calcaneal stress fracture, not plantar fasciitis.', 'Unsupported'],
    ['M75.121', 'Full thickness rotator cuff tear of the right shoulder on MRI; sling and orthopedics.', 'Supported'],
    ['M75.121', 'Partial thickness rotator cuff tear of the right shoulder on MRI; physical therapy.', 'Unsupported'],
    ['M75.122', 'Complete rotator cuff tear of the left shoulder; reverse shoulder arthroplasty planned.', 'Supported'],
    ['M84.551A', 'Pathologic fracture of the right femur through a lytic metastasis from breast cancer; intramedullary nail by orthopedics, then palliative radiation.', 'Supported'],
    ['M84.551A', 'Right femoral neck osteoporotic fracture after a fall; hemiarthroplasty.', 'Unsupported'],
    ['M84.551A', 'Impending pathologic fracture of the right femur from metastasis; prophylactic fixation.', 'NoDetermination'],
    ['M84.552A', 'Metastatic renal cell carcinoma with a pathologic fracture of the left femur; intramedullary nail.', 'Supported'],
    ['M84.521A', 'Pathologic fracture of the right humerus from multiple myeloma; sling and radiation oncology.', 'Supported'],
    ['M84.522A', 'Pathologic fracture of the left humerus through a plasmacytoma; radiation therapy and sling.', 'Supported'],
    ['M84.550A', 'Pathologic fracture of the pubic ramus from prostate cancer metastases; weight bearing as tolerated and palliative radiation.', 'Supported'],
    ['M84.58XA', 'Pathologic vertebral compression fracture of L2 from metastatic lung cancer; kyphoplasty and radiation.', 'Supported'],
    ['M84.58XA', 'L1 fragility fracture from osteoporosis; TLSO brace.', 'Unsupported'],
    ['M84.50XA', 'Metastatic breast cancer with a pathologic fracture; orthopedics consulted.', 'Supported'],
    ['M84.40XA', 'Pathologic fracture through a benign bone cyst; orthopedics, cast.', 'Supported'],
    ['M84.40XA', 'Pathologic fracture.', 'NoDetermination'],
    ['M84.451A', 'Pathologic fracture of the right femur through a bone cyst; ORIF.', 'Supported'],
    ['M84.451A', 'Pathologic fracture of the right femur through a lytic metastasis; intramedullary nail.', 'Unsupported'],
    ['M84.452A', 'Pathologic fracture of the left femur through a bone cyst; ORIF.', 'Supported'],
    ['M84.421A', 'Pathologic fracture of the right humerus through a unicameral bone cyst; sling and orthopedics.', 'Supported'],
    ['M84.422A', 'Pathologic fracture of the left humerus through a unicameral bone cyst; sling and orthopedics.', 'Supported'],
    ['M88.9', "Paget's disease of bone with alkaline phosphatase 600; zoledronic acid given.", 'Supported'],
    ['M88.9', "Paget's disease of the breast; mastectomy planned.", 'NoDetermination'],
    ['M96.1', 'Failed back surgery syndrome after L4-5 laminectomy; spinal cord stimulator and oxycodone.', 'Supported'],
    ['M96.1', 'Postlaminectomy syndrome.', 'NoDetermination'],
    ['M25.469', 'Knee effusion; arthrocentesis drained 40 mL.', 'Supported'],
    ['M25.469', 'Knee swelling: hemarthrosis on aspiration while on warfarin.', 'Unsupported'],
    ['M79.10', 'Diffuse myalgias on atorvastatin with normal CK; statin held.', 'Supported'],
    ['M79.10', 'Rhabdomyolysis with CK 30,000; IV fluids.', 'Unsupported'],
    ['M79.10', 'Denies myalgias.', 'Unsupported'],
    ['M62.830', 'Lumbar paraspinal spasm; cyclobenzaprine and heat.', 'Supported'],
    ['M62.830', 'Denies back spasms.', 'Unsupported'],
    ['M62.838', 'Nocturnal leg cramps; magnesium oxide and stretching.', 'Supported'],
    ['M62.838', 'Bladder spasms after TURP; oxybutynin.', 'NoDetermination'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});
