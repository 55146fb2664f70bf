import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // A promise nobody awaits or catches fails unseen (or takes the process down): type-aware, so only
  // the sources the workspaces' tsconfigs cover.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Modules call the API through the contract's operations (`call`, `download`), never by a path.
  {
    files: ['apps/web/src/modules/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/layouts/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/api'], importNames: ['apiRequest'], message: 'Call an operation of the contract with call() or download().' }] },
      ],
    },
  },
  // Every string of the contract goes through `text()` (packages/shared/src/http/text.ts), which
  // refuses what PostgreSQL cannot store; these builders would let a NUL through (docs/decisions.md).
  {
    files: ['packages/shared/src/**/*.ts', 'apps/server/src/**/*.ts'],
    // The environment is not input: it holds no NUL, and Node decodes it without lone surrogates.
    ignores: ['**/*.test.ts', 'apps/server/src/test/**', 'apps/server/src/config.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='z'][property.name=/^(string|url|httpUrl)$/]",
          message: 'Use text() from @ganado/shared/http: it refuses NUL and lone surrogates.',
        },
        {
          selector: "MemberExpression[object.object.name='z'][object.property.name='coerce'][property.name='string']",
          message: 'Use text() from @ganado/shared/http: it refuses NUL and lone surrogates.',
        },
        {
          selector: "ImportDeclaration[source.value=/^zod/] > ImportSpecifier[imported.name=/^(string|url|httpUrl)$/]",
          message: 'Use text() from @ganado/shared/http: it refuses NUL and lone surrogates.',
        },
      ],
    },
  },
  // Command-line entry points talk to a person on the terminal.
  { files: ['scripts/**', 'apps/server/scripts/**', 'apps/server/src/main.ts', 'bench/**'], rules: { 'no-console': 'off' } },
  // The security suite prints what it walked and sent, the figures CI's log gives (docs/decisions.md).
  { files: ['apps/server/src/security/*.test.ts'], rules: { 'no-console': ['error', { allow: ['warn', 'error', 'log'] }] } },
);
