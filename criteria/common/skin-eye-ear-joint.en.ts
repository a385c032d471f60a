import type { CommonCondition } from './condition';
import { antibiotics, backCare, dmards, fractureCare, infectionWorkup, jointCare, oncologyTherapy, painCare, sided, steroidsSystemic, woundCare, words, type Side } from './vocabulary.en';

/**
 * Skin (L00-L99), eye and adnexa (H00-H59), ear (H60-H95) and musculoskeletal (M00-M99)
 * conditions where no other entry answers. Appended to the common-conditions table
 * (./conditions.en.ts); `conditionPack` turns each entry into a pack.
 *
 * Skin: impetigo (L01.0-), dermatitis by type (L20.9, L21.9, L23.9, L24.9, L24.A2, L25.9, L30.4,
 * L30.9), drug eruption (L27.0, L27.1), erythema multiforme / SJS / TEN (L51.-), hidradenitis
 * (L73.2), pyoderma gangrenosum (L88), chronic ulcer of buttock, back and other skin (L98.4-9,
 * unspecified severity), pruritus, alopecia, rosacea, keratoses, cysts, cellulitis and abscess of
 * the sites the table leaves out (finger, toe, face, periorbital, neck, chest wall, groin, buttock,
 * axilla), pilonidal abscess. Eye: conjunctivitis, blepharitis, chalazion, subconjunctival
 * hemorrhage, orbital cellulitis, retinal detachment, vitreous hemorrhage, retinal artery
 * occlusion, acute angle-closure glaucoma, optic neuritis, diplopia, visual loss. Ear: otitis
 * externa (and malignant), otitis media (acute suppurative, chronic suppurative, unspecified),
 * mastoiditis, cerumen, tinnitus, sudden hearing loss, Meniere disease, vestibular neuritis,
 * labyrinthitis. Musculoskeletal: septic arthritis by organism family, joint and side (M00.-),
 * seropositive RA and rheumatoid lung (M05.-), CPPD (M11.2-), polyosteoarthritis (M15), first CMC
 * osteoarthritis (M18), inflammatory myopathies (M33), systemic sclerosis (M34), Sjogren (M35.0),
 * ankylosing spondylitis (M45.9), cervical and lumbar disc disorders (M50, M51), spondylolisthesis,
 * myositis, necrotizing fasciitis, plantar fasciitis, rotator cuff tear, bursitis, pathological
 * fractures NEC and in neoplastic disease (M84.4-, M84.5-), Paget disease, postlaminectomy
 * syndrome, knee effusion, joint and limb pain, muscle spasm.
 *
 * Siblings that differ by side document and contradict one another with `specificity`: the
 * other side (or both sides, where the family has a bilateral code) named and this side never is
 * another kind, Unsupported; a bare name with no side is NoDetermination for a sided code and
 * Supported for the unspecified one. What a code adds beyond the name (the organism, the disc
 * level, the neoplasm behind a fracture) is `documentedBy`.
 *
 * Not here: cataract (H26.9), glaucoma (H40.9), BPPV (H81.1-), unspecified hearing loss (H91.90,
 * H91.93), psoriasis, urticaria, cellulitis and abscess of limbs, pressure and lower-limb ulcers,
 * RA unspecified (M06.9), PMR, gout, knee and hip osteoarthritis, radiculopathy and sciatica
 * (M54.-), osteomyelitis, muscle weakness and rhabdomyolysis: other entries answer them. Stasis
 * dermatitis is venous insufficiency (I87.2) and diabetic retinopathy a diabetes code (E08-E13),
 * outside these chapters. Only the initial encounter (7th character A) of a pathological fracture:
 * a subsequent (D) or sequela (S) encounter is a healing fracture or its residue, which the note's
 * wording does not tell apart, as the table does for injury codes.
 */

// ------------------------------------------------------------------ sides

type Laterality = Side | 'unspecified';

/**
 * A family coded by side: one entry per side the family has. Names are generated from `nouns` at
 * `places` ("tinnitus of the right ear", "right ear tinnitus"); the side and the place in one
 * sentence with a noun name it too ("Right eye: vitreous hemorrhage").
 */
interface LateralFamily extends Omit<CommonCondition, 'id' | 'title' | 'codes' | 'terms' | 'namedInParts' | 'specificity'> {
  readonly id: string;
  /** With `{side}`. */
  readonly title: string;
  readonly nouns: readonly string[];
  readonly places: readonly string[];
  /** The side before the noun alone: "right otitis media", "bilateral conjunctivitis". */
  readonly sideAlone?: boolean;
  /** Shorthand after the noun per side: "vitreous hemorrhage OD". */
  readonly trailing?: Partial<Record<Side, readonly string[]>>;
  readonly codes: Partial<Record<Laterality, string>>;
  /** Names without a side, which answer the unspecified code only. */
  readonly unsided?: readonly string[];
  readonly specificity?: Omit<NonNullable<CommonCondition['specificity']>, 'otherKinds'>;
}

const eyeTrailing: Partial<Record<Side, readonly string[]>> = { right: ['od', 'right eye'], left: ['os', 'left eye'], bilateral: ['ou', 'both eyes', 'bilaterally'] };
const earTrailing: Partial<Record<Side, readonly string[]>> = { right: ['right ear', 'on the right'], left: ['left ear', 'on the left'], bilateral: ['both ears', 'bilaterally'] };

function sidedNames(f: Pick<LateralFamily, 'nouns' | 'places' | 'sideAlone' | 'trailing'>, side: Side): string[] {
  const patterns: string[] = [];
  for (const n of f.nouns) {
    for (const p of f.places) {
      patterns.push(`{side} ${p} ${n}`, `${n} of the {side} ${p}`, `${n} of {side} ${p}`, `${n}, {side} ${p}`, `${n} in the {side} ${p}`, `${n} {side} ${p}`);
    }
    if (f.sideAlone) patterns.push(`{side} ${n}`, `{side} sided ${n}`);
  }
  const after = (f.trailing?.[side] ?? []).flatMap((t) => f.nouns.map((n) => `${n} ${t}`));
  return words(sided([side], patterns), after);
}

function lateral({ id, title, nouns, places, sideAlone, trailing, codes, unsided = [], specificity, ...rest }: LateralFamily): CommonCondition[] {
  const f = { nouns, places, ...(sideAlone ? { sideAlone } : {}), ...(trailing ? { trailing } : {}) };
  const hasBilateral = codes.bilateral !== undefined;
  const names = { right: sidedNames(f, 'right'), left: sidedNames(f, 'left'), bilateral: sidedNames(f, 'bilateral') };
  const inParts = (side: Side) => ({ terms: sided([side], places.map((p) => `{side} ${p}`)), inSentenceWith: nouns });
  return (Object.entries(codes) as [Laterality, string][]).map(([side, code]) => {
    const base = { ...rest, id: `${id}-${side}`, title: title.replace('{side}', side), codes: [code] };
    if (side === 'unspecified') {
      return { ...base, terms: words(nouns, unsided, names.right, names.left, names.bilateral), ...(specificity ? { specificity } : {}) };
    }
    // Without a bilateral code, both sides named document each side's code.
    const own = side === 'bilateral' ? names.bilateral : hasBilateral ? names[side] : words(names[side], names.bilateral);
    const others = side === 'bilateral' ? words(names.right, names.left) : words(names[side === 'right' ? 'left' : 'right'], hasBilateral ? names.bilateral : []);
    const ownSet = new Set(own);
    return {
      ...base,
      terms: own,
      namedInParts: side === 'bilateral' || hasBilateral ? inParts(side) : { terms: words(inParts(side).terms, inParts('bilateral').terms), inSentenceWith: nouns },
      specificity: { ...specificity, otherKinds: others.filter((o) => !ownSet.has(o)) },
    };
  });
}

// ------------------------------------------------------------------ skin

const topicalSteroids = [
  'triamcinolone cream', 'triamcinolone ointment', 'hydrocortisone cream', 'hydrocortisone ointment', 'clobetasol', 'betamethasone cream', 'desonide', 'fluocinonide',
  'mometasone cream', 'topical steroid', 'topical corticosteroid', 'emollient', 'moisturizer', 'eucerin', 'aquaphor', 'vaseline', 'petrolatum', 'dermatology',
  'tacrolimus ointment', 'pimecrolimus', 'crisaborole', 'dupilumab', 'dupixent', 'wet wrap',
];
const antihistamines = ['diphenhydramine', 'benadryl', 'hydroxyzine', 'atarax', 'cetirizine', 'zyrtec', 'loratadine', 'fexofenadine', 'antihistamine', 'sarna', 'calamine', 'menthol lotion'];
const antifungalTopicals = ['nystatin powder', 'nystatin cream', 'miconazole', 'clotrimazole', 'ketoconazole cream', 'ketoconazole shampoo', 'antifungal powder', 'antifungal cream', 'selenium sulfide', 'ciclopirox'];
const barrierCare = ['barrier cream', 'zinc oxide', 'desitin', 'critic aid', 'calazime', 'moisture barrier', 'skin barrier', 'wound care', 'wound care nurse', 'wocn', 'incontinence care', 'rectal tube', 'fecal management system', 'purewick', 'external catheter', 'interdry', 'frequent repositioning'];
const skinInfectionCare = words(antibiotics, ['mupirocin', 'bactroban', 'retapamulin', 'wound culture', 'incision and drainage', 'i&d', 'warm compresses', 'dermatology']);
const abscessCare = words(antibiotics, ['incision and drainage', 'i&d', 'bedside incision and drainage', 'packing', 'packing changes', 'wound culture', 'drainage', 'general surgery', 'warm compresses', 'wound care']);
const cellulitisCare = words(antibiotics, ['elevation', 'warm compresses', 'marked borders', 'wound culture', 'blood culture', 'ultrasound', 'incision and drainage']);

const drugCulprits = [
  'drug eruption', 'drug rash', 'drug reaction', 'medication reaction', 'morbilliform drug eruption', 'exanthematous drug eruption', 'drug induced rash',
  'medication induced rash', 'rash due to', 'rash from', 'rash secondary to',
];
const sjsNames = ['stevens johnson syndrome', 'stevens-johnson syndrome', 'stevens johnson'];
const tenNames = ['toxic epidermal necrolysis', 'lyell syndrome'];
const sjsTenNames = ['sjs/ten', 'sjs ten overlap', 'sjs-ten overlap', 'stevens johnson syndrome toxic epidermal necrolysis overlap', 'sjs/ten overlap', 'overlap sjs/ten'];
const emNames = ['erythema multiforme', 'erythema multiforme minor', 'erythema multiforme major'];
const blisteringCare = words(steroidsSystemic, [
  'burn unit', 'burn center', 'dermatology', 'skin biopsy', 'ivig', 'intravenous immunoglobulin', 'cyclosporine', 'etanercept', 'ophthalmology', 'offending agent discontinued',
  'offending drug discontinued', 'offending drug stopped', 'culprit drug', 'wound care', 'petrolatum gauze', 'non adherent dressing', 'xeroform', 'mucosal care', 'scorten',
  'valacyclovir', 'acyclovir',
]);
/** Detachment of the body surface area names the type: under 10% SJS, 10-30% overlap, over 30% TEN. */
const bsaSjs = ['less than 10% bsa', '<10% bsa', 'less than 10% body surface area', '5% bsa', '8% bsa'];
const bsaOverlap = ['10-30% bsa', '15% bsa', '20% bsa', '25% bsa'];
const bsaTen = ['greater than 30% bsa', '>30% bsa', '40% bsa', '50% bsa', '60% bsa'];

const ulcerNames = (places: readonly string[]) =>
  places.flatMap((p) => [`${p} ulcer`, `ulcer of the ${p}`, `ulcer of ${p}`, `chronic ${p} ulcer`, `nonhealing ${p} ulcer`, `non healing ${p} ulcer`, `chronic ulcer of the ${p}`, `${p} wound`, `chronic ${p} wound`, `nonhealing ${p} wound`, `non healing ${p} wound`]);
/** Pressure injuries are L89, which the pressure-injury pack answers. */
const pressurePseudo = ['decubitus', 'deep tissue injury', 'bed sore'];
const pressureInstead = [
  'pressure ulcer', 'pressure injury', 'decubitus ulcer', 'pressure sore', 'deep tissue pressure injury', 'stage 2 pressure injury', 'stage 3 pressure injury',
  'stage 4 pressure injury', 'unstageable pressure injury', 'stage 2 pressure ulcer', 'stage 3 pressure ulcer', 'stage 4 pressure ulcer', 'sacral decubitus',
];

const cellulitisAt = (places: readonly string[]) => places.flatMap((p) => [`${p} cellulitis`, `cellulitis of the ${p}`, `cellulitis of ${p}`, `cellulitis involving the ${p}`]);
const abscessAt = (places: readonly string[]) => places.flatMap((p) => [`${p} abscess`, `abscess of the ${p}`, `abscess of ${p}`, `${p} boil`, `${p} furuncle`, `${p} carbuncle`]);

function cellulitisBySide(id: string, title: string, digits: { right: string; left: string }, places: readonly string[]): CommonCondition[] {
  return lateral({
    id,
    title,
    kind: 'episodic',
    nouns: ['cellulitis', 'paronychia', 'felon'],
    places,
    codes: { right: digits.right, left: digits.left },
    backing: { terms: words(cellulitisCare, ['incision and drainage', 'i&d', 'digital block', 'warm soaks', 'x ray', 'podiatry', 'hand surgery']) },
  });
}

