import type { ContextRule } from './rules';

/**
 * The default English ConText rule set, as plain data. The vocabulary follows the published
 * NegEx trigger list (Chapman et al. 2001, 2013), the ConText lexicon (Harkema et al. 2009) and
 * medspaCy's default context rules; scopes are in tokens (punctuation not counted).
 *
 * Reading guide: each rule's `description` gives the clinical sentence it is for. Literals are
 * matched case-insensitively on tokens, hyphens optional, a final plural accepted; `{number}`
 * is any number. Where rules overlap, the longest match wins, so a pseudo-trigger only has to
 * be longer than the cue it silences.
 */
export const defaultContextRuleData: readonly ContextRule[] = [
  // ---------------------------------------------------------------- negation, before the finding
  {
    id: 'neg-pre',
    literals: [
      'no', 'not', 'without', 'w/o', 'denies', 'denied', 'deny', 'denying', 'never', 'nor', 'neither',
      'negative for', '-ve for', 'neg for', 'free of', 'absence of', 'absent', 'no evidence of', 'no evidence',
      'no sign of', 'no signs of', 'no symptoms of', 'no suggestion of', 'no findings of', 'no findings to suggest',
      'no findings to indicate', 'no complaints of', 'without evidence of', 'without any evidence of',
      'without sign of', 'without signs of', 'without indication of', 'fails to reveal', 'failed to reveal',
      'not demonstrate', 'not reveal', 'not have', 'not had', 'not exhibit', 'not appreciate', 'not associated with',
      'not complain of', 'not consistent with', 'not support', 'not known to have', 'rules out', 'ruled out for',
      'rules him out', 'rules her out', 'ruled him out', 'ruled her out', 'ruled the patient out',
      'no longer', 'no known', 'unremarkable for',
      'low suspicion for', 'low suspicion of', 'low probability of', 'low likelihood of',
      ': no', ': denies', ': denied',
    ],
    category: 'negated-existence',
    direction: 'forward',
    maxScope: 12,
    // "revealed no metastasis, a CT of the chest revealed possible [lung metastasis]": the nearer cue governs.
    terminatedBy: ['possible-existence'],
    description: 'Patient denies [chest pain, shortness of breath or palpitations]. No [clubbing, cyanosis or edema].',
  },
  {
    id: 'neg-post',
    literals: [
      'was ruled out', 'were ruled out', 'is ruled out', 'are ruled out', 'has been ruled out', 'have been ruled out',
      'had been ruled out', 'was excluded', 'were excluded', 'has been excluded', 'is excluded',
      'was negative', 'were negative', 'is negative', 'are negative', 'negative', 'neg', 'free', 'is absent',
      'are absent', 'was absent', 'were absent', 'not seen', 'not identified', 'not visualized', 'not present',
      'not noted', 'not detected', 'not demonstrated', 'not appreciated', 'not found', 'not evident', 'not observed',
      'not elicited', 'not shown', 'is unlikely', 'was unlikely', 'are unlikely', 'unlikely', 'did not occur',
    ],
    category: 'negated-existence',
    direction: 'backward',
    maxScope: 5,
    description: '[Pulmonary embolism] was ruled out. Blood [cultures] were negative. [Pain] free. [Pneumonia] is unlikely.',
  },
  {
    id: 'neg-ruled-out',
    literals: ['ruled out', 'excluded'],
    category: 'negated-existence',
    direction: 'bidirectional',
    maxScope: 4,
    description: 'Serial enzymes ruled out [MI]. [MI] ruled out. ("was ruled out" is the longer, backward cue.)',
  },
  {
    id: 'neg-none',
    literals: ['none'],
    category: 'negated-existence',
    direction: 'bidirectional',
    maxScope: 3,
    description: '[Fever]: none. [Complications]: none. None [mitral regurgitation].',
  },
  {
    id: 'neg-post-colon',
    literals: [': no', ': denies', ': denied', ': negative', ': neg', ': absent'],
    category: 'negated-existence',
    direction: 'backward',
    maxScope: 3,
    description: '[Chest pain]: denies. [Cultures]: negative. (The same cue also negates forward through neg-pre.)',
  },
  {
    id: 'neg-post-not-seen-forward',
    literals: ['not see', 'did not see', 'do not see', 'not identify', 'did not identify', 'not notice', 'did not notice'],
    category: 'negated-existence',
    direction: 'forward',
    maxScope: 8,
    description: 'I did not see [any mass]. The witnesses did not notice [any seizure activity].',
  },
  // ---------------------------------------------------------------- uncertainty
  {
    id: 'unc-pre',
    literals: [
      'possible', 'possibly', 'probable', 'probably', 'likely', 'most likely', 'questionable', 'question of',
      'suspected', 'suspect', 'suspicious for', 'suspicion for', 'suspicion of', 'concern for', 'concerning for',
      'worrisome for', 'rule out', 'r/o', 'rule him out', 'rule her out', 'rule the patient out', 'to rule out',
      'rule out for', 'evaluate for', 'evaluation for', 'eval for', 'cannot exclude', 'cannot rule out', 'not rule out', 'did not rule out', 'could not rule out', 'differential includes',
      'differential diagnosis includes', 'differential diagnosis of', 'may represent', 'could represent',
      'may reflect', 'might represent', 'suggestive of', 'presumed', 'presumably', 'equivocal for', 'not certain if',
      'not certain whether', 'not certain', 'uncertain if', 'unclear if', 'unclear whether', 'query',
    ],
    category: 'possible-existence',
    direction: 'forward',
    maxScope: 8,
    description: 'Possible [pneumonia]. R/o [MI]. Concern for [sepsis]. Cannot exclude [pulmonary embolism].',
  },
  {
    id: 'unc-post',
    literals: [
      'is possible', 'is probable', 'is likely', 'is suspected', 'was suspected', 'are suspected',
      'cannot be excluded', 'cannot be ruled out', 'could not be ruled out',
      'not ruled out', 'not been ruled out', 'not being ruled out', 'not excluded', 'not been excluded',
      'be ruled out', 'being ruled out', 'to be ruled out', 'should be ruled out', 'must be ruled out',
      'is questionable', 'is not excluded', 'versus', 'vs', '?',
    ],
    category: 'possible-existence',
    direction: 'backward',
    maxScope: 5,
    description: '[Pulmonary embolism] cannot be excluded. [Pneumonia] is not ruled out. [Atelectasis] versus [pneumonia].',
  },
  {
    id: 'unc-versus-forward',
    literals: ['versus', 'vs', 'or possibly'],
    category: 'possible-existence',
    direction: 'forward',
    maxScope: 4,
    description: 'Atelectasis versus [pneumonia].',
  },
  // ---------------------------------------------------------------- pseudo-triggers (look like cues, are not)
  {
    id: 'pseudo-negation',
    literals: [
      'no increase', 'no increased', 'no significant change', 'no change', 'no interval change', 'no definite change',
      'no suspicious change', 'no significant interval change', 'no change in size', 'no change in the size',
      'not extend', 'not cause', 'not drain', 'not only', 'not necessarily', 'without difficulty', 'without any difficulty',
      'without complication', 'without complications', 'without incident', 'gram negative', 'gram negative rods',
      'negative predictive', 'not limited to', 'no further workup', 'whether or not', 'if not',
      'free water', 'free air', 'free fluid', 'free wall', 'free flow', 'free flowing', 'free t4', 'free thyroxine',
      'free text', 'sugar free', 'not to exceed', 'does not exceed',
      'without change', 'without significant change', 'without interval change', 'negative deflection',
      'negative pressure', 'negative inotropic',
    ],
    category: 'negated-existence',
    direction: 'pseudo',
    description: 'No increase in [the effusion] (the effusion is present). Gram negative [bacteremia]. RV free wall.',
  },
  // ---------------------------------------------------------------- historical
  {
    id: 'hist-history-of',
    literals: [
      'history of', 'hx of', 'h/o', 'past history of', 'past medical history of', 'past medical history',
      'medical history of', 'medical history', 'past history', 'pmh', 'pmhx', 'psh', 'past surgical history',
      'remote history of', 'known history of', 'long history of', 'previous diagnosis of', 'prior diagnosis of',
      'personal history of', 'comorbidities', 'comorbidities include', 'comorbidities including',
      'medical problems including', 'medical problems include', 'chronic medical problems',
      // A history named by its kind, and the phrases that open a history list without "of".
      'cardiac history', 'surgical history', 'psychiatric history', 'oncologic history', 'oncological history',
      'prior medical history', 'previous medical history', 'history significant for', 'history is significant for',
      'history was significant for', 'history notable for', 'history is notable for', 'history remarkable for',
      'history is remarkable for', 'history positive for', 'history is positive for', 'history includes',
      'history including', 'history include',
    ],
    category: 'historical',
    direction: 'forward',
    terminatedBy: ['current'],
    description: 'History of [DVT, atrial fibrillation and hypertension] who presents with chest pain (a list runs to the terminator).',
  },
  {
    id: 'hist-pre',
    literals: [
      'prior', 'previous', 'previously', 'remote', 'status post', 's/p', 'known', 'longstanding', 'long-standing',
      'old', 'former', 'childhood', 'since childhood', 'pre-existing', 'preexisting',
    ],
    category: 'historical',
    direction: 'forward',
    maxScope: 5,
    terminatedBy: ['current'],
    description: 'S/p [CABG]. Prior [stroke]. Known [chronic kidney disease]. Old [rib fracture].',
  },
  {
    id: 'hist-post',
    literals: [
      'in the past', 'years ago', 'year ago', 'months ago', 'in childhood', 'as a child', 'history',
      'previously', 'in remote past', 'at that time',
    ],
    category: 'historical',
    direction: 'backward',
    maxScope: 12,
    description:
      '[Diverticulitis] in the past. [Appendectomy] years ago. A diagnosis of [leukemia] was made at that time.',
  },
  {
    id: 'hist-risk-factors',
    literals: [
      'risk factors include', 'risk factors including', 'risk factors are', 'risk factors of', 'risk factors significant for',
      'risk factors notable for', 'risk factors such as', 'risk factor of',
    ],
    category: 'historical',
    direction: 'forward',
    maxScope: 8,
    terminatedBy: ['current'],
    description:
      'Given his cardiac risk factors including [smoking and hyperlipidemia] (a risk factor is a standing condition, like a "RISK FACTORS:" section).',
  },
  {
    id: 'hist-prior-encounters',
    literals: [
      'admitted frequently for', 'frequently admitted for', 'admitted repeatedly for', 'repeatedly admitted for',
      'admitted multiple times for', 'admitted several times for', 'multiple admissions for', 'frequent admissions for',
      'recurrent admissions for', 'repeated admissions for', 'multiple hospitalizations for', 'frequent hospitalizations for',
      'recurrent hospitalizations for', 'prior admissions for', 'previous admissions for', 'prior admission for',
      'previous admission for', 'prior hospitalizations for', 'previous hospitalizations for', 'prior hospitalization for',
      'previous hospitalization for', 'previously admitted for', 'previously hospitalized for', 'last admission for',
      'last hospitalization for',
    ],
    category: 'historical',
    direction: 'forward',
    maxScope: 8,
    terminatedBy: ['current'],
    description:
      'Multiple admissions for [pancreatitis] (earlier encounters for the condition put its onset before this one).',
  },
  {
    id: 'hist-onset-age',
    literals: ['at age {number}', 'at the age of {number}', 'at {number} years of age', 'at age of {number}'],
    category: 'historical',
    direction: 'bidirectional',
    maxScope: 6,
    terminatedBy: ['current'],
    description: 'Diagnosed with [type 1 diabetes] at age 12. At the age of 30 she had [a pulmonary embolism].',
  },
  {
    id: 'hist-family-history',
    literals: ['family history of', 'family history', 'family hx', 'fhx', 'fh of'],
    category: 'historical',
    direction: 'forward',
    description: 'Family history of [colon cancer] (a family history is a history).',
  },
  {
    id: 'pseudo-historical',
    literals: [
      'history of present illness', 'history of the present illness', 'history of presenting illness',
      'history and physical', 'history & physical', 'history taking', 'history obtained', 'history was obtained',
      'history from', 'social history', 'brief history', 'clinical history',
      '{number} day history', 'day history', 'days history', '{number} week history', 'week history', 'weeks history',
      'month history', 'months history', 'hour history', 'hours history', 'year history of', 'years history of',
      'prior to', 'prior to admission', 'previous study', 'previous studies', 'prior study', 'prior studies',
      'prior exam', 'previous exam', 'prior examination', 'previous examination', 'prior film', 'previous film',
      'prior films', 'compared to prior', 'compared with prior', 'compared to previous', 'compared with the prior',
      'from prior', 'since prior', 'old records', 'previous records', 'prior records', 'old chart',
      'years old', 'year old', 'month old', 'days old', 's/p {number} units', 's/p {number} unit',
      'status post {number} units', 's/p transfusion', 'status post transfusion', 's/p {number} u',
      'known to us', 'well known', 'previously noted', 'as previously noted', 'previously described',
      'as previously described', 'previously seen', 'as previously seen',
    ],
    category: 'historical',
    direction: 'pseudo',
    description:
      '"History of present illness", "a 3-day history of" (current), "prior to admission", "s/p 2 units PRBC" (a treatment this stay).',
  },
  {
    id: 'current',
    literals: [
      'currently', 'current', 'now', 'this admission', 'this hospitalization', 'at this time', 'presently', 'today',
      'on admission', 'at present', 'this morning', 'tonight', 'this evening', 'active', 'recent', 'recently',
      'new onset',
    ],
    category: 'current',
    direction: 'bidirectional',
    description: 'PAST MEDICAL HISTORY: asthma, currently in [exacerbation] (a past-history section, but current).',
  },
  {
    id: 'term-historical',
    literals: [
      'presents', 'presented', 'presenting', 'presents with', 'presented with', 'admitted', 'was admitted', 'now',
      'currently', 'today', 'came in', 'comes in', 'brought in', 'developed', 'complaining of', 'complains of',
      'c/o', 'chief complaint', 'with complaints of', 'coming in', 'here with', 'recent', 'recently',
      'this admission',
      // GenConText's historical terminators: what follows reports the current episode.
      'was found', 'found to have', 'states', 'reports', 'reported', 'noted', 'consistent with',
      'emergency department', 'emergency room', 'sudden onset of', 'comes in with', 'coming in with',
    ],
    category: 'historical',
    direction: 'terminate',
    description: 'History of asthma who presents with [wheezing] ("presents" ends the history).',
  },
  // ---------------------------------------------------------------- hypothetical
  {
    id: 'hyp-pre',
    literals: [
      'if', 'as if', 'in case', 'in the event', 'should he', 'should she', 'should the patient', 'should there be',
      'return if', 'return for', 'call for', 'call', 'call if', 'watch for', 'monitor for', 'look for', 'notify',
      'alert the physician', 'seek medical attention', 'return to the er', 'return to the emergency department',
      'return to the emergency room', 'report any', 'warning signs', 'seek medical care',
      'seek immediate medical attention', 'come back', 'go to the emergency room', 'go to the er',
      'go to the nearest emergency room',
    ],
    category: 'hypothetical',
    direction: 'forward',
    description: 'Return to the ER if she develops [chest pain or shortness of breath]. Call for [fever over 101].',
  },
  {
    id: 'hyp-as-needed',
    literals: ['prn', 'as needed for', 'as needed', 'p.r.n.'],
    category: 'hypothetical',
    direction: 'forward',
    maxScope: 3,
    description: 'Tylenol 650 mg every 6 hours prn [pain].',
  },
  {
    id: 'hyp-prevention',
    literals: ['prophylaxis', 'prophylactic', 'prevention of', 'to prevent', 'at risk for', 'risk of', 'risk for'],
    category: 'hypothetical',
    direction: 'bidirectional',
    maxScope: 3,
    description: '[DVT] prophylaxis. Heparin to prevent [thrombosis]. At risk for [falls].',
  },
  {
    id: 'pseudo-hypothetical',
    literals: ['on call', 'called', 'even if', 'only if'],
    category: 'hypothetical',
    direction: 'pseudo',
    description: '"on call" (a rota, not an instruction).',
  },
  // ---------------------------------------------------------------- experiencer
  {
    id: 'fam-history',
    literals: ['family history of', 'family history', 'family hx', 'fhx', 'fh of', 'family history significant for', 'family history positive for'],
    category: 'family',
    direction: 'forward',
    description: 'Family history of [colon cancer].',
  },
  {
    id: 'fam-relative',
    literals: [
      'mother', 'father', 'sister', 'brother', 'sibling', 'siblings', 'grandmother', 'grandfather', 'grandparent',
      'aunt', 'uncle', 'cousin', 'niece', 'nephew', 'son', 'daughter', 'mom', 'dad', 'parents', 'parent',
      'maternal', 'paternal', 'family member', 'family members', 'runs in the family', 'in the family',
    ],
    category: 'family',
    direction: 'bidirectional',
    maxScope: 4,
    description: 'Mother with [breast cancer]. [Diabetes] in her father.',
  },
  {
    id: 'other-experiencer',
    literals: ['his wife', 'her husband', 'wife', 'husband', 'partner', 'roommate', 'friend', 'coworker', 'co-worker', 'the donor', 'donor'],
    category: 'other-experiencer',
    direction: 'bidirectional',
    maxScope: 4,
    description: 'His wife has [the flu].',
  },
  {
    id: 'pseudo-experiencer',
    literals: [
      'by his mother', 'by her mother', 'by his father', 'by her father', 'by his wife', 'by her husband',
      'by his daughter', 'by her daughter', 'by his son', 'by her son', 'by his sister', 'by her sister',
      'by his brother', 'by her brother', 'by his family', 'by her family', 'by his friend', 'by her friend',
      'by his coworker', 'by her coworker', 'by his roommate', 'by her roommate', 'by his partner', 'by her partner',
      'with his wife', 'with her husband', 'lives with', 'accompanied by', 'brought in by', 'according to',
    ],
    category: 'family',
    direction: 'pseudo',
    description: 'Brought in by his mother (the history is the patient\u2019s).',
  },
  // ---------------------------------------------------------------- terminators
  {
    id: 'term-conjunction',
    literals: [
      'but', 'however', 'nevertheless', 'yet', 'though', 'although', 'still', 'aside from', 'except', 'except for',
      'apart from', 'other than', 'with the exception of', 'otherwise', 'whereas', 'which', 'who', 'whose',
      'secondary to', 'cause of', 'causes of', 'source of', 'sources of',
      'reason for', 'etiology of', 'etiology for', 'origin of', 'as the cause of', 'as the source of',
      'as the etiology of', 'as the reason for', 'trigger event for', ';', '.', '{number} )',
    ],
    category: 'conjunction',
    direction: 'terminate',
    description: 'No evidence of CHF but there is [pneumonia]. No fever; [cough] for 3 days. 1) No CHF 2) [Pneumonia].',
  },
];
