import { step, type GuideSeed } from './guide-seed';

export const bmwOilFilterHousingGasket: GuideSeed = {
  slug: 'bmw-oil-filter-housing-gasket',
  path: '/guides/bmw-oil-filter-housing-gasket',
  title: 'BMW Oil Filter Housing Gasket Replacement (M54, N52, N54, N55)',
  description: 'Fix the classic BMW six-cylinder oil leak: replace the oil filter housing gaskets before the oil reaches the drive belt.',
  category: 'Engine',
  make: 'BMW',
  difficulty: 'Intermediate',
  timeRequired: '3-4 hours',
  isDetailed: true,
  scope: 'platform',
  platforms: ['bmw-m54', 'bmw-n52', 'bmw-n54', 'bmw-n55'],
  content: {
    intro:
      'The gaskets between the oil filter housing, the oil cooler and the block harden and let oil run down the side of the engine. Left alone, the oil ' +
      'soaks the drive belt, which can shred and be pulled into the front crankshaft seal. Replace the belt if it is oily.',
    facts: [{ label: 'Symptom', value: 'Oil on the alternator side of the block and on the drive belt' }],
    torque: [
      { fastener: 'Oil filter housing to block (M8)', value: '22 Nm (16 ft-lbs)', sources: ['bmw-service-info'] },
      { fastener: 'Oil filter housing cap', value: '25 Nm (18 ft-lbs)', sources: ['bmw-service-info'] },
      { fastener: 'Belt tensioner and pulley bolts (M8)', value: '22 Nm (16 ft-lbs)', sources: ['bmw-service-info'] },
    ],
    steps: [
      step('Prepare', 'Disconnect the battery, remove the intake ducting and the fan shroud where it blocks access (N52/N54: air box; M54: fan shroud).'),
      step('Relieve the belt', 'Release the belt tensioner and slip the drive belt off the alternator.'),
      step('Remove the alternator if needed', 'On the N5x, remove the alternator or its upper bolt to reach the housing bolts.'),
      step('Drain and unbolt the housing', 'Open the filter cap to drain the housing, unplug the oil pressure switch and undo the housing bolts.'),
      step('Replace the gaskets', 'Clean both faces and fit the new housing and cooler gaskets dry.'),
      step('Refit and torque', 'Refit the housing and torque its bolts to 22 Nm in a cross pattern; refit the alternator and a new belt if oily.'),
      step('Top up and check', 'Refit the filter, top up the oil, run the engine and check for leaks.'),
    ],
    tools: ['Sockets, extensions and E-Torx sockets', 'Torque wrench covering 10-30 Nm', 'Belt tensioner tool or a long breaker bar', 'Gasket scraper'],
    parts: [{ name: 'Oil filter housing gasket set' }, { name: 'Drive belt (if oil-soaked)' }, { name: 'Oil filter kit and engine oil top-up' }],
    tips: ['Photograph the belt routing before removing it.'],
    warnings: ['Disconnect the battery before working near the alternator’s B+ terminal.'],
  },
};