const skinEntries: CommonCondition[] = [
  {
    id: 'impetigo',
    title: 'Impetigo, unspecified',
    kind: 'episodic',
    codes: ['L0100'],
    terms: ['impetigo', 'impetiginous lesion', 'impetiginized', 'honey crusted lesion', 'nonbullous impetigo', 'non bullous impetigo', 'bullous impetigo'],
    backing: { terms: skinInfectionCare },
  },
  {
    id: 'impetigo-nonbullous',
    title: 'Non-bullous impetigo',
    kind: 'episodic',
    codes: ['L0101'],
    terms: ['nonbullous impetigo', 'non bullous impetigo', 'impetigo contagiosa', 'impetigo', 'honey crusted impetigo', 'bullous impetigo'],
    backing: { terms: skinInfectionCare },
    specificity: { documentedBy: ['nonbullous impetigo', 'non bullous impetigo', 'impetigo contagiosa', 'honey crusted impetigo', 'honey crusted'], contradictedBy: ['bullous impetigo'] },
  },
  {
    id: 'impetigo-bullous',
    title: 'Bullous impetigo',
    kind: 'episodic',
    codes: ['L0103'],
    terms: ['bullous impetigo', 'impetigo', 'nonbullous impetigo', 'non bullous impetigo'],
    backing: { terms: skinInfectionCare },
    specificity: { documentedBy: ['bullous impetigo'], contradictedBy: ['nonbullous impetigo', 'non bullous impetigo'] },
  },
  {
    id: 'atopic-dermatitis',
    title: 'Atopic dermatitis, unspecified',
    kind: 'chronic',
    codes: ['L209'],
    terms: ['atopic dermatitis', 'eczema', 'atopic eczema', 'eczema flare', 'flexural eczema'],
    pseudo: ['eczema herpeticum', 'dyshidrotic eczema', 'nummular eczema', 'asteatotic eczema', 'stasis eczema', 'venous eczema'],
    backing: { terms: words(topicalSteroids, antihistamines) },
    refutedBy: { instead: ['contact dermatitis', 'allergic contact dermatitis', 'irritant contact dermatitis', 'seborrheic dermatitis', 'stasis dermatitis', 'psoriasis', 'scabies'] },
  },
  {
    id: 'seborrheic-dermatitis',
    title: 'Seborrheic dermatitis, unspecified',
    kind: 'chronic',
    codes: ['L219'],
    terms: ['seborrheic dermatitis', 'seborrhea', 'seborrheic eczema', 'dandruff'],
    pseudo: ['seborrheic keratosis'],
    backing: { terms: words(antifungalTopicals, ['hydrocortisone cream', 'ketoconazole', 'ketoconazole 2% shampoo', 'dermatology']) },
  },
  {
    id: 'allergic-contact-dermatitis',
    title: 'Allergic contact dermatitis, unspecified cause',
    kind: 'episodic',
    codes: ['L239'],
    terms: ['allergic contact dermatitis', 'contact allergy', 'allergic dermatitis from', 'contact dermatitis from adhesive', 'adhesive allergy dermatitis', 'tape allergy'],
    backing: { terms: words(topicalSteroids, antihistamines, ['patch testing', 'avoid adhesive', 'paper tape', 'allergen avoidance', 'removed the offending', 'tape removed']) },
    refutedBy: { instead: ['irritant contact dermatitis', 'incontinence associated dermatitis', 'cellulitis'] },
  },
  {
    id: 'irritant-contact-dermatitis',
    title: 'Irritant contact dermatitis, unspecified cause',
    kind: 'episodic',
    codes: ['L249'],
    terms: ['irritant contact dermatitis', 'irritant dermatitis', 'chemical irritant dermatitis'],
    pseudo: ['incontinence associated irritant dermatitis'],
    backing: { terms: words(topicalSteroids, barrierCare) },
    refutedBy: { instead: ['allergic contact dermatitis', 'cellulitis', 'candidal intertrigo'] },
  },
  {
    id: 'incontinence-associated-dermatitis',
    title: 'Irritant contact dermatitis due to fecal, urinary or dual incontinence',
    kind: 'episodic',
    codes: ['L24A2'],
    terms: [
      'incontinence associated dermatitis', 'incontinence dermatitis', 'incontinence related dermatitis', 'moisture associated skin damage', 'perineal dermatitis',
      'diaper dermatitis', 'diaper rash', 'incontinence associated irritant dermatitis', 'perineal excoriation', 'perianal excoriation', 'excoriation from incontinence',
    ],
    abbreviations: ['IAD', 'MASD'],
    backing: { terms: words(barrierCare, antifungalTopicals) },
    // Staged skin loss over a bony prominence is a pressure injury (L89), not moisture damage.
    refutedBy: { instead: pressureInstead },
    specificity: { contradictedBy: pressureInstead },
  },
  {
    id: 'contact-dermatitis',
    title: 'Unspecified contact dermatitis, unspecified cause',
    kind: 'episodic',
    codes: ['L259'],
    terms: ['contact dermatitis', 'allergic contact dermatitis', 'irritant contact dermatitis', 'irritant dermatitis'],
    backing: { terms: words(topicalSteroids, antihistamines, barrierCare) },
    refutedBy: { instead: ['cellulitis', 'herpes zoster', 'shingles'] },
  },
  {
    id: 'intertrigo',
    title: 'Erythema intertrigo',
    kind: 'episodic',
    codes: ['L304'],
    terms: ['intertrigo', 'intertriginous dermatitis', 'intertriginous rash', 'erythema intertrigo', 'candidal intertrigo', 'intertriginous candidiasis', 'pannus dermatitis', 'skin fold dermatitis'],
    backing: { terms: words(antifungalTopicals, barrierCare, ['keep skin folds dry', 'fluconazole']) },
  },
  {
    id: 'dermatitis',
    title: 'Dermatitis, unspecified',
    kind: 'episodic',
    codes: ['L309'],
    terms: ['dermatitis', 'eczematous dermatitis', 'eczematous rash', 'dermatitis flare'],
    pseudo: ['radiation dermatitis', 'stasis dermatitis', 'seborrheic dermatitis', 'atopic dermatitis', 'contact dermatitis', 'dermatitis herpetiformis', 'perioral dermatitis', 'incontinence associated dermatitis'],
    backing: { terms: words(topicalSteroids, antihistamines) },
  },
  {
    id: 'drug-eruption-generalized',
    title: 'Generalized skin eruption due to drugs and medicaments taken internally',
    kind: 'episodic',
    codes: ['L270'],
    terms: words(drugCulprits, ['fixed drug eruption', 'localized drug eruption', 'localized drug rash', 'generalized drug eruption', 'diffuse drug rash', 'morbilliform rash', 'maculopapular drug rash', 'acute generalized exanthematous pustulosis', 'drug exanthem']),
    abbreviations: ['AGEP'],
    // Named as its own so the localized kind contradicts it.
    pseudo: ['drug reaction with eosinophilia', 'allergic to', 'adverse drug reaction reporting'],
    backing: {
      terms: words(antihistamines, topicalSteroids, steroidsSystemic, [
        'offending agent discontinued', 'offending agent stopped', 'discontinued', 'stopped', 'changed to', 'switched to', 'added to allergy list', 'added to allergies', 'dermatology', 'skin biopsy',
      ]),
    },
    refutedBy: { instead: ['viral exanthem', 'viral rash', 'contact dermatitis', 'scabies', 'cellulitis'] },
    specificity: { contradictedBy: ['fixed drug eruption', 'localized drug eruption', 'localized drug rash'] },
  },
  {
    id: 'drug-eruption-localized',
    title: 'Localized skin eruption due to drugs and medicaments taken internally',
    kind: 'episodic',
    codes: ['L271'],
    terms: ['fixed drug eruption', 'localized drug eruption', 'localized drug rash', 'drug eruption', 'drug rash', 'generalized drug eruption', 'diffuse drug rash'],
    backing: { terms: words(antihistamines, topicalSteroids, ['offending agent discontinued', 'offending agent stopped', 'discontinued', 'added to allergy list', 'dermatology']) },
    specificity: {
      documentedBy: ['fixed drug eruption', 'localized drug eruption', 'localized drug rash'],
      contradictedBy: ['generalized drug eruption', 'diffuse drug rash', 'morbilliform', 'generalized rash', 'diffuse rash', 'acute generalized exanthematous pustulosis'],
    },
  },
  {
    id: 'erythema-multiforme',
    title: 'Erythema multiforme, unspecified',
    kind: 'episodic',
    codes: ['L519'],
    terms: words(emNames, ['target lesion rash'], sjsNames, tenNames, sjsTenNames),
    backing: { terms: blisteringCare, abbreviations: ['IVIG'] },
    // SJS and TEN have codes of their own.
    specificity: { contradictedBy: words(sjsNames, tenNames, sjsTenNames) },
  },
  {
    id: 'stevens-johnson-syndrome',
    title: 'Stevens-Johnson syndrome',
    kind: 'episodic',
    codes: ['L511'],
    terms: words(sjsNames, tenNames, sjsTenNames),
    abbreviations: ['SJS'],
    backing: { terms: blisteringCare, abbreviations: ['IVIG', 'SCORTEN'] },
    refutedBy: { instead: ['staphylococcal scalded skin syndrome', 'bullous pemphigoid', 'pemphigus vulgaris', 'erythema multiforme minor'] },
    specificity: { contradictedBy: words(tenNames, sjsTenNames, bsaOverlap, bsaTen) },
  },
  {
    id: 'toxic-epidermal-necrolysis',
    title: 'Toxic epidermal necrolysis [Lyell]',
    kind: 'episodic',
    codes: ['L512'],
    terms: words(tenNames, sjsNames, sjsTenNames),
    backing: { terms: blisteringCare, abbreviations: ['IVIG', 'SCORTEN'] },
    refutedBy: { instead: ['staphylococcal scalded skin syndrome', 'bullous pemphigoid', 'pemphigus vulgaris'] },
    specificity: { documentedBy: words(tenNames, bsaTen), contradictedBy: words(sjsTenNames, bsaSjs, bsaOverlap) },
  },
  {
    id: 'sjs-ten-overlap',
    title: 'Stevens-Johnson syndrome-toxic epidermal necrolysis overlap syndrome',
    kind: 'episodic',
    codes: ['L513'],
    terms: words(sjsTenNames, sjsNames, tenNames),
    abbreviations: ['SJS'],
    backing: { terms: blisteringCare, abbreviations: ['IVIG', 'SCORTEN'] },
    specificity: { documentedBy: words(sjsTenNames, bsaOverlap), contradictedBy: words(bsaSjs, bsaTen) },
  },
  {
    id: 'pyoderma-gangrenosum',
    title: 'Pyoderma gangrenosum',
    kind: 'episodic',
    codes: ['L88'],
    terms: ['pyoderma gangrenosum', 'peristomal pyoderma gangrenosum'],
    backing: { terms: words(steroidsSystemic, ['clobetasol', 'topical tacrolimus', 'cyclosporine', 'infliximab', 'adalimumab', 'dapsone', 'skin biopsy', 'dermatology', 'wound care']) },
    // Debridement worsens pyoderma (pathergy); a wound that grows bacteria and heals with antibiotics was infection.
    refutedBy: { instead: ['necrotizing fasciitis', 'ecthyma gangrenosum', 'calciphylaxis'] },
  },
  {
    id: 'hidradenitis-suppurativa',
    title: 'Hidradenitis suppurativa',
    kind: 'chronic',
    codes: ['L732'],
    terms: ['hidradenitis suppurativa', 'hidradenitis', 'acne inversa', 'hidradenitis flare'],
    backing: { terms: words(antibiotics, ['incision and drainage', 'i&d', 'deroofing', 'wide excision', 'adalimumab', 'humira', 'secukinumab', 'clindamycin', 'doxycycline', 'rifampin', 'dermatology', 'wound care', 'intralesional triamcinolone']) },
  },
  {
    id: 'chronic-ulcer-buttock',
    title: 'Non-pressure chronic ulcer of buttock with unspecified severity',
    kind: 'chronic',
    codes: ['L98419'],
    terms: ulcerNames(['buttock', 'gluteal', 'right buttock', 'left buttock', 'bilateral buttock', 'gluteal cleft', 'intergluteal']),
    pseudo: pressurePseudo,
    backing: { terms: woundCare, abbreviations: ['WOCN', 'NPWT'] },
    refutedBy: { instead: pressureInstead },
    specificity: { contradictedBy: pressureInstead },
  },
  {
    id: 'chronic-ulcer-back',
    title: 'Non-pressure chronic ulcer of back with unspecified severity',
    kind: 'chronic',
    codes: ['L98429'],
    terms: ulcerNames(['back', 'lower back', 'upper back', 'mid back']),
    pseudo: pressurePseudo,
    backing: { terms: woundCare, abbreviations: ['WOCN', 'NPWT'] },
    refutedBy: { instead: pressureInstead },
    specificity: { contradictedBy: pressureInstead },
  },
  {
    id: 'chronic-ulcer-other-skin',
    title: 'Non-pressure chronic ulcer of skin of other sites with unspecified severity',
    kind: 'chronic',
    codes: ['L98499'],
    terms: ulcerNames(['abdominal wall', 'chest wall', 'scalp', 'groin', 'perineal', 'axillary', 'upper extremity', 'arm', 'forearm', 'hand', 'finger']),
    pseudo: pressurePseudo,
    backing: { terms: woundCare, abbreviations: ['WOCN', 'NPWT'] },
    refutedBy: { instead: pressureInstead },
    specificity: { contradictedBy: pressureInstead },
  },
  {
    id: 'pruritus',
    title: 'Pruritus, unspecified',
    kind: 'episodic',
    codes: ['L299'],
    terms: ['pruritus', 'itching', 'itchiness', 'itchy skin', 'generalized pruritus', 'pruritic', 'uremic pruritus', 'cholestatic pruritus', 'opioid induced pruritus'],
    pseudo: ['pruritic rash', 'pruritus ani', 'pruritus vulvae', 'pruritic urticaria', 'no pruritus'],
    backing: { terms: words(antihistamines, ['cholestyramine', 'rifampin', 'naltrexone', 'nalbuphine', 'sertraline', 'difelikefalin', 'emollient', 'moisturizer', 'triamcinolone cream', 'cool compresses']) },
  },
  {
    id: 'alopecia',
    title: 'Nonscarring hair loss, unspecified',
    kind: 'chronic',
    codes: ['L659'],
    terms: ['alopecia', 'hair loss', 'hair thinning', 'thinning hair'],
    pseudo: ['chemotherapy induced alopecia', 'alopecia areata', 'androgenic alopecia', 'androgenetic alopecia', 'scarring alopecia'],
    backing: { terms: ['minoxidil', 'rogaine', 'finasteride', 'spironolactone', 'dermatology', 'iron studies', 'ferritin', 'tsh', 'scalp biopsy'] },
  },
  {
    id: 'rosacea',
    title: 'Rosacea, unspecified',
    kind: 'chronic',
    codes: ['L719'],
    terms: ['rosacea', 'acne rosacea', 'ocular rosacea', 'papulopustular rosacea', 'rhinophyma'],
    backing: { terms: ['metronidazole gel', 'metrogel', 'topical metronidazole', 'ivermectin cream', 'soolantra', 'azelaic acid', 'finacea', 'brimonidine gel', 'mirvaso', 'doxycycline', 'oracea', 'minocycline', 'dermatology'] },
  },
  {
    id: 'actinic-keratosis',
    title: 'Actinic keratosis',
    kind: 'chronic',
    codes: ['L570'],
    terms: ['actinic keratosis', 'solar keratosis', 'senile keratosis'],
    backing: { terms: ['cryotherapy', 'liquid nitrogen', 'fluorouracil cream', '5 fluorouracil', 'efudex', 'imiquimod', 'photodynamic therapy', 'dermatology', 'shave biopsy'] },
  },
  {
    id: 'seborrheic-keratosis',
    title: 'Other seborrheic keratosis',
    kind: 'chronic',
    codes: ['L821'],
    terms: ['seborrheic keratosis', 'seborrheic keratoses', 'seborrheic wart', 'sebhorrheic keratosis', 'irritated seborrheic keratosis', 'inflamed seborrheic keratosis'],
    backing: { terms: ['cryotherapy', 'liquid nitrogen', 'shave biopsy', 'shave removal', 'curettage', 'dermatology', 'biopsy'] },
    specificity: { contradictedBy: ['irritated seborrheic keratosis', 'inflamed seborrheic keratosis'] },
  },
  {
    id: 'epidermal-cyst',
    title: 'Epidermal cyst',
    kind: 'chronic',
    codes: ['L720'],
    terms: ['epidermal cyst', 'epidermoid cyst', 'epidermal inclusion cyst', 'inclusion cyst', 'infundibular cyst', 'infected epidermal inclusion cyst', 'ruptured epidermoid cyst', 'sebaceous cyst'],
    pseudo: ['epidermoid cyst of the brain', 'intracranial epidermoid cyst', 'splenic epidermoid cyst', 'epidermoid cyst of the spleen'],
    abbreviations: ['EIC'],
    backing: { terms: words(antibiotics, ['excision', 'cyst excision', 'incision and drainage', 'i&d', 'warm compresses', 'general surgery', 'dermatology', 'intralesional triamcinolone']) },
  },
  {
    id: 'pilonidal-abscess',
    title: 'Pilonidal cyst with abscess',
    kind: 'episodic',
    codes: ['L0501'],
    terms: ['pilonidal abscess', 'pilonidal cyst with abscess', 'infected pilonidal cyst', 'abscessed pilonidal cyst', 'pilonidal sinus abscess', 'pilonidal cyst without abscess'],
    backing: { terms: abscessCare },
    specificity: { contradictedBy: ['pilonidal cyst without abscess', 'no abscess'] },
  },
  {
    id: 'ingrown-nail',
    title: 'Ingrowing nail',
    kind: 'episodic',
    codes: ['L600'],
    terms: ['ingrown toenail', 'ingrown nail', 'ingrowing nail', 'ingrowing toenail', 'onychocryptosis'],
    backing: { terms: words(antibiotics, ['nail avulsion', 'partial nail avulsion', 'wedge resection', 'matrixectomy', 'phenol matrixectomy', 'podiatry', 'warm soaks']) },
  },
  ...cellulitisBySide('cellulitis-finger', 'Cellulitis of {side} finger', { right: 'L03011', left: 'L03012' }, ['finger', 'thumb', 'index finger', 'middle finger', 'ring finger', 'small finger', 'fingertip']),
  ...cellulitisBySide('cellulitis-toe', 'Cellulitis of {side} toe', { right: 'L03031', left: 'L03032' }, ['toe', 'great toe', 'big toe', 'hallux', 'second toe', 'fifth toe', '1st toe', '2nd toe', '5th toe']),
  {
    id: 'cellulitis-face',
    title: 'Cellulitis of face',
    kind: 'episodic',
    codes: ['L03211'],
    terms: cellulitisAt(['face', 'facial', 'cheek', 'chin', 'nose', 'nasal', 'upper lip', 'forehead', 'jaw', 'submandibular']),
    backing: { terms: cellulitisCare },
    refutedBy: { instead: ['periorbital cellulitis', 'preseptal cellulitis', 'orbital cellulitis', 'dental abscess', 'angioedema', 'erysipelas of the face'] },
  },
  {
    id: 'cellulitis-periorbital',
    title: 'Periorbital cellulitis',
    kind: 'episodic',
    codes: ['L03213'],
    terms: ['periorbital cellulitis', 'preseptal cellulitis', 'eyelid cellulitis', 'cellulitis of the eyelid', 'right periorbital cellulitis', 'left periorbital cellulitis', 'right preseptal cellulitis', 'left preseptal cellulitis'],
    backing: { terms: words(cellulitisCare, ['ct orbits', 'ct of the orbits', 'ophthalmology', 'warm compresses']), abbreviations: ['CT'] },
    // Postseptal spread (proptosis, painful eye movements) is orbital cellulitis, H05.01-.
    refutedBy: { instead: ['orbital cellulitis', 'postseptal cellulitis', 'orbital abscess', 'subperiosteal abscess'] },
  },
  {
    id: 'cellulitis-neck',
    title: 'Cellulitis of neck',
    kind: 'episodic',
    codes: ['L03221'],
    terms: cellulitisAt(['neck', 'anterior neck', 'posterior neck', 'lateral neck', 'nape']),
    pseudo: ['deep neck space infection'],
    backing: { terms: words(cellulitisCare, ['ct neck', 'ct of the neck', 'ent']) },
    refutedBy: { instead: ['deep neck infection', 'peritonsillar abscess', 'retropharyngeal abscess', "ludwig's angina", 'ludwig angina'] },
  },
  {
    id: 'cellulitis-chest-wall',
    title: 'Cellulitis of chest wall',
    kind: 'episodic',
    codes: ['L03313'],
    terms: cellulitisAt(['chest wall', 'chest', 'breast', 'sternal', 'anterior chest', 'pectoral', 'pacemaker pocket site']),
    pseudo: ['breast abscess', 'pocket infection'],
    backing: { terms: cellulitisCare },
    refutedBy: { instead: ['mastitis', 'sternal wound infection', 'deep sternal wound infection', 'device pocket infection', 'pacemaker pocket infection', 'herpes zoster'] },
  },
  {
    id: 'cellulitis-groin',
    title: 'Cellulitis of groin',
    kind: 'episodic',
    codes: ['L03314'],
    terms: cellulitisAt(['groin', 'inguinal', 'right groin', 'left groin', 'inguinal fold']),
    backing: { terms: cellulitisCare },
    refutedBy: { instead: ["fournier's gangrene", 'fournier gangrene', 'necrotizing fasciitis', 'groin hematoma', 'intertrigo'] },
  },
  {
    id: 'abscess-buttock',
    title: 'Cutaneous abscess of buttock',
    kind: 'episodic',
    codes: ['L0231'],
    terms: abscessAt(['buttock', 'gluteal', 'right buttock', 'left buttock', 'right gluteal', 'left gluteal']),
    pseudo: ['gluteal injection'],
    backing: { terms: abscessCare },
    refutedBy: { instead: ['perirectal abscess', 'perianal abscess', 'ischiorectal abscess', 'pilonidal abscess', 'hidradenitis suppurativa'] },
  },
  {
    id: 'abscess-abdominal-wall',
    title: 'Cutaneous abscess of abdominal wall',
    kind: 'episodic',
    codes: ['L02211'],
    terms: abscessAt(['abdominal wall', 'subcutaneous abdominal wall', 'pannus', 'periumbilical', 'umbilical', 'lower abdominal wall']),
    pseudo: ['intraabdominal abscess'],
    backing: { terms: abscessCare },
    // An abscess in a surgical incision is a postprocedural infection (T81.4-), not a cutaneous abscess.
    refutedBy: { instead: ['surgical site infection', 'incisional wound infection', 'incision infection', 'wound infection', 'intra abdominal abscess', 'rectus sheath hematoma'] },
  },
  ...lateral({
    id: 'abscess-axilla',
    title: 'Cutaneous abscess of {side} axilla',
    kind: 'episodic',
    nouns: ['abscess', 'furuncle', 'boil', 'carbuncle'],
    places: ['axilla', 'axillary', 'underarm'],
    codes: { right: 'L02411', left: 'L02412' },
    backing: { terms: abscessCare },
    refutedBy: { instead: ['hidradenitis suppurativa', 'hidradenitis', 'lymphadenitis', 'axillary lymphadenopathy'] },
  }),
];

