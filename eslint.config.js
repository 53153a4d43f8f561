import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './eslint-rules/workspace-boundaries.js';
import regexpPlugin from 'eslint-plugin-regexp';
import vitest from '@vitest/eslint-plugin';
import playwright from 'eslint-plugin-playwright';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-site-server/**',
      '**/node_modules/**',
      '.e2e/**',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
      '**/storybook-static/**',
      '.hydration-build/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, local: boundaries },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'local/workspace-boundaries': 'error',
    },
  },
  {
    // A pattern that backtracks more than linearly lets one request (a path, a header, a
    // form field) hold the event loop: none is allowed, in server or browser code.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { regexp: regexpPlugin },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // The shell's router is the page's only one: a remote, or the form code bundled into
    // each remote, takes its links and hooks from the shared @minibar/ui. A copy of its own
    // would have no router around it, and would ship the router with every page.
    files: ['mfe-*/src/**/*.{ts,tsx}', 'ui/src/forms/**/*.{ts,tsx}', 'forms/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['react-router-dom', 'react-router'].map((name) => ({
          name,
          message: "Import Link and the router's hooks from '@minibar/ui'.",
        })),
      ],
    },
  },
  {
    // A rule switched off says why, in the comment that switches it off.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'eslint-comments': eslintComments },
    rules: { 'eslint-comments/require-description': 'error' },
  },
  {
    // A focused test silently drops the rest of its file, and a skipped one passes without
    // running: neither is committed. A skip that must stay says why in its disable comment.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      'vitest/no-focused-tests': 'error',
      'vitest/no-disabled-tests': 'error',
      'vitest/warn-todo': 'error',
    },
  },
  {
    files: ['e2e/**/*.ts'],
    plugins: { playwright },
    rules: {
      'playwright/no-focused-test': 'error',
      'playwright/no-skipped-test': ['error', { disallowFixme: true }],
    },
  },
  {
    files: ['api/src/storage/migrations.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright fixtures call their callback `use`; it is not a React hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Run inline in the page, before and to start the site's code.
    files: ['shell/src/early-input/*.js', 'shell/src/start-up/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
