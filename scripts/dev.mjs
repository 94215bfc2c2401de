// `npm run dev`: the API with tsx watch on PORT (3000) and Vite's hot-reloading dev server on 5173,
// which proxies /api to the API. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], { stdio: 'inherit', env: { ...process.env, WEB_DIST: '/nonexistent' } }),
  spawn('npm', ['run', 'dev', '-w', '@lodestar/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