// ------------------------------------------------------------------ eye

const eyeDrops = ['eye drops', 'ophthalmic drops', 'ophthalmic ointment', 'artificial tears', 'ophthalmology', 'eye exam', 'slit lamp', 'slit lamp exam'];
const eyeAntibiotics = ['erythromycin ophthalmic ointment', 'erythromycin eye ointment', 'moxifloxacin eye drops', 'ofloxacin eye drops', 'polytrim', 'tobramycin eye drops', 'ciprofloxacin eye drops', 'ophthalmic antibiotic', 'antibiotic eye drops', 'bacitracin ophthalmic'];
const retinaCare = ['ophthalmology', 'retina', 'retina specialist', 'retinal surgery', 'dilated fundus exam', 'fundoscopic exam', 'b scan', 'b scan ultrasound', 'ocular ultrasound', 'vitrectomy', 'pars plana vitrectomy', 'scleral buckle', 'pneumatic retinopexy', 'laser retinopexy', 'laser photocoagulation', 'panretinal photocoagulation', 'anti vegf', 'intravitreal injection', 'bevacizumab', 'aflibercept', 'head of bed elevation', 'bed rest', 'held anticoagulation', 'anticoagulation held'];

const eyeEntries: CommonCondition[] = [
  {
    id: 'conjunctivitis',
    title: 'Unspecified conjunctivitis',
    kind: 'episodic',
    codes: ['H109'],
    terms: words(['conjunctivitis', 'pink eye', 'bacterial conjunctivitis', 'viral conjunctivitis', 'allergic conjunctivitis', 'acute conjunctivitis', 'mucopurulent conjunctivitis'], sided(['right', 'left', 'bilateral'], ['{side} conjunctivitis', '{side} eye conjunctivitis', 'conjunctivitis of the {side} eye'])),
    backing: { terms: words(eyeDrops, eyeAntibiotics, ['olopatadine', 'ketotifen', 'cool compresses', 'warm compresses', 'contact precautions']) },
    refutedBy: { instead: ['keratitis', 'corneal ulcer', 'corneal abrasion', 'uveitis', 'iritis', 'acute angle closure glaucoma', 'orbital cellulitis', 'periorbital cellulitis', 'subconjunctival hemorrhage', 'scleritis'] },
  },
  ...lateral({
    id: 'blepharitis',
    title: 'Unspecified blepharitis, {side} eye, unspecified eyelid',
    kind: 'chronic',
    nouns: ['blepharitis', 'anterior blepharitis', 'posterior blepharitis', 'meibomian gland dysfunction'],
    places: ['eye', 'eyelid', 'lid'],
    sideAlone: true,
    trailing: eyeTrailing,
    codes: { right: 'H01003', left: 'H01006', unspecified: 'H01009' },
    abbreviations: ['MGD'],
    backing: { terms: ['warm compresses', 'lid hygiene', 'lid scrubs', 'eyelid scrubs', 'baby shampoo', 'erythromycin ophthalmic ointment', 'bacitracin ophthalmic', 'azithromycin eye drops', 'doxycycline', 'artificial tears', 'ophthalmology'] },
  }),
  ...lateral({
    id: 'chalazion',
    title: 'Chalazion, {side} eye, unspecified eyelid',
    kind: 'episodic',
    nouns: ['chalazion', 'chalazia', 'meibomian cyst', 'hordeolum', 'stye'],
    places: ['eye', 'eyelid', 'upper eyelid', 'lower eyelid', 'lid', 'upper lid', 'lower lid'],
    sideAlone: true,
    trailing: eyeTrailing,
    codes: { right: 'H0013', left: 'H0016', unspecified: 'H0019' },
    backing: { terms: ['warm compresses', 'lid massage', 'incision and curettage', 'i&c', 'intralesional triamcinolone', 'erythromycin ophthalmic ointment', 'ophthalmology'] },
    // A hordeolum is named with it so a stye documents a different kind, H00.0-.
    specificity: { contradictedBy: ['hordeolum', 'stye', 'internal hordeolum', 'external hordeolum'] },
  }),
  ...lateral({
    id: 'subconjunctival-hemorrhage',
    title: 'Conjunctival hemorrhage, {side} eye',
    kind: 'episodic',
    nouns: ['subconjunctival hemorrhage', 'conjunctival hemorrhage', 'subconjunctival bleed', 'subconjunctival haemorrhage'],
    places: ['eye'],
    sideAlone: true,
    trailing: eyeTrailing,
    codes: { right: 'H1131', left: 'H1132', bilateral: 'H1133', unspecified: 'H1130' },
    backing: { terms: ['artificial tears', 'ophthalmology', 'blood pressure control', 'held anticoagulation', 'anticoagulation held', 'inr', 'reassurance', 'cool compresses', 'eye exam'], abbreviations: ['INR'] },
    refutedBy: { instead: ['hyphema', 'conjunctivitis', 'ruptured globe'] },
  }),
  ...lateral({
    id: 'orbital-cellulitis',
    title: 'Cellulitis of {side} orbit',
    kind: 'episodic',
    nouns: ['orbital cellulitis', 'postseptal cellulitis', 'post septal cellulitis', 'orbital abscess', 'subperiosteal abscess'],
    places: ['eye', 'orbit'],
    sideAlone: true,
    trailing: eyeTrailing,
    codes: { right: 'H05011', left: 'H05012', bilateral: 'H05013', unspecified: 'H05019' },
    backing: { terms: words(antibiotics, ['ct orbits', 'ct of the orbits', 'mri orbits', 'ophthalmology', 'ent', 'orbital decompression', 'sinus surgery', 'drainage', 'functional endoscopic sinus surgery']), abbreviations: ['FESS'] },
    // Preseptal (periorbital) cellulitis spares the orbit: L03.213.
    refutedBy: { instead: ['preseptal cellulitis', 'periorbital cellulitis', 'eyelid cellulitis'], absent: ['proptosis', 'postseptal involvement', 'orbital involvement', 'orbital extension'] },
  }),
  ...lateral({
    id: 'retinal-detachment',
    title: 'Unspecified retinal detachment with retinal break, {side} eye',
    kind: 'episodic',
    nouns: ['retinal detachment', 'rhegmatogenous retinal detachment', 'macula off retinal detachment', 'macula on retinal detachment', 'detached retina'],
    places: ['eye'],
    sideAlone: true,
    trailing: eyeTrailing,
    codes: { right: 'H33001', left: 'H33002', bilateral: 'H33003', unspecified: 'H33009' },
    abbreviations: ['RRD'],
    backing: { terms: retinaCare },
    // Tractional and serous detachments have codes of their own (H33.4-, H33.2-); a vitreous detachment is no retinal one.
    pseudo: ['vitreous detachment'],
    refutedBy: { instead: ['posterior vitreous detachment', 'retinal tear without detachment', 'tractional retinal detachment', 'serous retinal detachment', 'exudative retinal detachment'] },
  }),
  ...lateral({
    id: 'vitreous-hemorrhage',
    title: 'Vitreous hemorrhage, {side} eye',
    kind: 'episodic',
    nouns: ['vitreous hemorrhage', 'vitreous haemorrhage', 'vitreous bleed', 'hemorrhage into the vitreous'],
    places: ['eye'],
    sideAlone: true,
    trailing: eyeTrailing,
    codes: { right: 'H4311', left: 'H4312', bilateral: 'H4313', unspecified: 'H4310' },
    backing: { terms: retinaCare },
  }),
  ...lateral({
    id: 'central-retinal-artery-occlusion',
    title: 'Central retinal artery occlusion, {side} eye',
    kind: 'episodic',
    nouns: ['central retinal artery occlusion', 'crao', 'retinal artery occlusion', 'central retinal artery obstruction'],
    places: ['eye'],
    sideAlone: true,
    trailing: eyeTrailing,
    codes: { right: 'H3411', left: 'H3412', bilateral: 'H3413', unspecified: 'H3410' },
    abbreviations: ['CRAO'],
    // The stroke work-up is its management: an embolic source is looked for, as for a stroke.
    backing: { terms: ['ophthalmology', 'dilated fundus exam', 'fluorescein angiography', 'ocular massage', 'anterior chamber paracentesis', 'hyperbaric oxygen', 'alteplase', 'tpa', 'stroke work up', 'stroke workup', 'mri brain', 'carotid duplex', 'carotid ultrasound', 'cta head and neck', 'echocardiogram', 'tte', 'aspirin', 'atorvastatin', 'esr', 'crp', 'telemetry'], abbreviations: ['TTE', 'ESR', 'CRP', 'tPA'] },
    pseudo: ['retinal vein occlusion'],
    refutedBy: { instead: ['central retinal vein occlusion', 'branch retinal artery occlusion', 'amaurosis fugax', 'giant cell arteritis'] },
  }),
  ...lateral({
    id: 'acute-angle-closure-glaucoma',
    title: 'Acute angle-closure glaucoma, {side} eye',
    kind: 'episodic',
    nouns: ['acute angle closure glaucoma', 'acute angle closure', 'angle closure attack', 'acute angle closure attack', 'acute closed angle glaucoma', 'acute narrow angle glaucoma'],
    places: ['eye'],
    sideAlone: true,
    trailing: eyeTrailing,
    codes: { right: 'H40211', left: 'H40212', bilateral: 'H40213', unspecified: 'H40219' },
    backing: { terms: ['timolol', 'brimonidine', 'apraclonidine', 'pilocarpine', 'acetazolamide', 'diamox', 'mannitol', 'dorzolamide', 'laser peripheral iridotomy', 'peripheral iridotomy', 'iridotomy', 'intraocular pressure', 'ophthalmology', 'gonioscopy'], abbreviations: ['IOP', 'LPI'] },
    refutedBy: { absent: ['elevated intraocular pressure', 'elevated iop', 'closed angle', 'narrow angle'], instead: ['open angle glaucoma', 'conjunctivitis', 'iritis', 'uveitis', 'migraine'] },
  }),
  {
    id: 'optic-neuritis',
    title: 'Optic neuritis, unspecified',
    kind: 'episodic',
    codes: ['H469'],
    terms: words(['optic neuritis', 'retrobulbar neuritis', 'demyelinating optic neuritis', 'optic neuropathy due to demyelination'], sided(['right', 'left', 'bilateral'], ['{side} optic neuritis', 'optic neuritis of the {side} eye'])),
    backing: { terms: ['iv methylprednisolone', 'methylprednisolone', 'solu medrol', 'prednisone taper', 'mri orbits', 'mri of the orbits', 'mri brain', 'neurology', 'neuro ophthalmology', 'ophthalmology', 'visual field testing', 'aquaporin 4', 'mog antibody', 'plasma exchange', 'plasmapheresis'], abbreviations: ['AQP4', 'MOG', 'PLEX'] },
    refutedBy: { instead: ['ischemic optic neuropathy', 'anterior ischemic optic neuropathy', 'naion', 'papilledema', 'giant cell arteritis', 'central retinal artery occlusion'] },
  },
  {
    id: 'diplopia',
    title: 'Diplopia',
    kind: 'episodic',
    codes: ['H532'],
    terms: ['diplopia', 'double vision', 'binocular diplopia', 'monocular diplopia', 'horizontal diplopia', 'vertical diplopia', 'seeing double'],
    backing: { terms: ['eye patch', 'patching', 'prism glasses', 'prisms', 'mri brain', 'ct head', 'neurology', 'ophthalmology', 'neuro ophthalmology', 'stroke work up', 'acetylcholine receptor antibody', 'mri orbits', 'cranial nerve palsy work up'] },
  },
  {
    id: 'visual-loss',
    title: 'Unspecified visual loss',
    kind: 'episodic',
    codes: ['H547'],
    terms: ['vision loss', 'visual loss', 'loss of vision', 'decreased vision', 'decreased visual acuity', 'blurred vision', 'blurry vision', 'visual impairment', 'vision impairment', 'impaired vision', 'poor vision', 'low vision', 'sudden vision loss', 'transient vision loss'],
    pseudo: ['legally blind'],
    backing: { terms: ['ophthalmology', 'eye exam', 'visual acuity', 'dilated fundus exam', 'mri brain', 'ct head', 'neurology', 'fall precautions', 'low vision aids', 'magnifier'] },
  },
  {
    id: 'legal-blindness',
    title: 'Legal blindness, as defined in USA',
    kind: 'chronic',
    codes: ['H548'],
    terms: ['legally blind', 'legal blindness', 'legal blind', 'blind', 'blindness', 'bilateral blindness', 'blind in both eyes', 'blind in the right eye', 'blind in the left eye', 'blind in one eye', 'monocular blindness'],
    pseudo: ['single blind', 'double blind', 'blind loop', 'blind spot', 'blinded', 'blind pouch', 'blind ending', 'blind insertion', 'blind end'],
    backing: { terms: ['guide dog', 'service dog', 'white cane', 'cane for the blind', 'assistance with meals', 'fall precautions', 'braille', 'low vision aids', 'ophthalmology', 'sighted guide', 'visual impairment precautions', 'home health aide'] },
    specificity: { contradictedBy: ['blind in the right eye', 'blind in the left eye', 'blind in one eye', 'right eye blindness', 'left eye blindness', 'monocular blindness', 'blind right eye', 'blind left eye'] },
  },
];

