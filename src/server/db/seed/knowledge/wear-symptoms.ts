/**
 * Symptoms of the parts that wear or fail outside the engine's own diagnosis (body, lighting, glass,
 * filters, belts, drivetrain, exhaust), written as owners describe them, and the causes behind them.
 * Every part type the catalog carries that wears or fails is reached from at least two of the
 * symptoms here and in symptoms.ts (the coverage figure of `npm run eval:assistant -- --coverage`).
 */
import { r } from './ranked';
import type { CauseData, CausePartData, SymptomEntry } from './types';

const replace = (type: string, note?: string): CausePartData => ({ type, role: 'replace', note });
const consumable = (type: string, note?: string): CausePartData => ({ type, role: 'consumable', note });

const BODY = ['body-electrics-service'];
const WEAR = ['drivetrain-wear-service'];
const FITTING = ['parts-maker-instructions'];

function cause(id: string, name: string, system: string, parts: CausePartData[], text: { summary: string; check: string; fix: string }, difficulty: CauseData['difficulty'], time: [number, number], sources: string[], guides?: string[]): CauseData {
  return { id, name, system, parts, ...text, difficulty, time, sources, guides };
}

const OWNER_CAUSES: readonly CauseData[] = [
  cause('mirror-heater-failed', 'Failed heated mirror glass', 'body', [replace('mirror-glass')], {
    summary: 'The heating element bonded to the back of the mirror glass breaks or its contacts corrode, so that side no longer clears.',
    check: 'With the rear demister on, touch both mirrors after five minutes: the one that stays cold has the fault. Check for 12 V at the two spade terminals behind the glass; with voltage there, the glass is bad.',
    fix: 'Pry the glass off its clips (warm it first so it does not crack), move the two heater wires to the new glass and press it home.',
  }, 'Beginner', [15, 30], BODY),
  cause('mirror-glass-broken', 'Cracked or loose mirror glass', 'body', [replace('mirror-glass')], {
    summary: 'A cracked glass or a broken backing plate lets the glass vibrate or fall out.',
    check: 'Look for a crack or a backing plate that moves by hand; a glass that moves but the motor does not adjust is the backing plate.',
    fix: 'Replace the glass with its backing plate, transferring the heater wires.',
  }, 'Beginner', [15, 30], BODY),
  cause('headlight-seal-failed', 'Failed headlight seal or vent', 'lighting', [replace('headlight')], {
    summary: 'A cracked housing, a perished lens seal or a blocked breather lets moist air in; it condenses on the cold lens.',
    check: 'A light mist that clears after driving with the lights on is normal venting; droplets or standing water that stay mean a broken seal or cracked housing. Check the back cover and bulb caps first: a missing cap lets water in too.',
    fix: 'Refit any missing caps; a cracked housing or failed lens seal means a new headlight assembly.',
  }, 'Intermediate', [45, 120], BODY),
  cause('headlight-lens-worn', 'Yellowed, cloudy or cracked headlight lens', 'lighting', [replace('headlight')], {
    summary: 'The lens’s hard coat wears off in the sun and the plastic yellows, cutting the light that reaches the road.',
    check: 'Compare the lens with the other side in daylight: a yellow, hazy or crazed lens that polishing does not clear is worn through its coating.',
    fix: 'Replace the headlight assembly (or the lens where it is sold on its own), then aim the beam.',
  }, 'Intermediate', [45, 120], BODY),
  cause('xenon-bulb-aging', 'Ageing xenon bulb', 'lighting', [replace('bulb', 'replace in pairs')], {
    summary: 'An ageing xenon bulb flickers, turns pink or purple and finally goes out as its gas and electrodes wear.',
    check: 'Swap the left and right bulbs: if the fault moves with the bulb it is the bulb; if it stays on that side it is the ballast or igniter.',
    fix: 'Replace the bulbs as a pair so both sides match in colour; wear gloves and do not touch the glass.',
  }, 'Beginner', [20, 60], BODY),
  cause('headlight-ballast-failed', 'Failed xenon ballast', 'lighting', [replace('headlight-ballast')], {
    summary: 'The ballast that starts and runs the xenon bulb fails with heat and moisture; that side stays dark or cuts out.',
    check: 'Swap the bulbs side to side: a fault that stays on one side with a good bulb is the ballast or igniter.',
    fix: 'Replace the ballast under the headlight.',
  }, 'Intermediate', [30, 90], BODY),
  cause('tail-light-seal-failed', 'Failed tail light seal', 'lighting', [replace('tail-light')], {
    summary: 'The gasket between the tail light and the body perishes, or the housing cracks, and water collects inside; bulbs and the circuit board then fail.',
    check: 'Run water over the light with the trunk open and watch the inside of the trunk and the housing; look for a crack and for a flattened gasket.',
    fix: 'Replace the tail light (it comes with a new gasket) and dry out the trunk.',
  }, 'Beginner', [20, 45], BODY),
  cause('tail-light-failed', 'Failed tail light', 'lighting', [replace('tail-light')], {
    summary: 'The circuit board or LEDs of the tail light fail (often after water got in), or a bulb holder burns out.',
    check: 'Swap in a known good bulb where it has bulbs; check for 12 V at the plug with the lights on. With voltage there and a dead LED unit, the light is bad.',
    fix: 'Replace the tail light.',
  }, 'Beginner', [20, 45], BODY),
  cause('window-regulator-failed', 'Failed window regulator', 'body', [replace('window-regulator')], {
    summary: 'The regulator’s cable frays or its plastic guides and clips break, so the glass drops, tilts or stops; the motor may keep running.',
    check: 'Press the switch and listen: the motor running with the glass not moving, a grinding or clicking, or glass that tilts is the regulator; no sound at all is the motor, switch or its fuse.',
    fix: 'Remove the door card, tape the glass up, and replace the regulator (move the motor across where it is sold without one).',
  }, 'Intermediate', [60, 150], BODY),
  cause('lift-support-worn', 'Worn lift supports', 'body', [replace('lift-support', 'pair')], {
    summary: 'The gas in the struts leaks past their seals, so the hood, trunk lid or tailgate will not stay up, worst in the cold.',
    check: 'Lift the hood or tailgate halfway and let go: it should hold. If it sinks, or only stays open on a warm day, the struts are worn.',
    fix: 'Prop the lid, unclip the struts at each end and fit the new pair.',
  }, 'Beginner', [10, 30], BODY),
  cause('wiper-blades-worn', 'Worn wiper blades', 'body', [replace('wiper')], {
    summary: 'Sun and ice harden the rubber edge, so the blade streaks, smears, chatters or squeaks.',
    check: 'Clean the glass and the blade edge; if it still streaks, look for a torn, rounded or hard edge. Chatter on a clean screen with a good edge is a bent arm.',
    fix: 'Replace the blades as a set.',
  }, 'Beginner', [5, 15], FITTING),
  cause('door-handle-broken', 'Broken exterior door handle', 'body', [replace('door-handle')], {
    summary: 'The handle’s carrier or its pull rod breaks, so the handle moves freely or the door will not open from outside.',
    check: 'Pull the handle and watch the lock: a handle that moves with no resistance has a broken carrier or rod; one that is stiff and does not open may be the lock itself.',
    fix: 'Replace the handle (on many cars from the door’s edge without removing the door card).',
  }, 'Intermediate', [30, 90], BODY),
  cause('cup-holder-broken', 'Broken cup holder', 'interior', [replace('cup-holder')], {
    summary: 'The cup holder’s plastic arms, springs or damper break, so it will not open, close or hold a cup.',
    check: 'Open and close it: a broken arm, a spring that no longer pushes it out, or a catch that no longer holds.',
    fix: 'Pry the trim and unclip the cup holder; the new one clips in place.',
  }, 'Beginner', [10, 30], BODY),
  cause('muffler-worn', 'Rusted or broken muffler', 'exhaust', [replace('muffler')], {
    summary: 'The muffler rusts through from the inside or its baffles break loose, so the exhaust gets louder, drones or rattles.',
    check: 'With the car cold and raised, tap the muffler and listen for loose baffles; look for holes at its seams and black soot round a leak; check its hangers.',
    fix: 'Replace the muffler with new clamps and hangers.',
  }, 'Intermediate', [45, 120], WEAR),
  cause('clutch-worn', 'Worn clutch', 'drivetrain', [replace('clutch')], {
    summary: 'The friction disc wears thin, so the clutch slips under load, bites high or judders.',
    check: 'In a high gear at low speed, floor the throttle: revs that rise without the speed following is a slipping clutch. A pedal that bites at the very top points the same way.',
    fix: 'Remove the gearbox and replace the clutch kit (disc, pressure plate, release bearing); inspect the flywheel.',
  }, 'Professional', [360, 720], WEAR),
  cause('transmission-pan-leak', 'Leaking transmission pan or filter seal', 'drivetrain', [replace('atf-kit'), consumable('transmission-fluid')], {
    summary: 'The plastic pan’s gasket or the filter seal weeps fluid; the level drops and shifts get harsh.',
    check: 'Clean the pan and look for fresh red or brown fluid at its edge or its plugs after a drive.',
    fix: 'Replace the pan and filter (the kit carries the gasket) and refill with the specified fluid.',
  }, 'Advanced', [90, 180], WEAR),
  cause('clogged-engine-air-filter', 'Clogged engine air filter', 'engine', [replace('air-filter')], {
    summary: 'A filter full of dust starves the engine of air at full throttle.',
    check: 'Hold the filter to a bright light: if little light passes, or it is past its interval, replace it.',
    fix: 'Replace the filter element and clean the box.',
  }, 'Beginner', [10, 20], FITTING, ['engine-air-filter-replacement']),
  cause('clogged-cabin-filter', 'Clogged cabin air filter', 'climate', [replace('cabin-filter')], {
    summary: 'A filter full of dust and damp leaves cuts the fan’s airflow and grows mould that smells musty.',
    check: 'Pull the filter: black, damp or leaf-filled means it is due. With a new filter, weak airflow at every speed is the blower.',
    fix: 'Replace the cabin filter (an activated-charcoal one cuts smells) and run the fan on high.',
  }, 'Beginner', [10, 30], FITTING, ['cabin-air-filter-replacement']),
  cause('clogged-fuel-filter', 'Clogged fuel filter', 'fuel', [replace('fuel-filter')], {
    summary: 'A blocked filter limits fuel flow, so the engine stumbles under load and starts slowly.',
    check: 'Measure fuel pressure under load: pressure that falls as revs rise points at the filter, or the pump.',
    fix: 'Replace the filter, relieve the pressure first and check for leaks after.',
  }, 'Intermediate', [30, 60], FITTING),
  cause('belt-tensioner-worn', 'Worn drive belt tensioner or idler', 'engine', [replace('belt-tensioner'), replace('drive-belt')], {
    summary: 'The tensioner’s damper or bearing wears, so the belt flaps, slips and squeals, and the pulley growls.',
    check: 'Watch the tensioner arm with the engine running: it should stay nearly still. A shaking arm, or a pulley that grinds or wobbles when spun by hand with the belt off, is worn.',
    fix: 'Replace the tensioner (and the belt with it).',
  }, 'Intermediate', [30, 90], FITTING, ['drive-belt-replacement']),
  cause('timing-belt-worn', 'Timing belt due or worn', 'engine', [replace('timing-kit'), replace('timing-belt')], {
    summary: 'A timing belt past its interval cracks, loses teeth or its tensioner fails; when it breaks the engine stops and may be damaged.',
    check: 'Check the mileage and years since the last belt; with the top cover off, look for cracks, glazing and frayed edges. A whine or rattle from the belt cover is the tensioner or idlers.',
    fix: 'Replace the belt with its tensioner, idlers and (where driven by it) the water pump, with the camshafts locked.',
  }, 'Advanced', [180, 480], FITTING),
  cause('turbo-worn', 'Worn turbocharger', 'engine', [replace('turbocharger')], {
    summary: 'Worn shaft bearings let the turbine wheel wobble: a siren whine, blue smoke and oil in the intake, then low boost.',
    check: 'With the intake pipe off, feel the compressor shaft: side-to-side play that lets the wheel touch the housing, or oil pooled in the pipe, means worn bearings.',
    fix: 'Replace the turbocharger with new oil feed and return gaskets; change the oil and filter, and find why it failed first.',
  }, 'Professional', [240, 600], WEAR),
];

