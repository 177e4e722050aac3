import type { GuideSeed } from './guide-seed';

/** Intermediate, 2-3 hours, 12 steps, 20,000-40,000 miles, lug nuts about 118 ft-lbs (160 Nm). */
export const porscheBrakePadReplacement: GuideSeed = {
  slug: 'porsche-brake-pad-replacement',
  path: '/guides/porsche-brake-pad-replacement',
  title: 'Porsche Brake Pad Replacement',
  description:
    'Replace the brake pads and wear sensors on a Porsche 911, Boxster or Cayman with fixed multi-piston calipers, without removing the calipers.',
  category: 'Brakes',
  make: 'Porsche',
  difficulty: 'Intermediate',
  timeRequired: '2-3 hours',
  isDetailed: true,
  scope: 'platform',
  platforms: ['porsche/911-996', 'porsche/911-997', 'porsche/911-991', 'porsche/boxster-986', 'porsche/boxster-987', 'porsche/boxster-981', 'porsche/cayman-987', 'porsche/cayman-981'],
  content: {
    intro:
      'Porsche 911 (996, 997, 991), Boxster and Cayman models use fixed Brembo calipers whose pads slide out once the retaining pins and the ' +
      'spreader spring are removed, so the caliper stays bolted on and the hydraulic system stays closed. Plan on doing one axle at a time, ' +
      'both sides together. Pads typically last 20,000-40,000 miles depending on driving; track days wear them much faster. Ceramic (PCCB) ' +
      'brakes use different pads and rotors and need extra care: this guide is for iron rotors.',
    facts: [
      { label: 'Interval', value: '20,000-40,000 miles, or when the wear warning lights' },
      { label: 'Lug nut torque', value: 'About 118 ft-lbs (160 Nm); Porsche uses wheel bolts rather than nuts' },
      { label: 'Pads per axle', value: 'One set of four; always replace both sides of an axle together' },
    ],
    torque: [{ fastener: 'Wheel bolts', value: 'About 118 ft-lbs (160 Nm)', sources: ['porsche-service-info'] }],
    steps: [
      {
        title: 'Check what you need',
        body:
          'Look at the pads through the wheel spokes and note whether the brake wear warning is on. If a wear sensor has been triggered it must be ' +
          'replaced with the pads. Measure the rotor thickness against the minimum stamped on the rotor hat; worn rotors should be replaced now.',
      },
      {
        title: 'Loosen the lug nuts and raise the car',
        body:
          'With the car on the ground, loosen the wheel bolts half a turn (use the lock key if fitted). Lift at the jacking points shown in the owner’s ' +
          'manual and set the car on jack stands under the body, never on the suspension.',
      },
      {
        title: 'Remove the wheel',
        body:
          'Screw a wheel-hanging guide pin into one bolt hole, remove the remaining bolts and lift the wheel off. The pin keeps the wheel from ' +
          'scratching the caliper and holds it while you refit it later.',
      },
      {
        title: 'Unplug the wear sensor',
        body:
          'Unclip the wear sensor lead from its holder, separate the connector and pull the sensor out of the inner pad. Note how the lead is routed.',
      },
      {
        title: 'Remove the retaining pins and spreader spring',
        body:
          'Tap the pad retaining pins out toward the inside with a pin punch and a light hammer while holding the spreader (cross) spring down with ' +
          'your thumb, then lift the spring away. Discard the old pins: they wear and corrode, and new ones usually come with the pads.',
      },
      {
        title: 'Pull the old pads out',
        body:
          'Hook the pads out of the caliper with a pad puller or pliers through the hole in the backing plate. If they stick, rock them gently; ' +
          'do not lever against the rotor or the caliper body.',
      },
      {
        title: 'Clean and inspect the caliper',
        body:
          'Brush the pad slots clean with a soft brush and brake cleaner (no compressed air: brake dust should not be breathed). Check the piston ' +
          'dust boots for tears and the caliper for fluid leaks. Any leak is a job for the caliper, not just the pads.',
      },
      {
        title: 'Push the pistons back',
        body:
          'Remove a little fluid from the brake reservoir first so it cannot overflow. Push the pistons fully back with a caliper piston spreader ' +
          'placed between the old pad and the rotor, one side at a time, evenly so the pistons do not cock in their bores.',
      },
      {
        title: 'Fit the new pads',
        body:
          'Fit the anti-squeal shims or damping plates the pads come with, then slide the pads in with the friction material facing the rotor. Keep ' +
          'grease, anti-seize and brake fluid away from the friction surfaces and the rotor; clean the rotor with brake cleaner if you touched it.',
      },
      {
        title: 'Install the spring, new pins and wear sensor',
        body:
          'Place the new spreader spring, push the new retaining pins in from the outside through the pads and the spring until they seat, and secure ' +
          'them if the design uses clips. Press the new wear sensor into the inner pad, reconnect it and route the lead exactly as before, clear of the rotor.',
      },
      {
        title: 'Refit the wheel and torque the lug nuts',
        body:
          'Hang the wheel on the guide pin, fit the bolts, lower the car to the ground and tighten the wheel bolts in a crisscross pattern to about ' +
          '118 ft-lbs (160 Nm) with a torque wrench. Repeat steps 2-11 on the other side of the axle.',
      },
      {
        title: 'Restore the pedal and bed the pads in',
        body:
          'Before moving the car, pump the brake pedal until it is firm: the pistons are retracted and the first press goes to the floor. Top up the ' +
          'reservoir to the MAX mark with the specified DOT 4 fluid. Bed the pads in with eight to ten firm stops from about 60 to 10 mph without ' +
          'coming to a full stop, then drive a few minutes to let them cool. Recheck the wheel bolt torque after 30-60 miles.',
      },
    ],
    tools: [
      'Floor jack with a rubber pad and four jack stands',
      'Torque wrench covering 160 Nm (118 ft-lbs)',
      'Socket for the wheel bolts (19 mm on most 911 models) and the wheel-lock key',
      'Wheel-hanging guide pin',
      'Pin punch and a small hammer',
      'Caliper piston spreader (pad spreader)',
      'Pad puller or pliers',
      'Brake cleaner, a soft brush and shop towels',
      'Fluid syringe or turkey baster for the reservoir',
      'Vernier caliper or micrometer for the rotors',
    ],
    parts: [
      { name: 'Brake pad set for the axle (front and rear sets differ)' },
      { name: 'Brake pad wear sensors (replace when triggered)' },
      { name: 'Pad retaining pins and spreader spring (hardware kit)' },
      { name: 'DOT 4 brake fluid (for topping up)' },
    ],
    tips: [
      'Work on one side at a time so the other side shows how the spring, pins and sensor go back together.',
      'Replace the wear sensors whenever their plastic tip has been worn through; a worn sensor keeps the warning on.',
      'Photograph the sensor lead routing before you unclip it.',
      'Porsche pads are axle-specific and the rear calipers are smaller: order front and rear sets by axle and caliper size.',
      'If the pedal feels soft after bedding in, the fluid may be old: Porsche calls for a brake fluid change every two years.',
    ],
    warnings: [
      'Support the car on jack stands under the body before removing a wheel; never rely on the jack alone.',
      'Brake dust is harmful to breathe: clean with brake cleaner and a brush, not with compressed air.',
      'Pump the brake pedal until it is firm before driving: the first press after a pad change goes to the floor.',
      'Tighten the lug nuts (wheel bolts) to about 118 ft-lbs (160 Nm) with a torque wrench; impact guns warp rotors and stretch bolts.',
      'Keep brake fluid off paint and skin, and any lubricant off the pad friction surfaces and rotors.',
    ],
  },
};
