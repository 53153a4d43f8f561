// Imported first by every script: on a Node older than the project's (.nvmrc) it stops at
// once with what to do, before anything else can fail in a less clear way.
const required = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < required) {
  console.error(
    `This project needs Node ${required} or newer; this is Node ${process.versions.node}.\n` +
      `Switch with \`nvm use\` (reads .nvmrc), or run the command through scripts/node24.sh, which fetches\n` +
      `Node ${required} from the npm registry when the machine lacks it: sh scripts/node24.sh npm start`,
  );
  process.exit(1);
}