function symptom(slug: string, name: string, description: string, system: string, aliases: string[], generic: SymptomEntry['diagnosis']['generic']): SymptomEntry {
  return { slug, name, description, system, aliases, diagnosis: { generic } };
}

export const WEAR_SYMPTOMS: readonly SymptomEntry[] = [
  symptom('mirror-not-demisting', 'Heated mirror not clearing', 'One side mirror stays fogged or iced while the other clears.', 'body',
    ['mirror not clearing', 'mirror wont demist', 'mirror won\'t demist', 'mirror not demisting', 'heated mirror not working', 'heated mirror not clearing', 'mirror wont defrost', 'mirror not defrosting', 'mirror heater not working', 'side mirror foggy', 'wing mirror stays misted', 'mirror stays iced'],
    [r('mirror-heater-failed', 'high', 'The heating element in the glass is the usual failure.'), r('connector-corrosion-or-water', 'medium', 'A corroded contact behind the glass or a broken wire in the door hinge.')]),
  symptom('mirror-glass-loose', 'Mirror glass cracked or loose', 'The side mirror glass is cracked, rattles or has come off.', 'body',
    ['mirror glass cracked', 'cracked mirror', 'mirror glass loose', 'mirror glass fell out', 'mirror glass fell off', 'mirror vibrates', 'mirror glass rattles', 'broken side mirror glass'],
    [r('mirror-glass-broken', 'high', 'The glass or its backing plate is broken.'), r('mirror-heater-failed', 'low', 'A glass replaced for a crack brings a new heater too.')]),
  symptom('headlight-condensation', 'Water or condensation in a headlight', 'Mist, droplets or standing water inside a headlight lens.', 'lighting',
    ['headlight has water inside', 'water in headlight', 'water inside headlight', 'headlight fogs up', 'headlight fogs up inside', 'headlight fogging', 'headlight fogging up', 'condensation in headlight', 'headlight condensation', 'moisture in headlight', 'headlamp misted', 'headlight misted up', 'headlight full of water'],
    [r('headlight-seal-failed', 'high', 'A broken seal, cracked housing or missing cap lets moist air in.'), r('xenon-bulb-aging', 'low', 'Water that stood in the lamp often kills the bulb too.')]),
  symptom('headlight-dim', 'Headlight dim, yellow or cloudy', 'The headlight lights the road poorly; the lens is yellow, hazy or cracked, or one side is dimmer.', 'lighting',
    ['headlight dim', 'headlights dim', 'dim headlight', 'headlight lens yellow', 'yellow headlights', 'cloudy headlights', 'hazy headlights', 'headlight lens cracked', 'poor headlight beam', 'headlights weak at night'],
    [r('headlight-lens-worn', 'high', 'A worn lens coating is the commonest reason the light is weak.'), r('xenon-bulb-aging', 'medium', 'An ageing xenon bulb gives less light and shifts colour.'), r('alternator-failure', 'low', 'Lights that dim with engine speed point at the charging system.')]),
  symptom('headlight-flicker', 'Xenon headlight flickers or goes out', 'A xenon (HID) headlight flickers, turns pink or purple, or goes out after a while.', 'lighting',
    ['xenon flickers', 'hid flickers', 'headlight flickers', 'headlight flickering', 'headlight turns pink', 'headlight pink', 'headlight purple', 'headlight goes out', 'headlight keeps going out', 'one headlight out', 'headlight not working'],
    [r('xenon-bulb-aging', 'high', 'An ageing bulb is the usual cause, and the cheapest part to try.'), r('headlight-ballast-failed', 'medium', 'A fault that stays on one side with a good bulb is the ballast.'), r('headlight-seal-failed', 'low', 'Water in the lamp kills bulbs and ballasts.')]),
  symptom('tail-light-water', 'Water in a tail light', 'Condensation or standing water inside a tail light, sometimes a damp trunk.', 'lighting',
    ['tail light full of water', 'water in tail light', 'tail light condensation', 'condensation in tail light', 'tail light fogged', 'rear light full of water', 'water in rear light', 'taillight water'],
    [r('tail-light-seal-failed', 'high', 'A flattened gasket or cracked housing lets water in.'), r('tail-light-failed', 'medium', 'Water that stood in the light often ruins its board.')]),
  symptom('tail-light-out', 'Tail light not working', 'A tail or brake light is out or flickers, often with a bulb warning.', 'lighting',
    ['tail light not working', 'tail light out', 'taillight out', 'tail light flickers', 'rear light not working', 'rear light out', 'brake light out', 'bulb out warning rear', 'rear lamp failure'],
    [r('tail-light-failed', 'high', 'The light’s LEDs, board or bulb holder.'), r('connector-corrosion-or-water', 'medium', 'A corroded plug or a broken wire in the trunk lid harness.')]),
  symptom('window-wont-close', 'Window will not go up or fell into the door', 'A power window stays down, drops into the door or goes up crooked.', 'body',
    ['window wont go up', 'window won\'t go up', 'window fell into the door', 'window fell down', 'window dropped', 'window dropped into door', 'window stuck down', 'window off track', 'window goes up crooked', 'window wont close', 'window won\'t close'],
    [r('window-regulator-failed', 'high', 'A snapped cable or broken guide on the regulator is by far the commonest cause.'), r('connector-corrosion-or-water', 'low', 'No sound at all from the motor: its switch, fuse or door wiring.')]),
  symptom('window-noise', 'Power window grinds, clicks or is slow', 'The window moves slowly, stops part way, or grinds or clicks while moving.', 'body',
    ['window grinds', 'window grinding noise', 'window makes grinding noise', 'window clicking', 'window clicks', 'window slow', 'slow window', 'window motor clicks', 'window stops halfway'],
    [r('window-regulator-failed', 'high', 'A fraying cable and worn guides grind and slow the glass before it fails.'), r('connector-corrosion-or-water', 'low', 'A slow window with no noise: the switch contacts or the motor’s supply.')]),
  symptom('lid-wont-stay-up', 'Hood, trunk or tailgate will not stay up', 'The hood, trunk lid or tailgate sinks or falls when opened.', 'body',
    ['hood wont stay up', 'hood won\'t stay up', 'bonnet won\'t stay up', 'bonnet wont stay open', 'trunk wont stay open', 'trunk won\'t stay open', 'boot lid wont stay up', 'boot wont stay open', 'tailgate wont stay up', 'hatch falls down', 'tailgate falls'],
    [r('lift-support-worn', 'high', 'Worn gas struts are the cause almost every time.')]),
  symptom('lid-struts-weak', 'Lift struts weak in the cold', 'The hood or tailgate rises slowly or only stays up on warm days.', 'body',
    ['gas struts weak', 'struts weak', 'hood slowly closes', 'tailgate drops when cold', 'hatch slowly closes', 'hood struts weak', 'tailgate struts weak', 'lift supports weak'],
    [r('lift-support-worn', 'high', 'Gas struts lose pressure with age; the cold shows it first.')]),
  symptom('wipers-streaking', 'Wipers streak or smear', 'The wipers leave streaks, lines or a smeared film on the windshield.', 'body',
    ['wipers streaking', 'wipers streak', 'wiper streaks', 'wipers smear', 'wipers smearing', 'wipers leave lines', 'wipers leave streaks', 'wipers not clearing', 'wipers skip'],
    [r('wiper-blades-worn', 'high', 'Hardened or torn rubber edges streak.')]),
  symptom('wipers-chattering', 'Wipers chatter or squeak', 'The wipers judder, chatter or squeak across the glass.', 'body',
    ['wipers chattering', 'wipers chatter', 'wiper chatter', 'wipers judder', 'wipers squeak', 'wiper squeak', 'wipers squeaking', 'wipers bouncing'],
    [r('wiper-blades-worn', 'high', 'A hardened blade edge chatters and squeaks.')]),
  symptom('door-handle-broken', 'Exterior door handle broken', 'The outside door handle is loose, floppy or snapped.', 'body',
    ['door handle broke', 'door handle broken', 'door handle loose', 'door handle floppy', 'door handle came off'],
    [r('door-handle-broken', 'high', 'The handle’s carrier or pull rod has broken.')]),
  symptom('door-wont-open', 'Door will not open from outside', 'A door opens from inside but not with the outside handle.', 'body',
    ['door wont open from outside', 'door won\'t open from outside', 'door wont open', 'door won\'t open', 'cant open door from outside', 'door stuck shut'],
    [r('door-handle-broken', 'high', 'A broken handle or pull rod is the usual cause.'), r('connector-corrosion-or-water', 'low', 'On keyless doors, the handle’s sensor wiring.')]),
  symptom('cup-holder-broken', 'Cup holder broken', 'The cup holder will not open, hold a cup or stay out.', 'interior',
    ['cup holder broken', 'broken cup holder', 'cup holder broke', 'cupholder broken', 'cup holder wont open', 'cup holder won\'t open', 'cup holder stuck', 'cup holder arm snapped'],
    [r('cup-holder-broken', 'high', 'Its arms, springs and damper are plastic and break.')]),
  symptom('cup-holder-wont-close', 'Cup holder will not close', 'The cup holder will not retract or pops back out.', 'interior',
    ['cup holder wont close', 'cup holder won\'t close', 'cup holder wont retract', 'cup holder pops out', 'cupholder wont stay closed'],
    [r('cup-holder-broken', 'high', 'A broken catch or damper.')]),
  symptom('exhaust-noise', 'Loud, rattling or droning exhaust', 'The exhaust is louder than it was, drones, rattles from underneath or ticks on a cold start.', 'exhaust',
    ['exhaust rattles', 'exhaust rattle', 'rattle from exhaust', 'rattle from under the car', 'loud exhaust', 'exhaust drone', 'exhaust drones', 'exhaust blowing', 'blowing exhaust', 'exhaust leak', 'hole in exhaust', 'back box rattles', 'muffler rattle'],
    [r('muffler-worn', 'high', 'A rusted muffler or loose baffles are the usual rattle and drone.'), r('exhaust-leak', 'medium', 'A leak at a gasket ticks and blows, loudest when cold.'), r('catalytic-converter-worn', 'low', 'A broken converter substrate rattles like loose stones.')]),
  symptom('exhaust-ticking', 'Ticking from the exhaust manifold', 'A ticking or puffing from the engine bay, loudest on a cold start, that fades as it warms.', 'exhaust',
    ['ticking from exhaust manifold', 'exhaust manifold ticking', 'exhaust tick', 'ticking on cold start', 'puffing noise from engine', 'exhaust manifold leak', 'exhaust smell in cabin', 'exhaust fumes in car'],
    [r('exhaust-leak', 'high', 'A blown manifold gasket or cracked manifold ticks until the metal expands.'), r('muffler-worn', 'low', 'Fumes in the cabin may come from a leak further back.')]),
  symptom('clutch-slipping', 'Clutch slipping', 'The revs rise but the car does not speed up, most in high gears or under load; a burning smell.', 'drivetrain',
    ['clutch slipping', 'clutch slips', 'slipping clutch', 'revs but doesnt accelerate', 'revs climb without speed', 'burning clutch smell', 'clutch burning'],
    [r('clutch-worn', 'high', 'A worn clutch disc is the usual cause.'), r('rear-main-seal-leak', 'low', 'Oil on the clutch from a leaking rear main seal makes it slip.')]),
  symptom('clutch-engagement', 'Clutch bites high or judders', 'The clutch engages at the top of the pedal, judders pulling away, or gears are hard to select.', 'drivetrain',
    ['clutch pedal high', 'clutch bites high', 'clutch engages high', 'clutch judder', 'clutch chatter', 'judder when pulling away', 'hard to shift gears', 'grinding gears', 'hard to get into gear'],
    [r('clutch-worn', 'high', 'A worn disc bites high and judders.'), r('engine-mount-worn', 'low', 'Worn mounts make a clutch judder feel worse.')]),
  symptom('drivetrain-clunk', 'Clunk when pulling away or shifting', 'A clunk or thud from under the car when pulling away, lifting off, or selecting drive or reverse.', 'drivetrain',
    ['clunk when pulling away', 'clunk from driveshaft', 'clunk when shifting into drive', 'clunk when shifting', 'clunk on acceleration', 'thud when accelerating', 'clunk when letting off the gas'],
    [r('flex-disc-worn', 'high', 'A cracked driveshaft flex disc clunks on load changes, on rear-drive cars especially.'), r('engine-mount-worn', 'medium', 'Worn mounts let the engine rock and knock.'), r('cv-axle-worn', 'medium', 'A worn CV joint clunks on take-off.')]),
  symptom('idle-vibration', 'Vibration at idle', 'The car shakes at idle, most in drive at a stop, although the engine runs smoothly.', 'engine',
    ['vibration at idle', 'vibrates at idle', 'vibration at stop lights', 'vibration in drive at a stop', 'vibration when idling in gear', 'shudder at idle'],
    [r('engine-mount-worn', 'high', 'Collapsed or leaking engine mounts pass the engine’s idle vibration into the car.', { check: 'Shift between drive and reverse with the brake held and watch the engine: a jump of more than a finger’s width, or a cracked or oil-soaked mount, is worn. A vibration that smooths out in neutral points at the mounts too.' }), r('ignition-coil-failure', 'medium', 'A misfire at idle feels like a vibration; check for a misfire count.'), r('vacuum-leak', 'low', 'A lean, uneven idle.')]),
  symptom('harsh-shifting', 'Harsh or slipping automatic shifts', 'The automatic shifts hard, late or slips, or engages with a delay.', 'drivetrain',
    ['harsh shifts', 'harsh shifting', 'hard shifts', 'shifts hard', 'transmission slipping', 'slipping automatic', 'gearbox slipping', 'delayed engagement', 'jerky shifting', 'late shifts', 'transmission shifts harsh'],
    [r('transmission-fluid-low-or-old', 'high', 'Low or worn fluid is the first thing to check, and the cheapest.'), r('transmission-pan-leak', 'medium', 'A leaking pan or filter seal lowers the level.'), r('shift-solenoid-fault', 'low', 'A sticking solenoid or valve body.')]),
  symptom('transmission-leak', 'Transmission fluid leak', 'Red or brown fluid under the middle of the car.', 'drivetrain',
    ['transmission leak', 'transmission fluid leak', 'atf leak', 'red fluid leak', 'leak from gearbox', 'gearbox leak', 'red puddle'],
    [r('transmission-pan-leak', 'high', 'The pan gasket and filter seal are the usual leak points.'), r('transmission-fluid-low-or-old', 'medium', 'After any leak, the level is low.')]),
  symptom('weak-cabin-airflow', 'Weak airflow from the vents', 'Little air comes from the vents even with the fan on high; windows mist easily.', 'climate',
    ['weak airflow', 'weak air from vents', 'low airflow', 'fan airflow weak', 'ac blows weak', 'a/c blows weak', 'windows mist up inside', 'no air from vents'],
    [r('clogged-cabin-filter', 'high', 'A clogged cabin filter is the usual cause.')]),
  symptom('musty-smell', 'Musty smell from the vents', 'A damp, musty or mouldy smell when the fan or A/C runs.', 'climate',
    ['musty smell', 'smell from vents', 'mouldy smell', 'moldy smell', 'smell from ac', 'ac smells', 'damp smell in car'],
    [r('clogged-cabin-filter', 'high', 'A damp, dirty cabin filter grows mould.')]),
  symptom('poor-fuel-economy', 'Poor fuel economy', 'The car uses noticeably more fuel than it did.', 'engine',
    ['poor fuel economy', 'bad gas mileage', 'bad fuel economy', 'using more fuel', 'high fuel consumption', 'fuel consumption went up', 'burning more gas', 'bad mpg'],
    [r('o2-sensor-fault', 'high', 'A slow oxygen sensor makes the mixture rich.'), r('thermostat-failure', 'medium', 'A thermostat stuck open keeps the engine cold and rich.'), r('clogged-engine-air-filter', 'medium', 'A clogged air filter costs power and fuel at load.'), r('maf-sensor-fault', 'low', 'A MAF reading high adds fuel.')]),
  symptom('sluggish-acceleration', 'Sluggish at full throttle', 'The engine runs smoothly but pulls weakly at full throttle, or stumbles under load.', 'engine',
    ['sluggish acceleration', 'sluggish at full throttle', 'weak acceleration', 'slow to accelerate', 'stumbles under load', 'bogs under load', 'engine feels sluggish', 'feels down on power'],
    [r('clogged-engine-air-filter', 'high', 'A clogged air filter is the cheapest thing to rule out.'), r('clogged-fuel-filter', 'medium', 'A blocked fuel filter starves the engine under load.'), r('turbo-wastegate-fault', 'medium', 'On turbo engines, a wastegate or boost leak.')]),
  symptom('belt-noise', 'Squealing or chirping belt', 'A squeal or chirp from the front of the engine, worst on a cold start, in the wet or with the A/C on.', 'engine',
    ['squealing belt', 'belt squeal', 'belt squealing', 'belt squeal on cold start', 'chirping belt', 'belt chirp', 'belt noise', 'serpentine belt noise', 'squeal on startup', 'whining from the belt', 'growling pulley'],
    [r('drive-belt-worn', 'high', 'A glazed, cracked or stretched belt slips and squeals.'), r('belt-tensioner-worn', 'high', 'A weak tensioner lets a good belt slip; a worn pulley bearing growls.'), r('timing-belt-worn', 'low', 'On belt-driven engines, a whine from the timing cover is its tensioner.')]),
  symptom('timing-belt-due', 'Timing belt due or noisy', 'The timing belt is due by miles or years, or a whine or rattle comes from the timing cover.', 'engine',
    ['timing belt due', 'timing belt noise', 'timing belt whine', 'rattle from timing cover', 'noise from timing belt', 'when to change timing belt', 'timing belt broke', 'timing belt snapped'],
    [r('timing-belt-worn', 'high', 'Belts are replaced on their interval, before they fail.')]),
  symptom('turbo-noise', 'Turbo whistle, whine or smoke', 'A siren whine or loud whistle under boost, blue smoke, or oil in the intake.', 'engine',
    ['turbo whistle', 'whistling under boost', 'whistle under boost', 'turbo whine', 'siren noise under boost', 'turbo noise', 'blue smoke under boost', 'smoke from exhaust under boost', 'oil in intercooler'],
    [r('turbo-worn', 'high', 'Worn turbo bearings whine, smoke and leak oil.'), r('vacuum-leak', 'medium', 'A split boost hose whistles and loses boost.'), r('turbo-wastegate-fault', 'low', 'A worn wastegate rattles rather than whistles.')]),
  symptom('engine-cuts-out', 'Engine cuts out while driving', 'The engine dies while driving or when hot and may not restart until it cools.', 'engine',
    ['engine cuts out', 'cuts out while driving', 'dies while driving', 'engine dies while driving', 'stalls when hot', 'engine shuts off while driving', 'car died while driving'],
    [r('cam-crank-sensor-fault', 'high', 'A crankshaft sensor that fails when hot cuts the engine and will not restart until it cools.'), r('fuel-delivery-low', 'medium', 'A failing fuel pump.'), r('clogged-fuel-filter', 'low', 'A blocked filter.')]),
  symptom('starter-noise', 'Grinding or whirring when starting', 'The starter grinds, whirrs without turning the engine, or clicks with a good battery.', 'electrical',
    ['grinding when starting', 'starter grinds', 'starter grinding', 'whirring when starting', 'starter spins', 'clicks but wont turn over', 'starter noise'],
    [r('starter-failure', 'high', 'A worn starter drive or solenoid.'), r('weak-battery', 'medium', 'A weak battery makes the starter click and chatter.')]),
  symptom('lights-dim', 'Lights dim or flicker while driving', 'The headlights or dash lights dim and brighten, or flicker with the battery light.', 'electrical',
    ['lights dim and flicker', 'lights flicker', 'lights flickering', 'dash lights flicker', 'lights dim at idle', 'lights dimming'],
    [r('alternator-failure', 'high', 'A failing alternator or its regulator lets the voltage wander.'), r('drive-belt-worn', 'medium', 'A slipping belt undercharges.'), r('belt-tensioner-worn', 'low', 'A weak tensioner lets the belt slip under the alternator’s load.'), r('weak-battery', 'low', 'A battery with a failed cell.')]),
  symptom('battery-drain', 'Battery goes flat overnight', 'The battery is flat after the car sits a night or a few days.', 'electrical',
    ['battery goes flat overnight', 'battery flat every morning', 'battery dead every morning', 'battery drains overnight', 'flat battery overnight'],
    [r('weak-battery', 'high', 'A battery that can no longer hold charge, most often.'), r('alternator-failure', 'medium', 'An alternator that never fully charges it.'), r('connector-corrosion-or-water', 'low', 'A module that stays awake, often after water got in.')]),
  symptom('burning-smell', 'Burning smell after driving', 'A smell of burning, or light smoke from under the hood, after a drive.', 'engine',
    ['burning smell', 'burning smell after driving', 'smell of burning', 'smells like something burning', 'smoke from under the hood', 'smoke from under the bonnet', 'hot smell after driving'],
    [r('oil-filter-housing-gasket-leak', 'high', 'Oil from a leaking filter housing gasket drips on the hot exhaust.'), r('valve-cover-gasket-leak', 'high', 'A leaking valve cover gasket drips oil on the exhaust manifold.'), r('sticking-caliper', 'medium', 'A sticking brake caliper smells hot at one wheel.'), r('clutch-worn', 'low', 'A slipping clutch smells of burning.')]),
  symptom('oil-gauge', 'Oil pressure gauge erratic', 'The oil pressure gauge reads zero, jumps or reads high with a good oil level.', 'engine',
    ['oil pressure gauge reads zero', 'oil gauge erratic', 'oil gauge jumps', 'oil pressure gauge jumps', 'oil pressure reads high', 'oil gauge not working'],
    [r('oil-pressure-switch-fault', 'high', 'The sender, most often, with a good oil level.'), r('low-or-wrong-oil', 'medium', 'Low oil read correctly.')]),
  symptom('bouncy-ride', 'Bouncy ride or nose dives', 'The car keeps bouncing after bumps, floats at speed, nose-dives when braking, or a shock is wet with oil.', 'suspension',
    ['bouncy ride', 'car keeps bouncing', 'bounces after bumps', 'nose dives', 'car floats', 'floaty ride', 'leaking shock', 'leaking strut', 'soft suspension'],
    [r('worn-shock-absorber', 'high', 'Worn dampers no longer control the springs.'), r('strut-mount-worn', 'low', 'A worn top mount knocks but rarely bounces.')]),
  symptom('steering-play', 'Loose steering or clunk when turning', 'The steering has play or wanders, or something knocks when turning.', 'suspension',
    ['steering play', 'loose steering', 'steering feels loose', 'clunk when turning', 'knock when turning', 'car wanders', 'wandering steering', 'clicking when turning'],
    [r('tie-rod-end-worn', 'high', 'A worn tie rod end gives play at the wheel and knocks when turning.'), r('sway-bar-link-worn', 'medium', 'Worn end links knock in turns over uneven roads.'), r('cv-axle-worn', 'medium', 'A clicking while turning under power is the outer CV joint.'), r('control-arm-bushing-worn', 'low', 'Worn bushings let the wheel wander.')]),
  symptom('rear-brake-noise', 'Noise from the rear brakes', 'A squeal or grind from the rear wheels when braking, or the rear pad warning.', 'brakes',
    ['rear brakes squeal', 'rear brake squeal', 'grinding from rear brakes', 'grinding noise from rear brakes', 'rear brakes grinding', 'noise from the back brakes', 'rear brake noise', 'rear pads worn', 'rear brake pads worn'],
    [r('worn-rear-brake-pads', 'high', 'Worn rear pads squeal on their wear indicator, then grind.'), r('rear-rotor-worn', 'medium', 'A rear rotor worn to its limit or scored by metal.'), r('brake-hardware-noise', 'low', 'Missing shims or dry slides.')]),
  symptom('rear-brake-pulsation', 'Rear brakes pulse or judder', 'A judder felt through the seat, not the steering wheel, when braking.', 'brakes',
    ['rear brakes pulse', 'rear brake judder', 'judder from the rear when braking', 'rear rotors warped', 'vibration through the seat when braking'],
    [r('rear-rotor-worn', 'high', 'Rear rotors with thickness variation judder through the seat.'), r('worn-rear-brake-pads', 'medium', 'Pads that deposited unevenly.')]),
];

