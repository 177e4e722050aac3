import type { GuideSeed } from './guide-seed';

/** 12 system sections, every 12 months / 7,500 miles, professional required. */
export const ferrariAnnualMaintenance: GuideSeed = {
  slug: 'ferrari-annual-maintenance',
  path: '/guides/ferrari-annual-maintenance',
  title: 'Ferrari Annual Maintenance Checklist',
  description:
    'The twelve systems a Ferrari annual service covers, every 12 months or 7,500 miles: what a specialist checks and replaces, and what to ask about.',
  category: 'Maintenance',
  make: 'Ferrari',
  difficulty: 'Professional',
  timeRequired: '1 day at a specialist workshop',
  isDetailed: true,
  scope: 'platform',
  platforms: ['ferrari/*'],
  content: {
    intro:
      'Ferrari schedules a service every 12 months or 7,500 miles, whichever comes first, even on cars that are barely driven: seals, belts and ' +
      'fluids age with time, not just with miles. The annual service needs a Ferrari-trained technician with the factory diagnostic system, ' +
      'so this guide is a checklist to plan and review the work with your specialist, not a do-it-yourself procedure. Keep every invoice: a ' +
      'complete service history is a large part of a Ferrari’s value.',
    facts: [
      { label: 'Frequency', value: '12 months / 7,500 miles, whichever comes first' },
      { label: 'Who', value: 'Professional required: Ferrari-trained technician with factory diagnostics' },
      { label: 'Systems', value: '12' },
    ],
    sections: [
      {
        kind: 'system',
        id: 'engine-oil',
        title: 'Engine oil and filter',
        items: [
          'Replace the engine oil and filter with the grade in the service booklet',
          'Check the oil level by the model’s procedure (dry-sump engines are checked warm, at idle)',
          'Inspect for leaks at the cam covers, sump and oil lines',
        ],
      },
      {
        kind: 'system',
        id: 'cooling',
        title: 'Cooling system',
        items: [
          'Check coolant level, concentration and condition',
          'Inspect radiators, hoses and clamps for leaks, swelling and cracks',
          'Check the radiator fans and clean debris from the front radiators',
        ],
      },
      {
        kind: 'system',
        id: 'brakes',
        title: 'Brakes',
        items: [
          'Measure pad and rotor (or carbon-ceramic disc) wear',
          'Replace the brake fluid every year or two, as the booklet specifies',
          'Inspect brake lines, hoses and calipers for leaks and damage',
        ],
      },
      {
        kind: 'system',
        id: 'transmission',
        title: 'Transmission and F1 or dual-clutch gearbox',
        items: [
          'Check the gearbox oil level and condition',
          'Check the F1 or DCT hydraulic fluid level and the actuator for leaks',
          'Read clutch wear and gearbox adaptation values with the diagnostic system',
        ],
      },
      {
        kind: 'system',
        id: 'clutch',
        title: 'Clutch',
        items: [
          'Record clutch wear percentage (F1 cars) or check pedal feel and engagement point (manual cars)',
          'Check the clutch hydraulic fluid and lines',
        ],
      },
      {
        kind: 'system',
        id: 'timing',
        title: 'Cam belts and timing',
        items: [
          'Belt-driven engines (V8s up to the 360, the 456 and 550/575 V12s) need new cam belts and tensioners every 3-5 years regardless of mileage',
          'Inspect belt tensioners and bearings for noise',
          'Chain-driven engines: listen for chain or tensioner noise at start-up',
        ],
      },
      {
        kind: 'system',
        id: 'fuel',
        title: 'Fuel system',
        items: [
          'Inspect fuel lines and connections for leaks and perished rubber',
          'Replace the fuel filter where the model has a serviceable one',
          'Check the evaporative system and fuel cap seal',
        ],
      },
      {
        kind: 'system',
        id: 'ignition',
        title: 'Ignition and engine management',
        items: [
          'Replace spark plugs at the booklet interval',
          'Read fault memories and live data with the factory diagnostic system',
          'Check coil packs and connectors for heat damage',
        ],
      },
      {
        kind: 'system',
        id: 'suspension',
        title: 'Suspension and steering',
        items: [
          'Inspect dampers, bushings and ball joints',
          'Check the front-axle lift system if fitted',
          'Check power steering fluid and hoses on hydraulic systems',
        ],
      },
      {
        kind: 'system',
        id: 'wheels-tires',
        title: 'Wheels and tires',
        items: [
          'Check tread depth, age (tires older than about 6 years should be replaced) and damage',
          'Set pressures to the door-jamb placard',
          'Torque the wheel bolts and check the alignment if wear is uneven',
        ],
      },
      {
        kind: 'system',
        id: 'electrical',
        title: 'Electrical system and battery',
        items: [
          'Test the battery and charging system; keep the car on a battery maintainer when stored',
          'Check all lights, warning lamps and the instrument cluster',
          'Inspect the main fuse box and ground points for corrosion',
        ],
      },
      {
        kind: 'system',
        id: 'body-climate',
        title: 'Climate control, body and underbody',
        items: [
          'Replace the cabin (pollen) filter and check air conditioning performance',
          'Check the exhaust system and its mounts for leaks and cracks',
          'Inspect the underbody, door and hood seals, and lubricate hinges and latches',
        ],
      },
    ],
    steps: [],
    tools: ['Service booklet and previous invoices', 'Notebook or checklist to review the specialist’s findings'],
    parts: [
      { name: 'Engine oil and oil filter (per the service booklet)' },
      { name: 'Cabin (pollen) filter' },
      { name: 'Brake fluid (DOT 4 racing or as specified)' },
      { name: 'Spark plugs (at the booklet interval)' },
    ],
    tips: [
      'Book the service before the 12 months are up even if the car has covered few miles.',
      'Ask for the clutch wear reading and the fault-memory printout on F1 and DCT cars; it shows how the car has been treated.',
      'Cam belt services on belt-driven V8s are due by age; a car with low miles can still be overdue.',
      'Store the car with a battery maintainer connected: flat batteries cause many Ferrari electrical faults.',
    ],
    warnings: [
      'Professional required: several checks need the factory diagnostic system and Ferrari-specific procedures.',
      'An overdue cam belt on a belt-driven engine can fail without warning and destroy the engine.',
      'Do not drive on old brake fluid: it absorbs water and boils under hard braking.',
    ],
  },
};
