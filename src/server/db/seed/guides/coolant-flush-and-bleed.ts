import { step, type GuideSeed } from './guide-seed';

export const coolantFlushAndBleed: GuideSeed = {
  slug: 'coolant-flush-and-bleed',
  path: '/guides/coolant-flush-and-bleed',
  title: 'Cooling System Pressure Test, Coolant Flush and Bleed (Any Car)',
  description: 'Find a coolant leak with a pressure test, then drain, refill and bleed the cooling system with the right coolant for your make.',
  category: 'Cooling',
  make: 'All makes',
  difficulty: 'Intermediate',
  timeRequired: '1-2 hours',
  isDetailed: true,
  scope: 'generic',
  platforms: [],
  content: {
    intro:
      'Losing coolant? Pressure-test before buying parts: the leak shows itself. Refill with the coolant your maker specifies (BMW blue, MB 325.0, VW G12/G13, ' +
      'Toyota SLLC...) and never mix types. Air left in the system causes overheating, so bleed it as your car requires.',
    facts: [
      { label: 'Test pressure', value: 'The pressure stamped on the expansion tank cap (usually 1.4-2.0 bar)' },
      { label: 'Coolant change', value: 'Every 4-5 years unless your maker says otherwise' },
    ],
    torque: [
      { fastener: 'Plastic drain plugs and bleed screws', value: 'Hand tight, about 1.5-2 Nm: they crack if forced', sources: ['parts-maker-instructions'] },
      { fastener: 'Engine block drain plugs (metal)', value: 'Typically 25 Nm (18 ft-lbs)', sources: ['parts-maker-instructions'] },
    ],
    steps: [
      step('Pressure-test cold', 'Fit the tester to the expansion tank and pump to the cap’s rated pressure. A steady gauge means no leak; a falling one means look.'),
      step('Find the leak', 'Follow hoses, the pump weep hole, tank seams and radiator end tanks for drips or white crust. No external leak and falling pressure points to the head gasket.'),
      step('Drain', 'With the engine cold, open the tank cap and the radiator drain (and block drains where fitted).'),
      step('Repair and refill', 'Replace the leaking part, close the drains and fill with premixed coolant of the right type.'),
      step('Bleed', 'Open the bleed screws and run the heater on full. BMW N5x cars run an electric pump bleed routine with the ignition on; others need the engine run to temperature with the tank open.'),
      step('Check again', 'Let the engine cool, top up to MAX and re-check the level after the next drives.'),
    ],
    tools: ['Cooling system pressure tester with adapters', 'Drain pan', 'Funnel (a spill-free bleeding funnel helps)', 'Hose clamp pliers'],
    parts: [{ name: 'Coolant of the type your maker specifies' }, { name: 'The leaking part: hose, tank, pump or thermostat' }],
    tips: ['A combustion-gas test kit at the tank confirms a head gasket leak.'],
    warnings: ['Never open a hot cooling system.', 'Coolant is toxic: keep it from children and pets.'],
  },
};
