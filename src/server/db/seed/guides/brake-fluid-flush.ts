import { step, type GuideSeed } from './guide-seed';

export const brakeFluidFlush: GuideSeed = {
  slug: 'brake-fluid-flush',
  path: '/guides/brake-fluid-flush',
  title: 'Brake Fluid Flush and Bleed (Any Car)',
  description: 'Replace old brake fluid and bleed air from the brakes on any car, with the right DOT grade for your make and the bleeding order.',
  category: 'Brakes',
  make: 'All makes',
  difficulty: 'Intermediate',
  timeRequired: '1-1.5 hours',
  isDetailed: true,
  scope: 'generic',
  platforms: [],
  content: {
    intro:
      'Brake fluid absorbs water, which lowers its boiling point and corrodes the system; European makers ask for a change every 2 years, track cars every ' +
      'year. Use the grade your car specifies (DOT 4 for most European cars, DOT 3 or 4 for Japanese ones) from a sealed bottle.',
    facts: [
      { label: 'Interval', value: 'Every 2 years (every year with track use)' },
      { label: 'Fluid', value: 'DOT 4 (European makes), DOT 3/4 (Japanese makes); see your car’s fluid page' },
    ],
    torque: [
      { fastener: 'Bleed screws', value: 'Typically 7-10 Nm (5-7 ft-lbs): snug only, they snap', sources: ['parts-maker-instructions'] },
      { fastener: 'Wheel bolts', value: 'Your car’s figure (BMW and Audi/VW 120 Nm, Porsche 160 Nm)', sources: ['parts-maker-instructions', 'bmw-service-info', 'vag-service-info', 'porsche-service-info'] },
    ],
    steps: [
      step('Prepare', 'Lift the car on stands and remove the wheels, or reach the bleed screws with the wheels on.'),
      step('Empty the reservoir', 'Draw most of the old fluid out of the reservoir with a syringe and refill with fresh fluid.'),
      step('Fit the bleeder', 'Attach a pressure bleeder at about 1 bar (15 psi), or a helper at the pedal.'),
      step('Bleed in order', 'Start at the wheel farthest from the master cylinder (usually rear right), then rear left, front right, front left; on fixed calipers bleed the inner screw first.'),
      step('Flush until clean', 'Open each screw until clear, bubble-free fluid runs, then close it to torque.'),
      step('Check pedal and level', 'Top the reservoir to MAX, check the pedal is firm, refit the wheels and road-test at low speed.'),
    ],
    tools: ['Pressure bleeder or a helper', 'Clear hose and catch bottle', 'Ring spanner for the bleed screws', 'Syringe', 'Torque wrench'],
    parts: [{ name: 'Brake fluid, 1 litre of the specified DOT grade' }],
    tips: ['Cars with ABS may need a scan tool bleed routine after the ABS unit was opened.'],
    warnings: ['Brake fluid strips paint: rinse spills with water at once.', 'Never reuse fluid, and never let the reservoir run dry while bleeding.'],
  },
};