// ------------------------------------------------------------------ ear

const earDrops = ['ciprofloxacin otic', 'ciprodex', 'ofloxacin otic', 'ofloxacin ear drops', 'cortisporin otic', 'otic drops', 'ear drops', 'antibiotic ear drops', 'ear wick', 'aural toilet', 'acetic acid otic', 'ent', 'otolaryngology'];
const vestibularCare = ['meclizine', 'antivert', 'diazepam', 'ondansetron', 'promethazine', 'scopolamine', 'vestibular therapy', 'vestibular rehabilitation', 'physical therapy', 'fall precautions', 'audiogram', 'audiology', 'ent', 'mri brain', 'mri internal auditory canals', 'videonystagmography', 'head impulse test', 'hints exam'];

const earEntries: CommonCondition[] = [
  ...lateral({
    id: 'otitis-externa',
    title: 'Unspecified otitis externa, {side} ear',
    kind: 'episodic',
    nouns: ['otitis externa', 'external otitis', "swimmer's ear", 'swimmers ear', 'acute otitis externa', 'ear canal infection'],
    places: ['ear'],
    sideAlone: true,
    trailing: earTrailing,
    codes: { right: 'H6091', left: 'H6092', bilateral: 'H6093', unspecified: 'H6090' },
    abbreviations: ['AOE'],
    backing: { terms: words(earDrops, ['acetaminophen', 'ibuprofen']) },
    unsided: ['malignant otitis externa', 'necrotizing otitis externa'],
    specificity: { contradictedBy: ['malignant otitis externa', 'necrotizing otitis externa', 'skull base osteomyelitis'] },
  }),
  ...lateral({
    id: 'malignant-otitis-externa',
    title: 'Malignant otitis externa, {side} ear',
    kind: 'episodic',
    nouns: ['malignant otitis externa', 'necrotizing otitis externa', 'necrotising otitis externa', 'malignant external otitis', 'necrotizing external otitis'],
    places: ['ear'],
    sideAlone: true,
    trailing: earTrailing,
    codes: { right: 'H6021', left: 'H6022', bilateral: 'H6023', unspecified: 'H6020' },
    abbreviations: ['MOE', 'NOE'],
    backing: { terms: words(antibiotics, earDrops, ['ct temporal bone', 'mri skull base', 'gallium scan', 'technetium bone scan', 'infectious disease', 'picc', 'debridement', 'esr', 'crp', 'six weeks of antibiotics', '6 weeks of antibiotics']), abbreviations: ['ESR', 'CRP', 'PICC', 'ID'] },
  }),
  ...lateral({
    id: 'otitis-media',
    title: 'Otitis media, unspecified, {side} ear',
    kind: 'episodic',
    nouns: ['otitis media', 'middle ear infection', 'acute otitis media', 'ear infection'],
    places: ['ear'],
    sideAlone: true,
    trailing: earTrailing,
    codes: { right: 'H6691', left: 'H6692', bilateral: 'H6693', unspecified: 'H6690' },
    abbreviations: ['AOM'],
    pseudo: ['otitis media with effusion', 'serous otitis media'],
    backing: { terms: words(antibiotics, ['amoxicillin', 'augmentin', 'cefdinir', 'otoscopy', 'tympanostomy tubes', 'myringotomy', 'ent', 'ibuprofen', 'acetaminophen']) },
  }),
  ...lateral({
    id: 'acute-suppurative-otitis-media',
    title: 'Acute suppurative otitis media without spontaneous rupture of ear drum, {side} ear',
    kind: 'episodic',
    nouns: ['acute suppurative otitis media', 'acute purulent otitis media', 'acute bacterial otitis media', 'suppurative otitis media', 'acute otitis media with bulging tympanic membrane', 'bulging tympanic membrane'],
    places: ['ear'],
    sideAlone: true,
    trailing: earTrailing,
    codes: { right: 'H66001', left: 'H66002', bilateral: 'H66003', unspecified: 'H66009' },
    backing: { terms: words(antibiotics, ['amoxicillin', 'augmentin', 'cefdinir', 'ceftriaxone', 'otoscopy', 'myringotomy', 'ent']) },
    // A ruptured drum with otorrhea is H66.01-; chronic suppuration H66.1- to H66.3-.
    specificity: { contradictedBy: ['perforated tympanic membrane', 'tympanic membrane perforation', 'ruptured tympanic membrane', 'spontaneous rupture', 'otorrhea', 'chronic suppurative otitis media'] },
  }),
  ...lateral({
    id: 'chronic-suppurative-otitis-media',
    title: 'Other chronic suppurative otitis media, {side} ear',
    kind: 'chronic',
    nouns: ['chronic suppurative otitis media', 'chronic otitis media with otorrhea', 'chronic draining ear', 'chronic purulent otitis media'],
    places: ['ear'],
    sideAlone: true,
    trailing: earTrailing,
    codes: { right: 'H663X1', left: 'H663X2', bilateral: 'H663X3', unspecified: 'H663X9' },
    abbreviations: ['CSOM'],
    backing: { terms: words(earDrops, antibiotics, ['tympanoplasty', 'mastoidectomy', 'ct temporal bone', 'aural toilet', 'ent']) },
    specificity: { contradictedBy: ['cholesteatoma'] },
  }),
  ...lateral({
    id: 'acute-mastoiditis',
    title: 'Acute mastoiditis without complications, {side} ear',
    kind: 'episodic',
    nouns: ['acute mastoiditis', 'mastoiditis', 'coalescent mastoiditis'],
    places: ['ear', 'mastoid'],
    sideAlone: true,
    trailing: earTrailing,
    codes: { right: 'H70001', left: 'H70002', bilateral: 'H70003', unspecified: 'H70009' },
    backing: { terms: words(antibiotics, ['ct temporal bone', 'ct mastoid', 'mastoidectomy', 'myringotomy', 'tympanostomy tube', 'ent', 'otolaryngology']) },
    // Subperiosteal abscess, petrositis, intracranial spread are the complicated codes (H70.01-, H70.09-).
    specificity: { contradictedBy: ['subperiosteal abscess', 'mastoid abscess', 'petrositis', 'sigmoid sinus thrombosis', 'epidural abscess', 'meningitis', 'brain abscess', 'chronic mastoiditis'] },
  }),
  ...lateral({
    id: 'impacted-cerumen',
    title: 'Impacted cerumen, {side} ear',
    kind: 'episodic',
    nouns: ['impacted cerumen', 'cerumen impaction', 'earwax impaction', 'ear wax impaction', 'impacted ear wax', 'impacted earwax', 'cerumen impacted', 'occluding cerumen'],
    places: ['ear'],
    sideAlone: true,
    trailing: earTrailing,
    codes: { right: 'H6121', left: 'H6122', bilateral: 'H6123', unspecified: 'H6120' },
    backing: { terms: ['cerumen removal', 'cerumen disimpaction', 'ear irrigation', 'ear lavage', 'debrox', 'carbamide peroxide', 'curettage', 'ent', 'mineral oil drops', 'docusate drops', 'disimpacted'] },
  }),
  ...lateral({
    id: 'tinnitus',
    title: 'Tinnitus, {side} ear',
    kind: 'chronic',
    nouns: ['tinnitus', 'ringing in the ear', 'ear ringing', 'pulsatile tinnitus'],
    places: ['ear'],
    sideAlone: true,
    trailing: earTrailing,
    codes: { right: 'H9311', left: 'H9312', bilateral: 'H9313', unspecified: 'H9319' },
    backing: { terms: ['audiogram', 'audiology', 'ent', 'hearing aids', 'sound therapy', 'white noise', 'mri internal auditory canals', 'salicylate level', 'aspirin held', 'held aspirin', 'tinnitus retraining'] },
  }),
  ...lateral({
    id: 'sudden-hearing-loss',
    title: 'Sudden idiopathic hearing loss, {side} ear',
    kind: 'episodic',
    nouns: ['sudden sensorineural hearing loss', 'sudden hearing loss', 'sudden idiopathic hearing loss', 'idiopathic sudden sensorineural hearing loss', 'acute sensorineural hearing loss'],
    places: ['ear'],
    sideAlone: true,
    trailing: earTrailing,
    codes: { right: 'H9121', left: 'H9122', bilateral: 'H9123', unspecified: 'H9120' },
    abbreviations: ['SSNHL', 'ISSNHL'],
    backing: { terms: ['prednisone', 'high dose prednisone', 'steroid taper', 'intratympanic steroid', 'intratympanic dexamethasone', 'audiogram', 'audiology', 'mri internal auditory canals', 'ent', 'hyperbaric oxygen'] },
    refutedBy: { instead: ['cerumen impaction', 'impacted cerumen', 'otitis media with effusion', 'conductive hearing loss'] },
  }),
  ...lateral({
    id: 'meniere-disease',
    title: "Meniere's disease, {side} ear",
    kind: 'chronic',
    nouns: ["meniere's disease", 'meniere disease', 'menieres disease', "meniere's", 'endolymphatic hydrops'],
    places: ['ear'],
    sideAlone: true,
    trailing: earTrailing,
    codes: { right: 'H8101', left: 'H8102', bilateral: 'H8103', unspecified: 'H8109' },
    backing: { terms: words(vestibularCare, ['hydrochlorothiazide', 'triamterene', 'betahistine', 'low salt diet', 'low sodium diet', 'intratympanic gentamicin', 'intratympanic steroid']) },
  }),
  ...lateral({
    id: 'vestibular-neuronitis',
    title: 'Vestibular neuronitis, {side} ear',
    kind: 'episodic',
    nouns: ['vestibular neuritis', 'vestibular neuronitis', 'acute vestibular neuritis', 'vestibular neuropathy', 'acute peripheral vestibulopathy'],
    places: ['ear'],
    sideAlone: true,
    trailing: earTrailing,
    codes: { right: 'H8121', left: 'H8122', bilateral: 'H8123', unspecified: 'H8120' },
    backing: { terms: words(vestibularCare, ['prednisone', 'steroid taper']) },
    // A posterior circulation stroke is the commonly confused alternative; BPPV and labyrinthitis code elsewhere.
    refutedBy: { instead: ['posterior circulation stroke', 'cerebellar stroke', 'cerebellar infarct', 'vertebrobasilar insufficiency', 'benign paroxysmal positional vertigo', 'labyrinthitis'] },
  }),
  ...lateral({
    id: 'labyrinthitis',
    title: 'Labyrinthitis, {side} ear',
    kind: 'episodic',
    nouns: ['labyrinthitis', 'viral labyrinthitis', 'acute labyrinthitis', 'serous labyrinthitis', 'suppurative labyrinthitis'],
    places: ['ear'],
    sideAlone: true,
    trailing: earTrailing,
    codes: { right: 'H8301', left: 'H8302', bilateral: 'H8303', unspecified: 'H8309' },
    backing: { terms: words(vestibularCare, ['prednisone', 'steroid taper', 'valacyclovir']) },
    refutedBy: { instead: ['posterior circulation stroke', 'cerebellar stroke', 'cerebellar infarct', 'benign paroxysmal positional vertigo', 'vestibular neuritis'] },
  }),
];

