// `npm run lint`: ESLint's recommended rules, typescript-eslint's (with the type-aware check that no
// promise is left floating) and React's hooks rules, over every TypeScript file of the project.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'public/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The rules of hooks; the plugin's React Compiler checks are left out, as the compiler is not used.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `== null` is kept as the one check for null or undefined (raw rows and JSON may carry either).
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // A variable a callback reads before its one assignment stays `let`: `const` there would be in its dead zone.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // Vike's documented way to type its config is a global namespace declaration.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
)
