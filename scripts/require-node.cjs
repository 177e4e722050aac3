// Runs before `npm start` and `npm run dev`, on whatever Node the machine has: plain old syntax on
// purpose, so an old Node reads it and stops with a clear message instead of a cryptic error from a
// dependency deep in the start.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: it must load on any Node */
'use strict';

var required = require('../package.json').engines.node;
var parts = process.versions.node.split('.').map(Number);
var major = parts[0];
var minor = parts[1];

// The ranges of package.json's engines.node: ^20.19.0 || ^22.13.0 || >=24.
var supported = (major === 20 && minor >= 19) || (major === 22 && minor >= 13) || major >= 24;

if (!supported) {
  console.error(
    'Pitlane needs Node ' + required + ' (this is Node ' + process.versions.node + ').\n' +
      'Install a supported version (the repository\'s .nvmrc names one: `nvm install` in this folder) and run the command again.'
  );
  process.exit(1);
}