// ------------------------------------------------------------------ septic arthritis (M00.-)

interface Joint {
  readonly key: string;
  readonly title: string;
  /** The 5th character of M00.0- / M00.2- / M00.8-. */
  readonly digit: string;
  readonly words: readonly string[];
}
const joints: readonly Joint[] = [
  { key: 'shoulder', title: 'shoulder', digit: '1', words: ['shoulder', 'shoulder joint', 'glenohumeral joint', 'acromioclavicular joint', 'sternoclavicular joint'] },
  { key: 'elbow', title: 'elbow', digit: '2', words: ['elbow', 'elbow joint'] },
  { key: 'wrist', title: 'wrist', digit: '3', words: ['wrist', 'wrist joint', 'radiocarpal joint'] },
  { key: 'hip', title: 'hip', digit: '5', words: ['hip', 'hip joint'] },
  { key: 'knee', title: 'knee', digit: '6', words: ['knee', 'knee joint'] },
  { key: 'ankle-foot', title: 'ankle and foot', digit: '7', words: ['ankle', 'ankle joint', 'foot', 'first mtp joint', 'metatarsophalangeal joint', 'subtalar joint'] },
];

const septicNouns = ['septic arthritis', 'pyogenic arthritis', 'bacterial arthritis', 'infectious arthritis', 'infected joint', 'septic joint', 'joint infection', 'purulent arthritis'];
const staphWords = [
  'staphylococcus aureus', 'staph aureus', 's aureus', 's. aureus', 'mssa', 'mrsa', 'methicillin resistant staphylococcus aureus', 'methicillin sensitive staphylococcus aureus',
  'staphylococcal', 'staphylococcus', 'staph', 'coagulase negative staphylococcus', 'staphylococcus epidermidis', 'staphylococcus lugdunensis',
];
const strepWords = ['streptococcal', 'streptococcus', 'strep', 'group a strep', 'group b strep', 'streptococcus pyogenes', 'streptococcus agalactiae', 'group a streptococcus', 'group b streptococcus', 'viridans streptococcus', 'beta hemolytic streptococcus', 'gbs'];
const pneumococcalWords = ['pneumococcal', 'streptococcus pneumoniae', 'strep pneumoniae', 'pneumococcus'];
const otherBacteriaWords = [
  'escherichia coli', 'e coli', 'e. coli', 'pseudomonas', 'pseudomonas aeruginosa', 'klebsiella', 'serratia', 'enterobacter', 'proteus', 'salmonella', 'kingella',
  'haemophilus influenzae', 'enterococcus', 'enterococcal', 'cutibacterium', 'gram negative', 'gram negative rods', 'pasteurella', 'capnocytophaga', 'eikenella',
];
/** Gonococcal (A54.42), Lyme (A69.23), tuberculous (A18.02) and fungal arthritis are coded to the organism's chapter. */
const septicPseudo = ['gonococcal arthritis', 'disseminated gonococcal infection', 'lyme arthritis', 'tuberculous arthritis', 'fungal arthritis', 'reactive arthritis', 'prosthetic joint infection', 'periprosthetic joint infection'];
const septicCare = words(antibiotics, infectionWorkup, [
  'arthrocentesis', 'joint aspiration', 'synovial fluid', 'synovial fluid culture', 'synovial fluid analysis', 'synovial wbc', 'washout', 'irrigation and debridement',
  'arthroscopic washout', 'arthroscopic irrigation', 'open washout', 'arthrotomy', 'serial aspirations', 'orthopedics', 'orthopedic surgery', 'picc', 'infectious disease',
]);
const crystalInstead = ['gout flare', 'acute gout', 'gouty arthritis', 'pseudogout', 'cppd', 'calcium pyrophosphate deposition', 'crystal arthropathy', 'crystal induced arthritis', 'urate crystals', 'monosodium urate crystals', 'calcium pyrophosphate crystals', 'hemarthrosis'];

type Organism = { readonly key: string; readonly title: string; readonly prefix: string; readonly words: readonly string[] };
const organisms: readonly Organism[] = [
  { key: 'staphylococcal', title: 'Staphylococcal arthritis', prefix: 'M000', words: staphWords },
  { key: 'streptococcal', title: 'Other streptococcal arthritis', prefix: 'M002', words: strepWords },
  { key: 'other-bacterial', title: 'Arthritis due to other bacteria', prefix: 'M008', words: otherBacteriaWords },
];

/** One organism family's septic arthritis: unspecified joint, then each joint by side. */
function septicArthritis(o: Organism): CommonCondition[] {
  const others = words(...organisms.filter((x) => x !== o).map((x) => x.words), o.key === 'streptococcal' ? pneumococcalWords : []);
  const specificity = { documentedBy: words(o.words), contradictedBy: others.filter((w) => !o.words.includes(w)) };
  const shared = { kind: 'episodic' as const, pseudo: septicPseudo, backing: { terms: septicCare, abbreviations: ['PICC', 'ID', 'I&D'] }, refutedBy: { instead: crystalInstead } };
  return [
    { ...shared, id: `${o.key}-arthritis`, title: `${o.title}, unspecified joint`, codes: [`${o.prefix}0`], terms: septicNouns, specificity },
    ...joints.flatMap((j) =>
      lateral({
        ...shared,
        id: `${o.key}-arthritis-${j.key}`,
        title: `${o.title}, {side} ${j.title}`,
        nouns: septicNouns,
        places: j.words,
        codes: { right: `${o.prefix}${j.digit}1`, left: `${o.prefix}${j.digit}2` },
        specificity,
      }),
    ),
  ];
}

// ------------------------------------------------------------------ musculoskeletal

const levelWords = (levels: readonly [string, string][]) =>
  levels.flatMap(([a, b]) => [`${a}-${b}`, `${a}-${b.replace(/^[a-z]/, '')}`, `${a}/${b}`, `${a}/${b.replace(/^[a-z]/, '')}`, `${a} ${b}`, `${a}${b}`]);