/** Rear-axle brake wear: the written causes name the front axle, as most brake jobs are. */
export const REAR_BRAKE_CAUSES: readonly CauseData[] = [
  cause('worn-rear-brake-pads', 'Worn rear brake pads', 'brakes', [replace('brake-pads-rear'), replace('brake-sensor', 'cars with wear sensors')], {
    summary: 'Rear pads wear more slowly but on cars with electronic parking brakes and stability control they wear down unnoticed.',
    check: 'Look through the rear wheel spokes at the pad on the rotor: less than 3 mm of friction material, or a tripped rear wear sensor, means new pads.',
    fix: 'Replace the rear pads (retract an electronic parking brake with a scan tool first) and the wear sensor where fitted.',
  }, 'Intermediate', [60, 120], ['platform-brakes'], ['brake-noise-fix']),
  cause('rear-rotor-worn', 'Worn or warped rear brake rotors', 'brakes', [replace('brake-disc-rear'), replace('brake-pads-rear')], {
    summary: 'Rear rotors worn to their minimum thickness, lipped, scored or with thickness variation.',
    check: 'Measure the rotor thickness against the minimum cast on its hat; feel for a lip at the edge and look for deep scoring.',
    fix: 'Replace the rear rotors in a pair with new pads.',
  }, 'Intermediate', [90, 180], ['platform-brakes']),
];

export const WEAR_CAUSES: readonly CauseData[] = [...OWNER_CAUSES, ...REAR_BRAKE_CAUSES];
