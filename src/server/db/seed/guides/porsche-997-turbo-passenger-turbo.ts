import type { GuideSeed } from './guide-seed';

/** Advanced, 6-8 hours, 10 steps. */
export const porsche997TurboPassengerTurbo: GuideSeed = {
  slug: 'porsche-997-turbo-passenger-turbo',
  path: '/guides/porsche-997-turbo-passenger-turbo',
  title: 'Porsche 997.1 Turbo Passenger-Side Turbocharger Replacement',
  description:
    'Replace the passenger-side (right bank) turbocharger on a 2007-2009 Porsche 911 Turbo, the first 997 Turbo (997.1), with the engine in the car.',
  category: 'Engine',
  make: 'Porsche',
  difficulty: 'Advanced',
  timeRequired: '6-8 hours',
  isDetailed: true,
  scope: 'platform',
  platforms: ['porsche-mezger'],
  content: {
    intro:
      'The 997 Turbo (997.1, model years 2007-2009) has a 3.6-litre twin-turbo flat-six with one variable turbine geometry (VTG) turbocharger ' +
      'per cylinder bank. On a left-hand-drive car the passenger-side turbo is the right-hand one, fed by cylinders 1-3. Common reasons to ' +
      'replace it are shaft play, oil in the charge pipes, blue smoke, or boost and VTG faults. The turbo can be changed with the engine in the ' +
      'car by working from below and behind once the rear bumper cover, muffler and heat shields are off. This is an advanced job: if any ' +
      'step is beyond your tools or experience, have a Porsche specialist do it.',
    facts: [
      { label: 'Engine', value: '3.6-litre twin-turbo flat-six (Mezger), VTG turbochargers' },
      { label: 'Passenger side', value: 'Right-hand turbo, cylinders 1-3 (left-hand-drive cars)' },
      { label: 'Access', value: 'Engine in the car, from below and behind' },
    ],
    torque: [
      { fastener: 'Engine oil drain plug', value: '50 Nm (37 ft-lbs)', sources: ['porsche-service-info'] },
      { fastener: 'Rear wheel bolts', value: '160 Nm (118 ft-lbs)', sources: ['porsche-service-info'] },
    ],
    steps: [
      {
        title: 'Prepare the car',
        body:
          'Work on a cold engine. Disconnect the battery, raise the car on a two-post lift or on four jack stands at the jacking points, and remove the ' +
          'right rear wheel and the wheel-arch liner for side access. Soak every exhaust nut and bolt you will undo with penetrating oil, and again an hour later.',
      },
      {
        title: 'Remove the rear bumper cover and muffler',
        body:
          'Remove the rear bumper cover (fasteners in the wheel arches, under the car and behind the tail lights) and set it aside on a blanket. ' +
          'Unbolt the rear muffler assembly from the turbo outlet pipes and its mounts, and lower it with a helper; it is bulky.',
      },
      {
        title: 'Remove the heat shields and drain some coolant',
        body:
          'Remove the heat shields around the right-hand turbo and exhaust. The bearing housing is water-cooled: drain enough coolant from the ' +
          'radiator or coolant lines to bring the level below the turbo, into a clean container if you plan to reuse it.',
      },
      {
        title: 'Disconnect the intake and charge-air pipes',
        body:
          'Loosen the clamps and remove the intake pipe from the air filter to the compressor inlet and the charge-air pipe from the compressor outlet ' +
          'toward the intercooler. Cover the open ports immediately with clean tape or caps: a dropped nut in the compressor is a new turbo.',
      },
      {
        title: 'Unplug the VTG actuator and sensors',
        body:
          'Disconnect the VTG actuator connector and any sensor or vacuum lines attached to the turbo, labelling each one. Unclip the harness so it ' +
          'cannot be stretched when the turbo comes out.',
      },
      {
        title: 'Disconnect the oil and coolant lines',
        body:
          'Undo the oil feed line banjo bolt at the top of the turbo and the oil return line flange underneath, then the coolant feed and return lines. ' +
          'Catch the oil and coolant, and plug every line and port.',
      },
      {
        title: 'Unbolt and remove the turbocharger',
        body:
          'Remove the nuts that hold the turbo to the exhaust manifold and the support bracket bolts. Heat and penetrating oil help with seized nuts; ' +
          'replace any stud that is stretched or whose threads are damaged. Lower the turbo out, noting the orientation of gaskets.',
      },
      {
        title: 'Prepare and install the new turbo',
        body:
          'Compare the new turbo with the old one and transfer any fittings, sensors or brackets. Clean the manifold flange. Fit new gaskets, sealing ' +
          'washers and self-locking nuts, then prime the turbo by pouring clean engine oil into the oil feed port while turning the compressor wheel by hand. ' +
          'Mount the turbo and tighten the manifold nuts evenly to the factory torque.',
      },
      {
        title: 'Reconnect everything',
        body:
          'Reconnect the oil return and feed lines with new seals, the coolant lines, the VTG actuator and sensors, then the intake and charge-air pipes ' +
          'with their clamps. Refit the heat shields, muffler and rear bumper cover, and refill and bleed the cooling system with Porsche-approved coolant.',
      },
      {
        title: 'Prime the oil system, start and verify',
        body:
          'With the fuel pump relay pulled (or the fuel pump fuse removed), crank the engine in 10-second bursts until oil pressure shows, so the new ' +
          'turbo bearings are lubricated before it spins. Refit the relay, start the engine, idle it for a few minutes and check for oil, coolant and ' +
          'exhaust leaks. Clear fault codes and run the VTG adaptation with a Porsche-capable scan tool (PIWIS or equivalent), then test drive gently ' +
          'and check the oil level.',
      },
    ],
    tools: [
      'Two-post lift, or a floor jack and four jack stands',
      'Metric sockets, deep sockets and wrenches (10-19 mm), swivels and long extensions',
      'E-Torx and Torx sockets',
      'Torque wrench (10-100 Nm)',
      'Penetrating oil and a heat gun or torch',
      'Hose clamp pliers and trim removal tools',
      'Drain pans for oil and coolant, caps and tape to plug open ports',
      'Porsche-capable diagnostic scan tool for VTG adaptation',
    ],
    parts: [
      { name: 'Turbocharger, right-hand (passenger side), 997.1 Turbo', partNumber: '997 123 023 72' },
      { name: 'Turbo-to-exhaust-manifold gasket' },
      { name: 'Oil feed banjo sealing washers and oil return line gasket' },
      { name: 'Self-locking exhaust nuts (replace every one removed)' },
      { name: 'Porsche-approved coolant to refill' },
      { name: 'Engine oil, Porsche A40 approved, to top up' },
    ],
    tips: [
      'Find out why the old turbo failed before fitting the new one: a blocked oil return or contaminated oil will kill the replacement too.',
      'Change the engine oil and filter with the turbo, and inspect the intercooler and charge pipes for oil; clean them if it pooled.',
      'Label every connector and line, and photograph the routing before removal.',
      'Order gaskets, washers and nuts before you start: none of them should be reused.',
      'Let the engine idle for 30 seconds before switching off after hard driving, so the turbos are not heat-soaked without oil flow.',
    ],
    warnings: [
      'Work only on a cold engine: the turbo and exhaust stay hot enough to burn long after shutdown.',
      'The car must be supported on a lift or jack stands at the jacking points; never work under it on a jack.',
      'Keep every open intake and charge-air port covered: a bolt or debris drawn into a turbo destroys it.',
      'Never start the engine without priming the oil system: a dry turbo bearing fails in seconds.',
      'Dispose of used oil and coolant properly; coolant is poisonous to animals and tastes sweet.',
    ],
  },
};
