/**
 * Phrases more than one family pack needs, kept in one place so the packs cannot drift apart.
 */

/** "Electrolytes were normal", "BMP unremarkable": a panel called normal without its values. */
export const normalLabPhrases: readonly string[] = [
  'normal labs',
  'labs normal',
  'labs were normal',
  'labs are normal',
  'labs unremarkable',
  'labs were unremarkable',
  'labs within normal limits',
  'labs were within normal limits',
  'normal electrolytes',
  'electrolytes normal',
  'electrolytes were normal',
  'electrolytes within normal limits',
  'electrolytes were within normal limits',
  'electrolytes unremarkable',
  'bmp normal',
  'bmp unremarkable',
  'bmp within normal limits',
  'bmp was normal',
  'bmp was unremarkable',
  'normal bmp',
  'chemistries normal',
  'chemistries were normal',
  'lytes wnl',
  'electrolytes wnl',
  'labs wnl',
  'bmp wnl',
];
