// Runs before every npm script that starts project code (package.json). It is plain CommonJS in
// old syntax on purpose: it must run, and say what to do, on a Node too old to load the project's
// TypeScript (an old Node dies on the first .ts file with ERR_UNKNOWN_FILE_EXTENSION, which names
// no version). The minimum comes from package.json's engines.node, the one place it is written.
// CHECK_NODE_FAKE_VERSION stands in for the running version; only this script's tests set it.
'use strict';
var fs = require('node:fs');
var path = require('node:path');

var pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
var range = String(pkg.engines?.node || '');
var match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
if (!match) {
  console.error('scripts/check-node.cjs understands only engines.node of the form ">=N[.N[.N]]" in package.json, found "' + range + '".');
  process.exit(1);
}
var needed = [Number(match[1]), Number(match[2] || 0), Number(match[3] || 0)];
var found = String(process.env.CHECK_NODE_FAKE_VERSION || process.versions.node).replace(/^v/, '');
var parts = found.split('.').map(Number);

function older(a, b) {
  for (var i = 0; i < 3; i++) {
    if ((a[i] || 0) !== b[i]) return (a[i] || 0) < b[i];
  }
  return false;
}

if (older(parts, needed)) {
  // "24" when the minimum is a whole major, else the exact version.
  var label = needed[1] === 0 && needed[2] === 0 ? String(needed[0]) : needed.join('.');
  console.error(
    'This project needs Node.js ' +
      label +
      ' or newer (found v' +
      found +
      '). ' +
      'Install it from https://nodejs.org or with nvm: nvm install ' +
      needed[0],
  );
  process.exit(1);
}
