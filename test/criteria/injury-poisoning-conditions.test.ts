import { injuryPoisoningConditions } from '../../criteria/common/injury-poisoning.en';
import { builtInResult, codesNotOwnedByTheirEntry } from '../support/built-in';

/**
 * Injuries by site, side, level, displacement and loss of consciousness, and poisonings and toxic
 * effects by intent (criteria/common/injury-poisoning.en.ts). Each entry: a note that supports it,
 * and one that does not for a reason a reviewer would see (other side, other level, healed or
 * pathological, another intent, named but not managed).
 */

const resultOf = builtInResult;

describe('injury and poisoning entries', () => {
  it('resolve each code to its own pack', () => {
    expect(codesNotOwnedByTheirEntry(injuryPoisoningConditions)).toEqual([]);
  });
});

/** Each sided entry's partner code ("S42001A" <-> "S42002A"), read from the entries' ids. */
const partnerCode = (() => {
  const byId = new Map(injuryPoisoningConditions.map((c) => [c.id, c.codes[0]!]));
  const pairs = new Map<string, string>();
  for (const [id, code] of byId) {
    const left = id.endsWith('-right') ? byId.get(`${id.slice(0, -'-right'.length)}-left`) : undefined;
    if (left) pairs.set(code, left).set(left, code);
  }
  return pairs;
})();
/** The same note with right and left swapped, for the other side's code. */
const swapSides = (text: string) => text.replace(/\b(right|left)\b/gi, (w) => ({ right: 'left', left: 'right', Right: 'Left', Left: 'Right' })[w] ?? w);
/** Every sided row and its mirror image: each side's entry gets a supporting note and one that is not. */
const withMirrors = (rows: readonly (readonly [string, string, string])[]) =>
  rows.flatMap((row) => {
    const partner = partnerCode.get(row[0].replace('.', ''));
    return partner ? [row, [partner, swapSides(row[1]), row[2]] as const] : [row];
  });