const cervicalDisc = ['cervical disc herniation', 'herniated cervical disc', 'cervical disc protrusion', 'cervical disc extrusion', 'cervical disc disease', 'cervical disc displacement', 'cervical herniated nucleus pulposus', 'cervical hnp'];
const lumbarDisc = ['lumbar disc herniation', 'herniated lumbar disc', 'lumbar disc protrusion', 'lumbar disc extrusion', 'lumbar disc displacement', 'lumbar herniated nucleus pulposus', 'lumbar hnp', 'lumbar disc bulge'];
const discWords = ['disc herniation', 'herniated disc', 'disc protrusion', 'disc extrusion', 'herniated nucleus pulposus', 'hnp', 'disk herniation', 'herniated disk', 'disc bulge', 'sequestered disc'];
const radiculopathyWords = ['radiculopathy', 'radicular pain', 'radicular symptoms', 'nerve root compression', 'nerve root impingement', 'sciatica', 'foraminal stenosis with radiculopathy'];
const myelopathyWords = ['myelopathy', 'cord compression', 'spinal cord compression', 'myelomalacia', 'cord signal change'];
const spineCare = words(backCare, ['anterior cervical discectomy and fusion', 'acdf', 'cervical collar', 'discectomy', 'microdiscectomy', 'laminectomy', 'laminoplasty', 'decompression', 'epidural steroid injection', 'prednisone taper', 'medrol dosepak', 'neurosurgery', 'mri', 'emg']);
const cervicalLevels = { c45: levelWords([['c4', 'c5']]), c56: levelWords([['c5', 'c6']]), c67: levelWords([['c6', 'c7']]) };
const lumbarLevels = levelWords([['l1', 'l2'], ['l2', 'l3'], ['l3', 'l4'], ['l4', 'l5']]);
const lumbosacralLevels = words(levelWords([['l5', 's1']]), ['lumbosacral']);

function discEntry(id: string, title: string, code: string, names: readonly string[], withWords: readonly string[], spec: CommonCondition['specificity']): CommonCondition {
  const combos = names.flatMap((n) => withWords.slice(0, 2).map((w) => `${n} with ${w}`));
  return {
    id,
    title,
    kind: 'chronic',
    codes: [code],
    terms: words(combos),
    namedInParts: { terms: words(names, discWords), inSentenceWith: withWords },
    backing: { terms: spineCare, abbreviations: ['ACDF', 'ESI', 'MRI', 'EMG'] },
    ...(spec ? { specificity: spec } : {}),
  };
}

const pathFractureSites = {
  femurRight: ['right femur', 'right femoral', 'right hip', 'right femoral neck', 'right proximal femur', 'right subtrochanteric', 'right intertrochanteric', 'right femoral shaft'],
  femurLeft: ['left femur', 'left femoral', 'left hip', 'left femoral neck', 'left proximal femur', 'left subtrochanteric', 'left intertrochanteric', 'left femoral shaft'],
  humerusRight: ['right humerus', 'right humeral', 'right proximal humerus', 'right humeral shaft'],
  humerusLeft: ['left humerus', 'left humeral', 'left proximal humerus', 'left humeral shaft'],
  pelvis: ['pelvis', 'pelvic', 'acetabulum', 'acetabular', 'pubic ramus', 'sacrum', 'sacral', 'iliac'],
  vertebra: ['vertebral', 'vertebra', 'vertebral body', 'spine', 'spinal', 'compression', 'thoracic vertebral', 'lumbar vertebral', 'cervical vertebral', 'l1', 'l2', 'l3', 'l4', 'l5', 't10', 't11', 't12'],
};
const pathologicNouns = ['pathologic fracture', 'pathological fracture', 'pathologic fx', 'pathological fx'];
const pathologicNames = (places: readonly string[]) =>
  places.flatMap((p) => [`pathologic fracture of the ${p}`, `pathological fracture of the ${p}`, `pathologic ${p} fracture`, `pathological ${p} fracture`, `${p} pathologic fracture`, `${p} pathological fracture`, `pathologic fracture of ${p}`, `pathologic fracture, ${p}`]);
/** An impending fracture is the reason for prophylactic fixation, not a fracture. */
const pathologicPseudo = ['impending pathologic fracture', 'impending pathological fracture', 'impending fracture', 'risk of pathologic fracture', 'risk for pathologic fracture', 'at risk of fracture', 'high risk for pathologic fracture'];
const neoplasticWords = [
  'metastatic', 'metastasis', 'metastases', 'osseous metastasis', 'bone metastasis', 'bone metastases', 'lytic lesion', 'lytic metastasis', 'blastic metastasis', 'multiple myeloma',
  'myeloma', 'plasmacytoma', 'lymphoma', 'osteosarcoma', 'chondrosarcoma', 'tumor', 'malignancy', 'malignant', 'cancer', 'carcinoma',
];
const osteoporoticWords = ['osteoporotic fracture', 'fragility fracture', 'osteoporotic compression fracture', 'insufficiency fracture', 'due to osteoporosis', 'osteoporosis related fracture'];
const pathologicCare = words(fractureCare, oncologyTherapy, ['prophylactic fixation', 'radiation oncology', 'palliative radiation', 'radiation therapy', 'xrt', 'bone biopsy', 'orthopedic oncology', 'kyphoplasty', 'vertebroplasty', 'tlso brace', 'zoledronic acid', 'denosumab', 'spep']);

function pathologicFracture(kind: 'neoplastic' | 'nec', siteKey: string, code: string, siteTitle: string, places: readonly string[] | null): CommonCondition {
  const named = places ? pathologicNames(places) : pathologicNouns;
  return {
    id: `pathological-fracture-${kind}-${siteKey}`,
    title: kind === 'neoplastic' ? `Pathological fracture in neoplastic disease, ${siteTitle}, initial encounter` : `Pathological fracture, ${siteTitle}, initial encounter`,
    kind: 'episodic',
    codes: [code],
    terms: words(named, places ? [] : pathologicNames(['femur', 'hip', 'humerus', 'pelvis', 'femoral', 'humeral']), siteKey === 'other-site' ? ['pathologic compression fracture', 'pathological compression fracture', 'pathologic vertebral compression fracture', 'pathological vertebral compression fracture', 'pathologic vertebral body fracture'] : []),
    // "Impending pathologic fracture of the right femur": the longer name would outrun the shorter pseudo phrase.
    pseudo: words(pathologicPseudo, named.map((n) => `impending ${n}`)),
    backing: { terms: pathologicCare, abbreviations: ['ORIF', 'XRT', 'SPEP', 'TLSO'] },
    specificity:
      kind === 'neoplastic'
        ? // The cancer is a standing fact: "PMH: breast cancer with bone metastases" documents it.
          { documentedBy: neoplasticWords, standing: true, otherKinds: osteoporoticWords }
        : { contradictedBy: words(neoplasticWords.slice(0, 11), ['osteoporotic', 'osteoporosis', 'fragility fracture', 'traumatic fracture']) },
  };
}

/** A bursitis cared for: aspiration, compression and the site's pad, anti-inflammatories. */
const bursitisCare = (pad: string): string[] =>
  ['bursal aspiration', 'aspiration of the bursa', 'compression wrap', pad, 'ice', 'nsaid', 'ibuprofen', 'naproxen', 'steroid injection', 'orthopedics'];
/** An infected bursa, which has its own code (M71.1-): "septic bursitis", and the site's own name for it. */
const septicBursitis = (siteName: string): string[] => ['septic bursitis', siteName, 'infected bursa', 'infected bursitis', 'infectious bursitis', 'bursal abscess'];

