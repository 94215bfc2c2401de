// Zod compiles object parsers with `new Function` when it may, and finds out by trying as each schema is built:
// under the page's Content-Security-Policy (no 'unsafe-eval', decision 0026) every try is a reported violation.
// Its config object lives on globalThis, so setting it here, before the app's modules run (this deferred script
// comes first in index.html), makes every schema use its interpreter from the start.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
