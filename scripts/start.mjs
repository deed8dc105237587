// `pnpm start`: build everything, then serve the API and the three microfrontends like separate deployments.
import { run } from './run.mjs';
import { startStack } from './stack.mjs';

await run('pnpm', ['build']);
const stack = await startStack();

console.log(`
  Portfolio is running
    site        ${stack.urls.site}
    admin       ${stack.urls.site}/admin   (owner login: see the [api] banner above)
    API docs    ${stack.urls.site}/api/docs
  Lost the owner password? pnpm --filter @portfolio/api owner:reset-password
  Ctrl+C stops everything.
`);

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(0));
// One piece dying takes the rest down, so a half-running site never looks healthy.
for (const [name, child] of Object.entries(stack.children)) {
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`${name} stopped (exit ${code}); stopping the rest.`);
    void shutdown(1);
  });
}