describe('head and face', () => {
  it.each(withMirrors([
    ['S02.0XXA', 'Fall from ladder. CT head: left parietal bone fracture with small contusion. Neurosurgery consulted; repeat CT head stable, nonoperative.', 'Supported'],
    ['S02.0XXA', 'Fall from ladder. CT head: basilar skull fracture through the clivus, no vault involvement. Neurosurgery consulted.', 'Unsupported'],
    ['S02.109A', 'Assault. Basilar skull fracture with hemotympanum; neurosurgery followed, beta 2 transferrin sent for clear otorrhea.', 'Supported'],
    ['S02.109A', 'Fall. CT head: left parietal bone fracture; the skull base is intact. Neurosurgery consulted.', 'Unsupported'],
    ['S02.91XA', 'Fall down stairs. Skull fracture on CT; neurosurgery consulted, neuro checks every 2 hours.', 'Supported'],
    ['S02.91XA', 'Fall down stairs with scalp hematoma. CT head: no skull fracture. Discharged with ice and acetaminophen.', 'Unsupported'],
    ['S02.2XXA', 'Punched in the face. Nasal bone fracture on CT; ENT to perform closed reduction as an outpatient, ice and acetaminophen.', 'Supported'],
    ['S02.2XXA', 'Facial trauma. CT maxillofacial: no nasal fracture. Ibuprofen.', 'Unsupported'],
    ['S02.31XA', 'Right orbital floor fracture without entrapment; ophthalmology exam normal, sinus precautions and Augmentin, OMFS follow up.', 'Supported'],
    ['S02.31XA', 'Left orbital floor fracture without entrapment; ophthalmology exam normal, sinus precautions.', 'Unsupported'],
    ['S02.30XA', 'Orbital floor fracture on CT face; plastic surgery recommends no nose blowing and outpatient follow up.', 'Supported'],
    ['S02.30XA', 'Facial trauma after a fall; CT face: no orbital floor fracture. Ice and acetaminophen.', 'Unsupported'],
    ['S02.609A', 'Mandible fracture at the angle after assault; OMFS performed ORIF with arch bars, full liquid diet.', 'Supported'],
    ['S02.609A', 'Jaw pain after assault; panorex showed no mandible fracture.', 'Unsupported'],
    ['S01.01XA', 'Fall at home with a 4 cm scalp laceration, repaired with staples in the ED; tetanus updated.', 'Supported'],
    ['S01.01XA', 'Fall at home. Scalp hematoma without laceration; ice applied.', 'Unsupported'],
    ['S01.81XA', 'Forehead laceration from the fall, closed with Dermabond.', 'Supported'],
    ['S01.81XA', 'Forehead laceration with glass foreign body removed and sutured.', 'Unsupported'],
    ['S00.03XA', 'Fall with occipital scalp hematoma; CT head without bleed, ice pack and acetaminophen.', 'Supported'],
    ['S00.03XA', 'Fall with occipital scalp hematoma.', 'NoDetermination'],
    ['S00.83XA', 'Mechanical fall with forehead contusion treated with ice packs; CT head without bleed.', 'Supported'],
    ['S00.83XA', 'Forehead laceration repaired with sutures.', 'Unsupported'],
  ] as const))('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('traumatic epidural hemorrhage by loss of consciousness', () => {
  it.each([
    ['S06.4X0A', 'Struck by a bat, no loss of consciousness. CT: right temporal epidural hematoma; craniotomy and hematoma evacuation by neurosurgery.', 'Supported'],
    ['S06.4X0A', 'Struck by a bat with brief loss of consciousness. CT: right temporal epidural hematoma; craniotomy by neurosurgery.', 'Unsupported'],
    ['S06.4X1A', 'Fall with loss of consciousness; epidural hematoma on CT, evacuated via craniotomy.', 'Supported'],
    ['S06.4X9A', 'Fall with loss of consciousness; epidural hematoma on CT, evacuated via craniotomy.', 'Supported'],
    ['S06.4X9A', 'Epidural hematoma on CT, evacuated via craniotomy.', 'NoDetermination'],
    ['S06.4X1A', 'Back pain after an epidural catheter; MRI showed a spinal epidural hematoma, decompressed by neurosurgery; no loss of consciousness.', 'Unsupported'],
    ['S06.330A', 'Fall without loss of consciousness. CT: bifrontal hemorrhagic contusions; neurosurgery, repeat CT head stable, levetiracetam.', 'Supported'],
    ['S06.330A', 'Fall with loss of consciousness. CT: bifrontal hemorrhagic contusions; neurosurgery, repeat CT head stable.', 'Unsupported'],
    ['S06.339A', 'Assault with loss of consciousness; right temporal lobe contusion on CT, neuro checks and repeat head CT.', 'Supported'],
    ['S06.339A', 'Assault with loss of consciousness; CT head negative, no contusion; concussion.', 'NoDetermination'],
    ['S06.2X9A', 'MVC with prolonged loss of consciousness; MRI brain shows diffuse axonal injury. ICP monitoring in the neuro ICU.', 'Supported'],
    ['S06.2X0A', 'MVC with prolonged loss of consciousness; MRI brain shows diffuse axonal injury. ICP monitoring in the neuro ICU.', 'Unsupported'],
    ['S06.2X0A', 'Ejected from a car, no loss of consciousness per EMS; MRI brain: diffuse axonal injury. Neurosurgery, neuro checks.', 'Supported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('spine and spinal cord', () => {
  const cervical = [1, 2, 3, 4, 5, 6, 7].flatMap((l) => [
    [`S12.${l - 1}00A`, `MVC. CT cervical spine: C${l} fracture; neurosurgery placed her in a cervical collar.`, 'Supported'],
    [`S12.${l - 1}00A`, `MVC. CT cervical spine: nondisplaced C${l} fracture; cervical collar.`, 'Unsupported'],
    [`S12.${l - 1}01A`, `MVC. CT cervical spine: nondisplaced C${l} fracture; cervical collar.`, 'Supported'],
    [`S12.${l - 1}01A`, `MVC. CT cervical spine: displaced C${l} fracture; posterior fusion.`, 'Unsupported'],
    [`S12.${l - 1}00A`, `MVC. CT cervical spine: C${l === 7 ? 6 : l + 1} fracture; cervical collar.`, 'Unsupported'],
  ]);
  const lumbar = [1, 2, 3, 4, 5].flatMap((l) => [
    [`S32.0${l}0A`, `Fall from roof. L${l} compression fracture, no retropulsion; TLSO brace and oxycodone.`, 'Supported'],
    [`S32.0${l}0A`, `Fall from roof. L${l} burst fracture with retropulsion; posterior spinal fusion.`, 'Unsupported'],
    [`S32.0${l}9A`, `Fall from roof. L${l} burst fracture with retropulsion; posterior spinal fusion.`, 'Supported'],
    [`S32.0${l}9A`, `Fall from roof. L${l === 5 ? 4 : l + 1} transverse process fracture; pain control.`, 'Unsupported'],
  ]);
  it.each([
    ...cervical,
    ...lumbar,
    ['S12.9XXA', 'Diving injury. Cervical spine fracture on CT; hard collar, neurosurgery.', 'Supported'],
    ['S12.9XXA', 'Neck pain after MVC. CT cervical spine: no fracture. Cyclobenzaprine.', 'Unsupported'],
    ['S22.080A', 'Fell from a horse: T12 compression fracture, TLSO brace, physical therapy.', 'Supported'],
    ['S22.080A', 'Fell from a horse: T7 compression fracture, TLSO brace.', 'Unsupported'],
    ['S22.080A', 'Severe osteoporosis. T12 compression fracture after bending over; kyphoplasty.', 'Unsupported'],
    ['S22.060A', 'Fell from a horse: T7 compression fracture, TLSO brace.', 'Supported'],
    ['S22.050A', 'T6 wedge compression fracture after MVC; pain control with oxycodone.', 'Supported'],
    ['S22.050A', 'T6 burst fracture after MVC; posterior spinal fusion.', 'Unsupported'],
    ['S22.060A', 'T8 compression fracture.', 'NoDetermination'],
    ['S22.070A', 'T10 compression fracture after MVC; TLSO brace.', 'Supported'],
    ['S22.070A', 'Chronic T10 compression fracture seen on CT; no acute fracture.', 'Unsupported'],
    ['S22.009A', 'Thoracic spine fracture after fall; TLSO and spine surgery follow up.', 'Supported'],
    ['S22.009A', 'Back pain; MRI thoracic spine shows a healed thoracic compression fracture.', 'Unsupported'],
    ['S32.009A', 'MVC with lumbar spine fracture; TLSO and oxycodone.', 'Supported'],
    ['S32.009A', 'Lumbar spine fracture.', 'NoDetermination'],
    ['S32.10XA', 'Lateral compression pelvic injury with a zone 1 sacral fracture; weight bearing as tolerated, oxycodone.', 'Supported'],
    ['S32.10XA', 'Sacral insufficiency fracture in an osteoporotic woman; calcitonin and physical therapy.', 'Unsupported'],
    ['S32.2XXA', 'Fell on her tailbone: coccyx fracture, donut cushion and NSAIDs.', 'Supported'],
    ['S32.2XXA', 'Fell on her tailbone: x-ray shows no coccyx fracture, contusion only.', 'Unsupported'],
    ['S32.301A', 'Right iliac wing fracture after MVC; weight bearing as tolerated, oxycodone.', 'Supported'],
    ['S32.302A', 'Right iliac wing fracture after MVC; weight bearing as tolerated, oxycodone.', 'Unsupported'],
    ['S14.109A', 'Diving accident: cervical spinal cord injury at C5 with quadriparesis; MAP goals above 85 with norepinephrine, ACDF by neurosurgery.', 'Supported'],
    ['S14.109A', 'Remote spinal cord injury with chronic quadriplegia; admitted for UTI.', 'Unsupported'],
    ['S14.129A', 'Fall forward with hyperextension: central cord syndrome, MAP goals, MRI cervical spine, neurosurgery.', 'Supported'],
    ['S14.129A', 'Hand weakness after a fall; MRI cervical spine normal, central cord syndrome ruled out. Weakness attributed to bilateral carpal tunnel syndrome.', 'Unsupported'],
    ['S24.109A', 'GSW to the back with thoracic spinal cord injury at T6; decompression and fusion, spinal cord injury rehabilitation.', 'Supported'],
    ['S24.109A', 'Thoracic spinal cord injury.', 'NoDetermination'],
    ['S34.109A', 'Lumbar spinal cord injury at L1 after fall; laminectomy, bladder program.', 'Supported'],
    ['S34.109A', 'Back pain with saddle anesthesia: cauda equina syndrome from disc herniation; laminectomy.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('chest', () => {
  it.each([
    ['S27.0XXA', 'Stab wound to the left chest with a pneumothorax; chest tube placed, serial chest x-rays.', 'Supported'],
    ['S27.0XXA', 'Traumatic pneumothorax from rib fractures; chest tube placed.', 'Supported'],
    ['S27.0XXA', 'Tall thin smoker with primary spontaneous pneumothorax; chest tube placed.', 'Unsupported'],
    ['S27.1XXA', 'MVC with left hemothorax; chest tube drained 600 mL, trauma surgery following.', 'Supported'],
    ['S27.1XXA', 'Blunt chest trauma with a left hemopneumothorax; chest tube placed.', 'Unsupported'],
    ['S27.2XXA', 'Blunt chest trauma with a left hemopneumothorax; chest tube placed.', 'Supported'],
    ['S27.2XXA', 'Blunt chest trauma. Chest CT: no hemopneumothorax.', 'Unsupported'],
    ['S27.321A', 'Right pulmonary contusion after MVC; incentive spirometry and supplemental oxygen.', 'Supported'],
    ['S27.321A', 'Bilateral pulmonary contusions after MVC; high flow nasal cannula.', 'Unsupported'],
    ['S27.322A', 'Bilateral pulmonary contusions after MVC; high flow nasal cannula.', 'Supported'],
    ['S27.322A', 'Right pulmonary contusion after MVC; incentive spirometry.', 'Unsupported'],
    ['S27.329A', 'Pulmonary contusion after MVC; incentive spirometry.', 'Supported'],
    ['S27.329A', 'Blunt chest trauma; CT chest without pulmonary contusion.', 'Unsupported'],
    ['S22.20XA', 'Steering wheel injury with a sternal fracture; troponin and ECG normal, oxycodone and incentive spirometry.', 'Supported'],
    ['S22.20XA', 'Chest wall pain after CPR; CT showed no sternal fracture.', 'Unsupported'],
    ['T79.7XXA', 'Left rib fractures with subcutaneous emphysema after the fall; chest tube placed, serial chest x-rays.', 'Supported'],
    ['T79.7XXA', 'Subcutaneous emphysema after chest tube placement for empyema; observed, resolved.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('limb fractures and lacerations by side', () => {
  it.each(withMirrors([
    ['S42.001A', 'Bicycle crash: right clavicle fracture, managed in a sling.', 'Supported'],
    ['S42.002A', 'Bicycle crash: right clavicle fracture, managed in a sling.', 'Unsupported'],
    ['S42.201A', 'Fall on outstretched arm: right proximal humerus fracture, sling and orthopedics follow up.', 'Supported'],
    ['S42.201A', 'Fall: right humeral shaft fracture in a coaptation splint.', 'Unsupported'],
    ['S42.302A', 'Left humeral shaft fracture, coaptation splint then functional brace.', 'Supported'],
    ['S42.302A', 'Left proximal humerus fracture, sling.', 'Unsupported'],
    ['S52.501A', 'Right distal radius fracture, closed reduction and sugar tong splint.', 'Supported'],
    ['S52.501A', 'Remote right distal radius fracture, healed; admitted for pneumonia.', 'Unsupported'],
    ['S52.501A', 'Wrist pain after a fall; x-ray negative for distal radius fracture, wrist sprain, splint for comfort.', 'Unsupported'],
    ['S52.502A', 'Left Colles fracture treated with ORIF (volar plating).', 'Supported'],
    ['S52.502A', 'Healed left distal radius fracture on x-ray.', 'Unsupported'],
    ['S52.531A', 'Right Colles fracture: closed reduction and splint.', 'Supported'],
    ['S52.531A', 'Right distal radius fracture: closed reduction and splint.', 'NoDetermination'],
    ['S52.531A', 'Right Smith fracture: ORIF.', 'Unsupported'],
    ['S62.002A', 'Left scaphoid fracture on repeat x-ray; thumb spica cast, hand surgery follow up.', 'Supported'],
    ['S62.002A', 'Left wrist pain; MRI shows no scaphoid fracture.', 'Unsupported'],
    ['S62.336A', "Punched a wall: right boxer's fracture, closed reduction and ulnar gutter splint.", 'Supported'],
    ['S62.336A', 'Punched a wall: right nondisplaced fifth metacarpal neck fracture, ulnar gutter splint.', 'Unsupported'],
    ['S72.301A', 'MVC with right femoral shaft fracture; intramedullary nailing.', 'Supported'],
    ['S72.301A', 'Right atypical femoral fracture on alendronate; intramedullary nail.', 'Unsupported'],
    ['S72.402A', 'Left distal femur fracture after fall; ORIF, touch down weight bearing.', 'Supported'],
    ['S72.402A', 'Left periprosthetic distal femur fracture above a knee replacement; ORIF.', 'Unsupported'],
    ['S82.101A', 'Right tibial plateau fracture; external fixator then ORIF.', 'Supported'],
    ['S82.101A', 'Right tibial shaft fracture; intramedullary nail.', 'Unsupported'],
    ['S82.202A', 'Left tibial shaft fracture; intramedullary nail, weight bearing as tolerated.', 'Supported'],
    ['S82.202A', 'Left tibial shaft fracture.', 'NoDetermination'],
    ['S82.841A', 'Right bimalleolar ankle fracture; ORIF, non weight bearing.', 'Supported'],
    ['S82.841A', 'Right nondisplaced bimalleolar fracture; splint, non weight bearing.', 'Unsupported'],
    ['S82.852A', 'Left trimalleolar fracture; ORIF with syndesmotic screw.', 'Supported'],
    ['S82.852A', 'Left bimalleolar fracture; ORIF.', 'Unsupported'],
    ['S82.891A', 'Right ankle fracture; splint, non weight bearing, orthopedics follow up.', 'Supported'],
    ['S82.891A', 'Right trimalleolar fracture; ORIF.', 'Unsupported'],
    ['S82.892A', 'Left ankle fracture (healed) on the x-ray; admitted for pneumonia, ceftriaxone.', 'Unsupported'],
    ['S82.892A', 'PMH: left ankle fracture s/p ORIF 2015. Admitted for pneumonia, ceftriaxone.', 'NoDetermination'],
    ['S92.001A', 'Fall from height: right calcaneus fracture, non weight bearing, splint.', 'Supported'],
    ['S92.001A', 'Fall from height: left calcaneus fracture, non weight bearing, splint.', 'Unsupported'],
    ['S92.352A', 'Left fifth metatarsal fracture; walking boot, podiatry follow up.', 'Supported'],
    ['S92.352A', 'Left nondisplaced fifth metatarsal fracture; walking boot.', 'Unsupported'],
    ['S51.811A', 'Right forearm laceration from a knife, irrigated and sutured; tetanus given.', 'Supported'],
    ['S51.811A', 'Left forearm laceration from a knife, sutured.', 'Unsupported'],
    ['S61.412A', 'Left hand laceration sutured by hand surgery.', 'Supported'],
    ['S61.412A', 'Left hand laceration with retained glass foreign body, removed and sutured.', 'Unsupported'],
    ['S81.811A', 'Right pretibial laceration from a fall, closed with steri strips.', 'Supported'],
    ['S81.811A', 'Right pretibial laceration.', 'NoDetermination'],
    ['S91.312A', 'Stepped on glass: left foot laceration, irrigated, sutures placed.', 'Supported'],
    ['S91.312A', 'Stepped on a nail: left foot puncture wound, tetanus given.', 'Unsupported'],
    ['S43.004A', 'Fall onto the arm: right anterior shoulder dislocation, closed reduction under procedural sedation, sling.', 'Supported'],
    ['S43.004A', 'Recurrent right shoulder dislocation, reduced in the ED; orthopedics for stabilization.', 'Unsupported'],
    ['S43.005A', 'Fall onto the arm: right anterior shoulder dislocation, closed reduction, sling.', 'Unsupported'],
    ['S70.01XA', 'Fall at home: right hip contusion, x-ray negative for fracture; acetaminophen, physical therapy, walker.', 'Supported'],
    ['S70.01XA', 'Fall at home: right hip fracture; hemiarthroplasty.', 'Unsupported'],
    ['S70.02XA', 'Left hip contusion.', 'NoDetermination'],
    ['S80.02XA', 'Left knee contusion from the fall; ice and acetaminophen, weight bearing as tolerated.', 'Supported'],
    ['S80.02XA', 'Left patellar fracture; knee immobilizer.', 'Unsupported'],
  ] as const))('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('burns by site, degree and extent', () => {
  it.each(withMirrors([
    ['T20.20XA', 'Grease fire: second degree burns of the face and neck; burn unit, silver sulfadiazine dressings.', 'Supported'],
    ['T20.20XA', 'Grease fire: full thickness burns of the face; excision and grafting.', 'Unsupported'],
    ['T21.20XA', 'Scald with partial thickness burns to the chest; burn center, daily dressing changes.', 'Supported'],
    ['T21.20XA', 'Scald with first degree burns to the chest; aloe only.', 'Unsupported'],
    ['T22.20XA', 'Partial thickness burns to the right forearm from hot oil; Xeroform and bacitracin.', 'Supported'],
    ['T22.20XA', 'Second degree burns to the upper arm.', 'NoDetermination'],
    ['T23.201A', 'Second degree burns of the right hand; silver sulfadiazine, hand therapy.', 'Supported'],
    ['T23.201A', 'Second degree burns of the left hand; silver sulfadiazine.', 'Unsupported'],
    ['T23.302A', 'Full thickness burn of the left hand; tangential excision and split thickness skin graft.', 'Supported'],
    ['T23.302A', 'Partial thickness burn of the left hand; silver sulfadiazine.', 'Unsupported'],
    ['T24.202A', 'Deep partial thickness burns to the left lower leg; burn surgery, skin grafting.', 'Supported'],
    ['T24.202A', 'Deep partial thickness burns to the right lower leg; burn surgery, skin grafting.', 'Unsupported'],
    ['T31.0', 'House fire with 6% TBSA partial thickness burns; burn unit, dressing changes.', 'Supported'],
    ['T31.0', 'House fire with 15% TBSA burns; Parkland formula resuscitation.', 'Unsupported'],
    ['T31.10', 'House fire with 15% TBSA burns, no full thickness component; Parkland formula resuscitation.', 'Supported'],
    ['T31.10', 'House fire with 18% TBSA burns, 12% full thickness; excision and grafting.', 'Unsupported'],
    ['T31.11', 'House fire with 18% TBSA burns, 12% full thickness; excision and grafting.', 'Supported'],
    ['T31.11', 'House fire with 18% TBSA burns; excision and grafting.', 'NoDetermination'],
    ['T31.20', 'Explosion with 24% TBSA burns, 4% full thickness; burn unit, fluid resuscitation.', 'Supported'],
    ['T31.20', 'Explosion with 34% TBSA burns; burn unit.', 'Unsupported'],
    ['T31.21', 'Explosion with 26% TBSA burns, 15% full thickness; escharotomy and grafting.', 'Supported'],
    ['T31.21', 'Explosion with 26% TBSA burns, 22% full thickness; escharotomy and grafting.', 'Unsupported'],
    ['T31.22', 'Explosion with 28% TBSA burns, 22% full thickness; escharotomy and grafting.', 'Supported'],
    ['T31.22', 'Explosion with 28% TBSA burns, 5% full thickness; burn unit.', 'Unsupported'],
  ] as const))('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('toxic effects, poisonings, adverse effects and underdosing by intent', () => {
  it.each([
    ['T51.0X1A', 'College student with alcohol poisoning, ethanol level 390; intubated for airway protection, ICU.', 'Supported'],
    ['T51.0X1A', 'Intentional ethanol ingestion with suicidal intent; ethanol level 390, ICU, psychiatry consult.', 'Unsupported'],
    ['T51.0X2A', 'Intentional ethanol ingestion with suicidal intent; ethanol level 390, ICU, psychiatry consult.', 'Supported'],
    ['T51.0X2A', 'Alcohol poisoning after a party, denies suicidal intent; ethanol level 350, observed in ICU.', 'Unsupported'],
    ['T51.0X2A', 'Alcohol poisoning; ethanol level 350, observed in ICU.', 'NoDetermination'],
    ['T51.1X1A', 'Methanol poisoning from homemade liquor: osmolar gap 40, fomepizole and hemodialysis.', 'Supported'],
    ['T51.1X1A', 'Ethylene glycol ingestion: osmolar gap 40, fomepizole and hemodialysis.', 'Unsupported'],
    ['T51.1X2A', 'Suicide attempt by drinking windshield fluid: methanol poisoning, fomepizole and hemodialysis, psychiatry.', 'Supported'],
    ['T51.1X2A', 'Accidental methanol ingestion from a mislabeled bottle; fomepizole.', 'Unsupported'],
    ['T58.91XA', 'Found in a house with a faulty heater: carbon monoxide poisoning, carboxyhemoglobin 28%, hyperbaric oxygen.', 'Supported'],
    ['T58.91XA', 'Headache after a gas leak; carboxyhemoglobin 1.2%, no carbon monoxide poisoning.', 'Unsupported'],
    ['T58.92XA', 'Suicide attempt in a closed garage: carbon monoxide poisoning, HBOT, psychiatry consult.', 'Supported'],
    ['T58.92XA', 'Carbon monoxide poisoning from a faulty heater; HBOT.', 'NoDetermination'],
    ['T63.001A', 'Copperhead bite to the right hand with progressive swelling; CroFab 6 vials, serial fibrinogen.', 'Supported'],
    ['T63.001A', 'Snake bite to the ankle, dry bite without envenomation; observed 12 hours, tetanus.', 'Unsupported'],
    ['T63.011A', 'Rattlesnake bite with envenomation; antivenom given, serial platelet counts.', 'Supported'],
    ['T63.011A', 'Copperhead bite; CroFab given.', 'Unsupported'],
    ['T63.441A', 'Multiple bee stings with diffuse urticaria; diphenhydramine, famotidine and methylprednisolone.', 'Supported'],
    ['T63.441A', 'Wasp sting with local swelling; diphenhydramine.', 'Unsupported'],
    ['T63.311A', 'Black widow spider bite with severe abdominal cramping; lorazepam and morphine.', 'Supported'],
    ['T63.311A', 'Brown recluse spider bite with a necrotic lesion; wound care consult.', 'Unsupported'],
    ['T63.331A', 'Brown recluse spider bite with a necrotic lesion; wound care consult and dapsone.', 'Supported'],
    ['T63.331A', 'Reported "spider bite" on the thigh was an MRSA abscess; incision and drainage, Bactrim.', 'Unsupported'],
    ['T46.0X1A', 'Digoxin toxicity with level 4.1 and bradycardia after taking extra pills; DigiFab given.', 'Supported'],
    ['T46.0X1A', 'Digoxin toxicity in the setting of AKI, taken as prescribed; digoxin held, DigiFab given.', 'Unsupported'],
    ['T46.0X5A', 'Digoxin toxicity in the setting of AKI, taken as prescribed; digoxin held, DigiFab given.', 'Supported'],
    ['T46.0X5A', 'Intentional digoxin overdose in a suicide attempt; DigiFab.', 'Unsupported'],
    ['T46.0X2A', 'Intentional digoxin overdose in a suicide attempt; DigiFab, psychiatry consult.', 'Supported'],
    ['T46.0X2A', 'Digoxin toxicity in the setting of AKI, taken as prescribed; DigiFab given.', 'Unsupported'],
    ['T44.7X1A', 'Toddler with accidental ingestion of metoprolol: metoprolol ingestion, glucagon and observation in ICU.', 'Supported'],
    ['T44.7X1A', 'Suicide attempt with propranolol overdose; glucagon drip, psychiatry.', 'Unsupported'],
    ['T44.7X2A', 'Suicide attempt with propranolol overdose; glucagon drip, high dose insulin, psychiatry.', 'Supported'],
    ['T44.7X2A', 'Accidental propranolol overdose; glucagon.', 'Unsupported'],
    ['T44.7X5A', 'Symptomatic bradycardia due to metoprolol; metoprolol held, heart rate recovered.', 'Supported'],
    ['T44.7X5A', 'Metoprolol overdose, took extra pills; glucagon.', 'Unsupported'],
    ['T44.7X6A', 'Rebound tachycardia after she ran out of metoprolol a week ago; metoprolol restarted.', 'Supported'],
    ['T44.7X6A', 'AF with RVR; adherent to metoprolol, dose increased.', 'Unsupported'],
    ['T46.1X2A', 'Intentional amlodipine overdose; calcium gluconate, high dose insulin euglycemia, norepinephrine.', 'Supported'],
    ['T46.1X1A', 'Intentional amlodipine overdose; calcium gluconate, norepinephrine.', 'Unsupported'],
    ['T46.1X1A', 'Toddler got into a pill bottle: accidental ingestion of amlodipine; calcium gluconate and observation in ICU.', 'Supported'],
    ['T46.1X2A', 'Accidental amlodipine ingestion by a toddler; calcium gluconate.', 'Unsupported'],
    ['T46.1X5A', 'Bilateral ankle edema attributed to amlodipine; amlodipine discontinued.', 'Supported'],
    ['T46.1X5A', 'Amlodipine overdose; calcium gluconate.', 'Unsupported'],
    ['T40.5X1A', 'Body packer with cocaine toxicity: tachycardia and agitation treated with lorazepam, whole bowel irrigation.', 'Supported'],
    ['T40.5X1A', 'Chest pain after cocaine use; troponin negative. No cocaine toxicity.', 'Unsupported'],
    ['T43.621A', 'Methamphetamine toxicity with agitation and hyperthermia; midazolam and active cooling.', 'Supported'],
    ['T43.621A', 'Methamphetamine toxicity.', 'NoDetermination'],
    ['T45.516A', 'Left leg DVT after she stopped taking apixaban for cost reasons; apixaban restarted.', 'Supported'],
    ['T45.516A', 'Recurrent DVT while adherent to apixaban; switched to enoxaparin.', 'Unsupported'],
    ['T38.3X6A', 'DKA after he ran out of insulin; insulin drip, then basal insulin; diabetes education.', 'Supported'],
    ['T38.3X6A', 'DKA in the setting of pneumonia; taking insulin as prescribed.', 'Unsupported'],
    ['T46.4X6A', 'Hypertensive urgency after not taking lisinopril for two weeks; lisinopril restarted.', 'Supported'],
    ['T46.4X6A', 'Hypertensive urgency; taking lisinopril as prescribed, amlodipine added.', 'Unsupported'],
    ['T50.1X6A', 'Acute on chronic heart failure after she ran out of furosemide; furosemide restarted, daily weights.', 'Supported'],
    ['T50.1X6A', 'Heart failure exacerbation from dietary indiscretion; compliant with furosemide.', 'Unsupported'],
    ['T46.5X6A', 'Hypertensive emergency; ran out of clonidine 3 days ago, clonidine restarted.', 'Supported'],
    ['T46.5X6A', 'Hypertensive emergency; ran out of clonidine 3 days ago.', 'NoDetermination'],
    ['T75.1XXA', 'Near drowning in a pool, bystander CPR; intubated, ICU, extubated day 2.', 'Supported'],
    ['T75.1XXA', 'Pool safety and drowning precautions reviewed with the family.', 'NoDetermination'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});
