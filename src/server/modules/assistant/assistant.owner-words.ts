/**
 * Words owners use for the same thing, folded to one before a question is matched against symptom
 * phrases: regional words (bonnet and hood, boot and trunk, headlamp and headlight), the ways of saying a
 * heated part no longer clears (demist, defog, defrost), the ways of saying something has stopped
 * ("stopped working", "doesn't work", "not working"), that the car shakes (shaking, shudders, vibrates:
 * one vibration), that a gauge climbs (rising, creeping up) and that something fills with water.
 */
const SAME_AS: Readonly<Record<string, string>> = {
  headlamp: 'headlight',
  headlamps: 'headlights',
  lamp: 'light',
  lamps: 'lights',
  bonnet: 'hood',
  boot: 'trunk',
  hatch: 'tailgate',
  liftgate: 'tailgate',
  windscreen: 'windshield',
  demist: 'defrost',
  demisting: 'defrosting',
  defog: 'defrost',
  defogging: 'defrosting',
  tyre: 'tire',
  tyres: 'tires',
  silencer: 'muffler',
  gearbox: 'transmission',
  stopped: 'not',
  quit: 'not',
  doesnt: 'not',
  isnt: 'not',
  dont: 'not',
  arent: 'not',
  shake: 'vibration',
  shakes: 'vibration',
  shaking: 'vibration',
  shook: 'vibration',
  shudder: 'vibration',
  shudders: 'vibration',
  shuddering: 'vibration',
  vibrate: 'vibration',
  vibrates: 'vibration',
  vibrating: 'vibration',
  vibrations: 'vibration',
  trembles: 'vibration',
  trembling: 'vibration',
  climb: 'rising',
  climbs: 'rising',
  climbing: 'rising',
  rise: 'rising',
  rises: 'rising',
  creeps: 'rising',
  creeping: 'rising',
  temp: 'temperature',
  filling: 'full',
  fills: 'full',
  filled: 'full',
};

/** The word an owner's word is matched as. */
export function ownerWord(word: string): string {
  // Own keys only: a word such as "constructor" must not read the object's prototype.
  return Object.hasOwn(SAME_AS, word) ? SAME_AS[word]! : word;
}