const muscleEntries: CommonCondition[] = [
  ...organisms.flatMap(septicArthritis),
  {
    id: 'pyogenic-arthritis',
    title: 'Pyogenic arthritis, unspecified',
    kind: 'episodic',
    codes: ['M009'],
    terms: words(septicNouns, ['septic arthritis of the knee', 'septic arthritis of the hip', 'septic knee', 'septic hip', 'infected knee', 'infected hip']),
    pseudo: septicPseudo,
    backing: { terms: septicCare, abbreviations: ['PICC', 'ID', 'I&D'] },
    refutedBy: { instead: crystalInstead, absent: ['organisms on gram stain', 'growth on synovial culture'] },
  },
  {
    id: 'seropositive-rheumatoid-arthritis',
    title: 'Rheumatoid arthritis with rheumatoid factor, unspecified',
    kind: 'chronic',
    codes: ['M059'],
    terms: ['seropositive rheumatoid arthritis', 'rheumatoid factor positive rheumatoid arthritis', 'rf positive rheumatoid arthritis', 'seropositive ra', 'rheumatoid arthritis, seropositive', 'seronegative rheumatoid arthritis', 'rheumatoid arthritis'],
    backing: { terms: dmards, abbreviations: ['DMARD', 'MTX', 'HCQ'] },
    specificity: {
      documentedBy: ['seropositive rheumatoid arthritis', 'rheumatoid factor positive rheumatoid arthritis', 'rf positive rheumatoid arthritis', 'seropositive ra', 'rheumatoid arthritis, seropositive', 'seropositive', 'rheumatoid factor positive', 'positive rheumatoid factor', 'rf positive', 'anti ccp positive', 'positive anti ccp'],
      contradictedBy: ['seronegative rheumatoid arthritis', 'seronegative', 'rheumatoid factor negative', 'rf negative'],
      standing: true,
    },
  },
  {
    id: 'rheumatoid-lung-disease',
    title: 'Rheumatoid lung disease with rheumatoid arthritis of unspecified site',
    kind: 'chronic',
    codes: ['M0510'],
    terms: ['rheumatoid lung disease', 'rheumatoid arthritis associated interstitial lung disease', 'ra associated interstitial lung disease', 'ra ild', 'ra-ild', 'rheumatoid interstitial lung disease', 'rheumatoid lung', 'interstitial lung disease due to rheumatoid arthritis', 'rheumatoid nodules of the lung'],
    backing: { terms: words(dmards, ['pulmonology', 'pulmonary function tests', 'high resolution ct', 'hrct', 'nintedanib', 'ofev', 'home oxygen', 'supplemental oxygen']), abbreviations: ['PFTs', 'HRCT'] },
  },
  ...lateral({
    id: 'cppd-knee',
    title: 'Other chondrocalcinosis (CPPD), {side} knee',
    kind: 'episodic',
    nouns: ['pseudogout', 'cppd', 'calcium pyrophosphate deposition disease', 'cppd arthropathy', 'chondrocalcinosis', 'acute cppd arthritis', 'pseudogout flare'],
    places: ['knee'],
    codes: { right: 'M11261', left: 'M11262' },
    backing: { terms: ['arthrocentesis', 'joint aspiration', 'synovial fluid', 'calcium pyrophosphate crystals', 'intra articular steroid injection', 'intraarticular steroid injection', 'colchicine', 'prednisone', 'naproxen', 'indomethacin', 'rheumatology'] },
    refutedBy: { instead: ['septic arthritis', 'gout flare', 'gouty arthritis', 'monosodium urate crystals'] },
  }),
  {
    id: 'cppd',
    title: 'Other chondrocalcinosis (CPPD), unspecified site',
    kind: 'episodic',
    codes: ['M1120'],
    terms: ['pseudogout', 'cppd', 'calcium pyrophosphate deposition disease', 'cppd arthropathy', 'chondrocalcinosis', 'acute cppd arthritis', 'pseudogout flare', 'pseudogout of the wrist', 'pseudogout of the knee'],
    abbreviations: ['CPPD'],
    backing: { terms: ['arthrocentesis', 'joint aspiration', 'synovial fluid', 'calcium pyrophosphate crystals', 'intra articular steroid injection', 'colchicine', 'prednisone', 'naproxen', 'indomethacin', 'rheumatology'] },
    refutedBy: { instead: ['septic arthritis', 'gout flare', 'gouty arthritis', 'monosodium urate crystals'] },
  },
  {
    id: 'polyosteoarthritis',
    title: 'Polyosteoarthritis, unspecified',
    kind: 'chronic',
    codes: ['M159'],
    terms: ['polyosteoarthritis', 'generalized osteoarthritis', 'diffuse osteoarthritis', 'multiple joint osteoarthritis', 'osteoarthritis of multiple joints', 'multijoint osteoarthritis', 'polyarticular osteoarthritis', 'primary generalized osteoarthritis', 'erosive osteoarthritis'],
    backing: { terms: jointCare },
    specificity: { contradictedBy: ['primary generalized osteoarthritis', 'erosive osteoarthritis'] },
  },
  {
    id: 'primary-generalized-osteoarthritis',
    title: 'Primary generalized (osteo)arthritis',
    kind: 'chronic',
    codes: ['M150'],
    terms: ['primary generalized osteoarthritis', 'generalized osteoarthritis', 'polyosteoarthritis', 'primary generalised osteoarthritis', 'generalized primary osteoarthritis'],
    backing: { terms: jointCare },
    specificity: { documentedBy: ['primary generalized osteoarthritis', 'primary generalised osteoarthritis', 'generalized primary osteoarthritis'], contradictedBy: ['secondary osteoarthritis', 'post traumatic osteoarthritis', 'erosive osteoarthritis'] },
  },
  ...lateral({
    id: 'first-cmc-osteoarthritis',
    title: 'Unilateral primary osteoarthritis of first carpometacarpal joint, {side} hand',
    kind: 'chronic',
    nouns: ['first cmc osteoarthritis', 'first carpometacarpal osteoarthritis', 'cmc osteoarthritis', 'cmc arthritis', 'basal joint arthritis', 'thumb arthritis', 'thumb cmc arthritis', 'thumb basal joint arthritis', 'carpometacarpal arthritis', 'osteoarthritis of the first cmc joint'],
    places: ['hand', 'thumb'],
    sideAlone: true,
    codes: { right: 'M1811', left: 'M1812', bilateral: 'M180', unspecified: 'M189' },
    abbreviations: ['CMC'],
    backing: { terms: words(jointCare, ['thumb spica splint', 'spica splint', 'hand therapy', 'occupational therapy', 'trapeziectomy', 'ligament reconstruction tendon interposition', 'lrti', 'cmc injection', 'hand surgery']) },
  }),
  {
    id: 'dermatomyositis',
    title: 'Other dermatomyositis, organ involvement unspecified',
    kind: 'chronic',
    codes: ['M3310'],
    terms: ['dermatomyositis', 'amyopathic dermatomyositis', 'adult dermatomyositis', 'clinically amyopathic dermatomyositis', 'anti mda5 dermatomyositis'],
    pseudo: ['juvenile dermatomyositis'],
    backing: { terms: words(steroidsSystemic, ['ivig', 'intravenous immunoglobulin', 'methotrexate', 'mycophenolate', 'azathioprine', 'rituximab', 'hydroxychloroquine', 'rheumatology', 'muscle biopsy', 'emg', 'ck', 'creatine kinase', 'aldolase', 'myositis panel', 'malignancy screening', 'ct chest abdomen pelvis']), abbreviations: ['IVIG', 'CK', 'EMG'] },
    specificity: { contradictedBy: ['dermatomyositis with respiratory involvement', 'dermatomyositis associated interstitial lung disease', 'dermatomyositis with myopathy', 'dermatomyositis with interstitial lung disease'] },
  },
  {
    id: 'polymyositis',
    title: 'Polymyositis, organ involvement unspecified',
    kind: 'chronic',
    codes: ['M3320'],
    terms: ['polymyositis', 'idiopathic polymyositis'],
    backing: { terms: words(steroidsSystemic, ['ivig', 'methotrexate', 'mycophenolate', 'azathioprine', 'rituximab', 'rheumatology', 'muscle biopsy', 'emg', 'ck', 'creatine kinase', 'aldolase', 'myositis panel']), abbreviations: ['IVIG', 'CK', 'EMG'] },
    refutedBy: { instead: ['inclusion body myositis', 'statin myopathy', 'statin induced myopathy', 'necrotizing autoimmune myopathy', 'immune mediated necrotizing myopathy', 'rhabdomyolysis', 'polymyalgia rheumatica'] },
    specificity: { contradictedBy: ['polymyositis with interstitial lung disease', 'polymyositis with respiratory involvement', 'polymyositis associated interstitial lung disease'] },
  },
  {
    id: 'systemic-sclerosis',
    title: 'Systemic sclerosis, unspecified',
    kind: 'chronic',
    codes: ['M349'],
    terms: ['systemic sclerosis associated interstitial lung disease', 'scleroderma lung disease', 'scleroderma associated interstitial lung disease', 'crest syndrome', 'systemic sclerosis', 'scleroderma', 'diffuse cutaneous systemic sclerosis', 'limited cutaneous systemic sclerosis', 'diffuse scleroderma', 'limited scleroderma', 'progressive systemic sclerosis'],
    abbreviations: ['SSc'],
    pseudo: ['morphea', 'localized scleroderma', 'scleroderma renal crisis'],
    backing: { terms: ['mycophenolate', 'cellcept', 'cyclophosphamide', 'nintedanib', 'tocilizumab', 'nifedipine', 'amlodipine for raynaud', 'sildenafil', 'bosentan', 'rheumatology', 'pulmonary function tests', 'echocardiogram', 'ppi', 'omeprazole', 'pantoprazole', 'captopril'], abbreviations: ['PFTs'] },
    // CREST and lung involvement have codes of their own (M34.1, M34.81).
    specificity: { contradictedBy: ['crest syndrome', 'systemic sclerosis associated interstitial lung disease', 'ssc ild', 'scleroderma lung disease', 'scleroderma associated interstitial lung disease'] },
  },
  {
    id: 'crest-syndrome',
    title: 'CR(E)ST syndrome',
    kind: 'chronic',
    codes: ['M341'],
    terms: ['crest syndrome', 'crest variant of scleroderma', 'crest scleroderma', 'limited cutaneous systemic sclerosis with crest'],
    abbreviations: ['CREST'],
    backing: { terms: ['nifedipine', 'amlodipine', 'sildenafil', 'omeprazole', 'pantoprazole', 'ppi', 'rheumatology', 'echocardiogram', 'pulmonary function tests', 'wound care for digital ulcers'] },
  },
  {
    id: 'systemic-sclerosis-lung',
    title: 'Systemic sclerosis with lung involvement',
    kind: 'chronic',
    codes: ['M3481'],
    terms: ['systemic sclerosis associated interstitial lung disease', 'ssc ild', 'ssc-ild', 'scleroderma lung disease', 'scleroderma associated interstitial lung disease', 'scleroderma ild', 'interstitial lung disease due to scleroderma', 'systemic sclerosis with lung involvement', 'scleroderma with interstitial lung disease'],
    backing: { terms: ['mycophenolate', 'cyclophosphamide', 'nintedanib', 'ofev', 'tocilizumab', 'pulmonology', 'pulmonary function tests', 'high resolution ct', 'hrct', 'home oxygen', 'supplemental oxygen', 'rheumatology'], abbreviations: ['PFTs', 'HRCT'] },
  },
  {
    id: 'sjogren-syndrome',
    title: 'Sjogren syndrome, unspecified',
    kind: 'chronic',
    codes: ['M3500'],
    terms: ["sjogren's syndrome", 'sjogren syndrome', 'sjogrens syndrome', "sjogren's", 'sicca syndrome', 'primary sjogren syndrome'],
    backing: { terms: ['hydroxychloroquine', 'plaquenil', 'pilocarpine', 'salagen', 'cevimeline', 'artificial tears', 'restasis', 'cyclosporine eye drops', 'rheumatology', 'saliva substitute', 'biotene'] },
  },
  {
    id: 'ankylosing-spondylitis',
    title: 'Ankylosing spondylitis of unspecified sites in spine',
    kind: 'chronic',
    codes: ['M459'],
    terms: ['ankylosing spondylitis', 'bamboo spine', 'axial spondyloarthritis', 'radiographic axial spondyloarthritis', "bechterew's disease", 'marie strumpell disease'],
    pseudo: ['ankylosing spinal hyperostosis'],
    backing: { terms: ['adalimumab', 'humira', 'etanercept', 'enbrel', 'infliximab', 'golimumab', 'certolizumab', 'secukinumab', 'cosentyx', 'ixekizumab', 'taltz', 'upadacitinib', 'nsaid', 'naproxen', 'celecoxib', 'meloxicam', 'indomethacin', 'physical therapy', 'rheumatology', 'ct spine', 'fracture precautions', 'spine precautions', 'hla b27'] },
    refutedBy: { instead: ['diffuse idiopathic skeletal hyperostosis'] },
  },
  // Cervical disc disorders: myelopathy (M50.0-) outranks radiculopathy (M50.1-); the level is the code's 5th-6th character.
  discEntry('cervical-disc-myelopathy', 'Cervical disc disorder with myelopathy, unspecified cervical region', 'M5000', cervicalDisc, myelopathyWords, undefined),
  discEntry('cervical-disc-myelopathy-c5-c6', 'Cervical disc disorder at C5-C6 level with myelopathy', 'M50022', cervicalDisc, myelopathyWords, { documentedBy: cervicalLevels.c56 }),
  discEntry('cervical-disc-radiculopathy', 'Cervical disc disorder with radiculopathy, unspecified cervical region', 'M5010', cervicalDisc, radiculopathyWords, { contradictedBy: myelopathyWords }),
  discEntry('cervical-disc-radiculopathy-c4-c5', 'Cervical disc disorder at C4-C5 level with radiculopathy', 'M50121', cervicalDisc, radiculopathyWords, { documentedBy: cervicalLevels.c45, contradictedBy: myelopathyWords }),
  discEntry('cervical-disc-radiculopathy-c5-c6', 'Cervical disc disorder at C5-C6 level with radiculopathy', 'M50122', cervicalDisc, radiculopathyWords, { documentedBy: cervicalLevels.c56, contradictedBy: myelopathyWords }),
  discEntry('cervical-disc-radiculopathy-c6-c7', 'Cervical disc disorder at C6-C7 level with radiculopathy', 'M50123', cervicalDisc, radiculopathyWords, { documentedBy: cervicalLevels.c67, contradictedBy: myelopathyWords }),
  discEntry('lumbar-disc-radiculopathy', 'Other intervertebral disc disorders with radiculopathy, lumbar region', 'M5116', lumbarDisc, radiculopathyWords, { documentedBy: words(lumbarLevels, ['lumbar']), contradictedBy: myelopathyWords }),
  discEntry('lumbosacral-disc-radiculopathy', 'Other intervertebral disc disorders with radiculopathy, lumbosacral region', 'M5117', lumbarDisc, radiculopathyWords, { documentedBy: lumbosacralLevels, contradictedBy: myelopathyWords }),
  {
    id: 'lumbar-disc-displacement',
    title: 'Other intervertebral disc displacement, lumbar region',
    kind: 'chronic',
    codes: ['M5126'],
    terms: words(lumbarDisc),
    namedInParts: { terms: discWords, inSentenceWith: words(lumbarLevels, ['lumbar']) },
    backing: { terms: spineCare, abbreviations: ['ESI', 'MRI'] },
    // With radiculopathy it is M51.16; at L5-S1 the lumbosacral code.
    specificity: { contradictedBy: words(radiculopathyWords, myelopathyWords, levelWords([['l5', 's1']])) },
  },
  ...(['lumbar', 'lumbosacral'] as const).map((region): CommonCondition => ({
    id: `spondylolisthesis-${region}`,
    title: `Spondylolisthesis, ${region} region`,
    kind: 'chronic',
    codes: [region === 'lumbar' ? 'M4316' : 'M4317'],
    terms: ['spondylolisthesis', 'anterolisthesis', 'retrolisthesis', 'degenerative spondylolisthesis', 'isthmic spondylolisthesis', 'grade 1 spondylolisthesis', 'grade 2 spondylolisthesis', 'lumbar spondylolisthesis', 'lumbosacral spondylolisthesis'],
    pseudo: ['traumatic spondylolisthesis', 'congenital spondylolisthesis'],
    backing: { terms: words(backCare, ['spinal fusion', 'posterior lumbar interbody fusion', 'transforaminal lumbar interbody fusion', 'plif', 'tlif', 'decompression and fusion', 'flexion extension x rays', 'neurosurgery']), abbreviations: ['PLIF', 'TLIF'] },
    specificity: region === 'lumbar' ? { documentedBy: words(lumbarLevels, ['lumbar spondylolisthesis']), contradictedBy: words(levelWords([['l5', 's1']]), ['lumbosacral spondylolisthesis']) } : { documentedBy: words(lumbosacralLevels, ['lumbosacral spondylolisthesis']) },
  })),
  {
    id: 'myositis',
    title: 'Myositis, unspecified',
    kind: 'episodic',
    codes: ['M609'],
    terms: ['myositis', 'viral myositis', 'inflammatory myositis', 'acute myositis', 'benign acute childhood myositis', 'influenza associated myositis'],
    pseudo: ['myositis ossificans', 'inclusion body myositis', 'myositis antibody panel', 'myositis specific antibodies'],
    backing: { terms: words(steroidsSystemic, ['ivig', 'creatine kinase', 'ck', 'trended ck', 'aldolase', 'iv fluids', 'mri thigh', 'muscle biopsy', 'emg', 'rheumatology', 'myositis panel']), abbreviations: ['CK', 'IVIG', 'EMG'] },
    refutedBy: { instead: ['rhabdomyolysis', 'dermatomyositis', 'polymyositis', 'pyomyositis', 'statin myopathy'] },
  },
  {
    id: 'necrotizing-fasciitis',
    title: 'Necrotizing fasciitis',
    kind: 'episodic',
    codes: ['M726'],
    terms: ['necrotizing fasciitis', 'necrotising fasciitis', 'necrotizing soft tissue infection', 'necrotizing soft tissue infections', 'necrotizing infection', "fournier's gangrene", 'fournier gangrene', 'flesh eating infection', 'type 1 necrotizing fasciitis', 'type 2 necrotizing fasciitis'],
    abbreviations: ['NSTI'],
    pseudo: ['lrinec score', 'concern for necrotizing', 'rule out necrotizing fasciitis'],
    backing: { terms: words(antibiotics, ['surgical debridement', 'emergent debridement', 'excisional debridement', 'operative debridement', 'serial debridements', 'return to the operating room for debridement', 'fasciotomy', 'amputation', 'clindamycin', 'ivig', 'hyperbaric oxygen', 'general surgery', 'wound vac', 'frozen section']), abbreviations: ['IVIG'] },
    // Finger test or exploration with healthy fascia: cellulitis or an abscess, not necrotizing infection.
    refutedBy: { absent: ['necrotic fascia', 'fascial necrosis', 'dishwater fluid', 'gas in the soft tissue', 'soft tissue gas', 'subcutaneous gas'], instead: ['cellulitis without necrotizing', 'nonnecrotizing cellulitis', 'healthy fascia', 'fascia viable', 'viable fascia'] },
  },
  {
    id: 'plantar-fasciitis',
    title: 'Plantar fascial fibromatosis (plantar fasciitis)',
    kind: 'chronic',
    codes: ['M722'],
    terms: words(['plantar fasciitis', 'plantar fasciopathy', 'plantar fascial fibromatosis', 'plantar fibromatosis', 'ledderhose disease'], sided(['right', 'left', 'bilateral'], ['{side} plantar fasciitis'])),
    backing: { terms: ['night splint', 'heel cups', 'orthotics', 'stretching exercises', 'plantar fascia stretching', 'steroid injection', 'podiatry', 'physical therapy', 'nsaid', 'ibuprofen', 'naproxen', 'meloxicam'] },
  },
  ...lateral({
    id: 'rotator-cuff-tear',
    title: 'Unspecified rotator cuff tear or rupture of {side} shoulder, not specified as traumatic',
    kind: 'chronic',
    nouns: ['rotator cuff tear', 'rotator cuff rupture', 'torn rotator cuff', 'supraspinatus tear', 'infraspinatus tear', 'rotator cuff arthropathy', 'full thickness rotator cuff tear', 'partial thickness rotator cuff tear', 'complete rotator cuff tear'],
    places: ['shoulder'],
    sideAlone: true,
    codes: { right: 'M75101', left: 'M75102' },
    pseudo: ['traumatic rotator cuff tear', 'acute traumatic rotator cuff tear'],
    backing: { terms: words(jointCare, ['sling', 'rotator cuff repair', 'arthroscopic rotator cuff repair', 'reverse total shoulder arthroplasty', 'reverse shoulder arthroplasty', 'mri shoulder', 'subacromial injection', 'orthopedics']) },
  }),
  ...lateral({
    id: 'complete-rotator-cuff-tear',
    title: 'Complete rotator cuff tear or rupture of {side} shoulder, not specified as traumatic',
    kind: 'chronic',
    nouns: ['full thickness rotator cuff tear', 'complete rotator cuff tear', 'full thickness supraspinatus tear', 'massive rotator cuff tear', 'complete rotator cuff rupture', 'rotator cuff tear'],
    places: ['shoulder'],
    sideAlone: true,
    codes: { right: 'M75121', left: 'M75122' },
    pseudo: ['traumatic rotator cuff tear', 'acute traumatic rotator cuff tear'],
    backing: { terms: words(jointCare, ['sling', 'rotator cuff repair', 'arthroscopic rotator cuff repair', 'reverse total shoulder arthroplasty', 'reverse shoulder arthroplasty', 'mri shoulder', 'orthopedics']) },
    specificity: { documentedBy: ['full thickness', 'complete', 'massive', 'retracted'], contradictedBy: ['partial thickness', 'partial tear', 'incomplete tear', 'partial thickness rotator cuff tear', 'partial rotator cuff tear'] },
  }),
  ...lateral({
    id: 'olecranon-bursitis',
    title: 'Olecranon bursitis, {side} elbow',
    kind: 'episodic',
    nouns: ['olecranon bursitis', 'elbow bursitis', 'bursitis'],
    places: ['elbow'],
    codes: { right: 'M7021', left: 'M7022' },
    backing: { terms: bursitisCare('elbow pad') },
    // Infected bursitis is M71.1-: an infective code, not this one.
    specificity: { contradictedBy: septicBursitis('septic olecranon bursitis') },
  }),
  ...lateral({
    id: 'prepatellar-bursitis',
    title: 'Prepatellar bursitis, {side} knee',
    kind: 'episodic',
    nouns: ['prepatellar bursitis', 'knee bursitis', "housemaid's knee"],
    places: ['knee'],
    codes: { right: 'M7041', left: 'M7042' },
    backing: { terms: bursitisCare('knee pad') },
    specificity: { contradictedBy: septicBursitis('septic prepatellar bursitis') },
  }),
  ...lateral({
    id: 'trochanteric-bursitis',
    title: 'Trochanteric bursitis, {side} hip',
    kind: 'chronic',
    nouns: ['trochanteric bursitis', 'greater trochanteric pain syndrome', 'hip bursitis'],
    places: ['hip'],
    sideAlone: true,
    codes: { right: 'M7061', left: 'M7062' },
    backing: { terms: ['trochanteric bursa injection', 'steroid injection', 'corticosteroid injection', 'physical therapy', 'nsaid', 'ibuprofen', 'naproxen', 'meloxicam', 'lidocaine patch', 'orthopedics'] },
  }),
  ...(['elbow', 'knee'] as const).flatMap((place) =>
    lateral({
      id: `septic-bursitis-${place}`,
      title: `Other infective bursitis, {side} ${place}`,
      kind: 'episodic',
      nouns: place === 'elbow' ? ['septic bursitis', 'septic olecranon bursitis', 'infected olecranon bursitis', 'infected bursitis', 'infectious bursitis', 'olecranon bursitis'] : ['septic bursitis', 'septic prepatellar bursitis', 'infected prepatellar bursitis', 'infected bursitis', 'infectious bursitis', 'prepatellar bursitis'],
      places: [place],
      codes: place === 'elbow' ? { right: 'M71121', left: 'M71122' } : { right: 'M71161', left: 'M71162' },
      backing: { terms: words(antibiotics, ['bursal aspiration', 'aspiration of the bursa', 'bursal fluid culture', 'incision and drainage', 'bursectomy', 'orthopedics']), abbreviations: ['I&D'] },
      specificity: { documentedBy: ['septic bursitis', 'septic olecranon bursitis', 'septic prepatellar bursitis', 'infected olecranon bursitis', 'infected prepatellar bursitis', 'infected bursitis', 'infectious bursitis', 'infected bursa', 'bursal fluid culture grew', 'bursal abscess'] },
      refutedBy: { absent: ['bursal fluid culture positive'], instead: ['aseptic bursitis', 'noninfectious bursitis', 'traumatic bursitis', 'gouty bursitis'] },
    }),
  ),
  // Pathological fractures, initial encounter.
  pathologicFracture('neoplastic', 'unspecified', 'M8450XA', 'unspecified site', null),
  pathologicFracture('neoplastic', 'femur-right', 'M84551A', 'right femur', pathFractureSites.femurRight),
  pathologicFracture('neoplastic', 'femur-left', 'M84552A', 'left femur', pathFractureSites.femurLeft),
  pathologicFracture('neoplastic', 'humerus-right', 'M84521A', 'right humerus', pathFractureSites.humerusRight),
  pathologicFracture('neoplastic', 'humerus-left', 'M84522A', 'left humerus', pathFractureSites.humerusLeft),
  pathologicFracture('neoplastic', 'pelvis', 'M84550A', 'pelvis', pathFractureSites.pelvis),
  pathologicFracture('neoplastic', 'other-site', 'M8458XA', 'other specified site (vertebra)', pathFractureSites.vertebra),
  pathologicFracture('nec', 'unspecified', 'M8440XA', 'unspecified site', null),
  pathologicFracture('nec', 'femur-right', 'M84451A', 'right femur', pathFractureSites.femurRight),
  pathologicFracture('nec', 'femur-left', 'M84452A', 'left femur', pathFractureSites.femurLeft),
  pathologicFracture('nec', 'humerus-right', 'M84421A', 'right humerus', pathFractureSites.humerusRight),
  pathologicFracture('nec', 'humerus-left', 'M84422A', 'left humerus', pathFractureSites.humerusLeft),
  {
    id: 'paget-disease-of-bone',
    title: 'Osteitis deformans of unspecified bone',
    kind: 'chronic',
    codes: ['M889'],
    terms: ["paget's disease of bone", 'paget disease of bone', 'osteitis deformans', "paget's disease of the bone", 'pagetic bone', "paget's disease", 'paget disease'],
    pseudo: ["paget's disease of the breast", "paget's disease of the nipple", 'extramammary paget', 'extramammary paget disease', 'mammary paget disease', 'paget disease of the nipple', 'paget disease of the breast'],
    backing: { terms: ['zoledronic acid', 'reclast', 'alendronate', 'risedronate', 'pamidronate', 'bisphosphonate', 'alkaline phosphatase', 'bone scan', 'endocrinology', 'calcium and vitamin d'] },
  },
  {
    id: 'postlaminectomy-syndrome',
    title: 'Postlaminectomy syndrome, not elsewhere classified',
    kind: 'chronic',
    codes: ['M961'],
    terms: ['postlaminectomy syndrome', 'post laminectomy syndrome', 'failed back surgery syndrome', 'failed back syndrome', 'post laminectomy pain syndrome', 'failed neck surgery syndrome', 'persistent spinal pain syndrome type 2'],
    abbreviations: ['FBSS'],
    backing: { terms: words(backCare, ['spinal cord stimulator', 'dorsal column stimulator', 'intrathecal pump', 'pain management', 'pain clinic']) },
  },
  ...lateral({
    id: 'knee-effusion',
    title: 'Effusion, {side} knee',
    kind: 'episodic',
    nouns: ['effusion', 'joint effusion', 'knee effusion', 'swelling with effusion', 'large effusion', 'moderate effusion'],
    places: ['knee'],
    codes: { right: 'M25461', left: 'M25462', unspecified: 'M25469' },
    pseudo: ['pleural effusion', 'pericardial effusion', 'no effusion'],
    backing: { terms: ['arthrocentesis', 'joint aspiration', 'knee aspiration', 'synovial fluid', 'synovial fluid analysis', 'x ray of the knee', 'knee x ray', 'mri knee', 'ice', 'elevation', 'compression wrap', 'knee immobilizer', 'orthopedics', 'nsaid'] },
    // The effusion of a named septic, crystal or traumatic joint is that condition's, not a separate code.
    refutedBy: { instead: ['hemarthrosis', 'septic arthritis', 'gout flare', 'pseudogout'] },
  }),
  ...(
    [
      ['shoulder', 'M25511', 'M25512'],
      ['hip', 'M25551', 'M25552'],
      ['knee', 'M25561', 'M25562'],
    ] as const
  ).flatMap(([joint, right, left]) =>
    lateral({
      id: `${joint}-pain`,
      title: `Pain in {side} ${joint}`,
      kind: 'episodic',
      nouns: ['pain', 'joint pain', 'arthralgia'],
      places: [joint],
      codes: { right, left },
      backing: { terms: words(painCare, ['x ray', 'x-ray', 'radiograph', 'mri', 'ice', 'heat', 'physical therapy', 'orthopedics', 'steroid injection', 'joint injection', 'knee immobilizer', 'sling']), abbreviations: ['MRI', 'PT'] },
    }),
  ),
  ...lateral({
    id: 'leg-pain',
    title: 'Pain in {side} leg',
    kind: 'episodic',
    nouns: ['pain', 'leg pain', 'calf pain', 'thigh pain'],
    places: ['leg', 'lower extremity', 'lower leg', 'calf', 'thigh'],
    codes: { right: 'M79604', left: 'M79605' },
    pseudo: ['restless leg', 'phantom limb pain'],
    backing: { terms: words(painCare, ['venous duplex', 'lower extremity duplex', 'doppler ultrasound', 'arterial duplex', 'ankle brachial index', 'x ray', 'physical therapy']) },
  }),
  {
    id: 'myalgia',
    title: 'Myalgia, unspecified site',
    kind: 'episodic',
    codes: ['M7910'],
    terms: ['myalgia', 'myalgias', 'muscle aches', 'muscle ache', 'muscle pain', 'diffuse myalgias', 'body aches', 'statin myalgia', 'statin associated myalgia'],
    pseudo: ['polymyalgia', 'eosinophilia myalgia'],
    backing: { terms: words(painCare, ['creatine kinase', 'ck', 'statin held', 'held statin', 'statin discontinued', 'atorvastatin held', 'coq10', 'coenzyme q10', 'muscle relaxant']), abbreviations: ['CK'] },
    refutedBy: { instead: ['rhabdomyolysis', 'polymyalgia rheumatica', 'myositis'] },
  },
  {
    id: 'back-muscle-spasm',
    title: 'Spasm of back muscles',
    kind: 'episodic',
    codes: ['M62830'],
    terms: ['muscle spasm of back', 'back spasm', 'back spasms', 'back muscle spasm', 'lumbar muscle spasm', 'paraspinal muscle spasm', 'paraspinal spasm', 'lumbar paraspinal spasm', 'low back spasm', 'thoracic paraspinal spasm'],
    backing: { terms: words(backCare, ['heat', 'lidocaine patch']) },
  },
  {
    id: 'muscle-spasm',
    title: 'Other muscle spasm',
    kind: 'episodic',
    codes: ['M62838'],
    terms: ['muscle spasm', 'muscle spasms', 'muscle cramp', 'muscle cramps', 'leg cramps', 'calf cramps', 'nocturnal leg cramps', 'neck spasm', 'trapezius spasm', 'cervical paraspinal spasm'],
    pseudo: ['bladder spasm', 'bladder spasms', 'esophageal spasm', 'bronchospasm', 'vasospasm', 'laryngospasm', 'carpopedal spasm', 'hemifacial spasm', 'infantile spasms', 'back spasm', 'back spasms'],
    backing: { terms: words(['cyclobenzaprine', 'flexeril', 'methocarbamol', 'robaxin', 'tizanidine', 'baclofen', 'diazepam', 'magnesium', 'magnesium oxide', 'potassium repletion', 'stretching', 'heat', 'massage', 'physical therapy']) },
  },
];

export const skinEyeEarJointConditions: readonly CommonCondition[] = [...skinEntries, ...eyeEntries, ...earEntries, ...muscleEntries];
