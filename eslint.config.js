import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // packages/* are shared by server and web: keep them free of app and framework imports (DESIGN.md boundaries)
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/apps/**', 'react', 'fastify', 'drizzle-orm', 'drizzle-orm/*'] }],
    },
  },
);
