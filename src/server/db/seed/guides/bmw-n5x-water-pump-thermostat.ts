import { step, type GuideSeed } from './guide-seed';

export const bmwN5xWaterPumpThermostat: GuideSeed = {
  slug: 'bmw-n5x-water-pump-thermostat',
  path: '/guides/bmw-n5x-water-pump-thermostat',
  title: 'BMW N52, N54 and N55 Electric Water Pump and Thermostat Replacement',
  description: 'Replace the electric water pump and thermostat on BMW N52, N54 and N55 engines (E90 335i, 328i, E82 135i, E60, F10, X5, Z4) and bleed the cooling system.',
  category: 'Cooling',
  make: 'BMW',
  difficulty: 'Intermediate',
  timeRequired: '2-4 hours',
  isDetailed: true,
  scope: 'platform',
  platforms: ['bmw-n52', 'bmw-n54', 'bmw-n55'],
  content: {
    intro:
      'BMW’s N5x sixes use an electrically driven water pump that fails without warning, usually between 60,000 and 100,000 miles: the car shows a ' +
      'coolant temperature warning and drops into reduced power. The thermostat bolts to the pump and is replaced at the same time.',
    facts: [
      { label: 'Typical life', value: '60,000-100,000 miles' },
      { label: 'Coolant', value: 'BMW blue antifreeze (N 600 69.0), 50/50 with distilled water' },
    ],
    torque: [
      { fastener: 'Water pump and thermostat M6 bolts', value: '10 Nm (7 ft-lbs)', sources: ['bmw-service-info'] },
      { fastener: 'Water pump M8 bolts', value: '22 Nm (16 ft-lbs)', sources: ['bmw-service-info'] },
      { fastener: 'Underbody panel and splash shield screws', value: 'Snug, about 5 Nm', sources: ['bmw-service-info'] },
    ],
    steps: [
      step('Let it cool and open the tank', 'With the engine cold, open the expansion tank cap slowly to release pressure.'),
      step('Raise the car and remove the panels', 'Lift the front on stands and remove the underbody panel.'),
      step('Drain the coolant', 'Place a large pan under the pump and disconnect the lower hose from the thermostat; let the coolant drain.'),
      step('Disconnect the pump', 'Unplug the pump’s electrical connector and the hoses to the thermostat, noting how the clips sit.'),
      step('Remove the pump', 'Undo the pump’s mounting bolts from below and lower the pump with the thermostat attached.'),
      step('Fit the new pump and thermostat', 'Fit the new thermostat to the new pump with new O-rings lightly wetted with coolant, then bolt the assembly up and torque the bolts.'),
      step('Reconnect and refill', 'Reconnect hoses and the connector, refill with 50/50 BMW coolant to the tank’s MAX mark.'),
      step('Bleed with the pump routine', 'Open the bleed screw, switch the ignition on (engine off) with the heater at maximum and the fan low; the pump runs a roughly 12-minute bleed cycle. Top up and repeat until the level is stable.'),
      step('Check for leaks', 'Start the engine, warm it up, check the joints for leaks and the level once cool.'),
    ],
    tools: ['Jack and jack stands', 'E-Torx and Torx sockets', 'Hose clamp pliers', 'Torque wrench covering 5-25 Nm', 'Large drain pan', 'Battery charger (the bleed cycle draws power)'],
    parts: [{ name: 'Electric water pump' }, { name: 'Thermostat with O-rings' }, { name: 'BMW coolant, 2 US gallons of 50/50 mix' }],
    tips: ['Keep a charger on the battery during the bleed routine.', 'Replace the auxiliary belt and tensioner if they are due: they are in reach.'],
    warnings: ['Never open the cooling system hot.', 'Coolant is poisonous to children and pets: collect and recycle it.'],
  },
};
