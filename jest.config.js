/** Jest runs unit and component tests (conventions §8): jsdom, babel-jest with the Gatsby preset. */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/tests', '<rootDir>/functions', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/.wrangler/',
    '<rootDir>/tests/e2e/',
    '<rootDir>/public/',
    '<rootDir>/.cache/',
  ],
  transform: { '^.+\\.(m?js|jsx|tsx?)$': '<rootDir>/tests/setup/jest-preprocess.js' },
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react)/)'],
  moduleNameMapper: {
    '.+\\.(css|styl|less|sass|scss)$': 'identity-obj-proxy',
    '.+\\.(jpg|jpeg|png|gif|webp|avif|svg|woff2?)$': '<rootDir>/tests/setup/file-stub.ts',
  },
  setupFiles: ['<rootDir>/tests/setup/loadershim.js'],
  // The ---js front-matter probe: the run fails if any test ran it as code (tests/setup/front-matter-probe.js).
  globalSetup: '<rootDir>/tests/setup/global-setup.js',
  globalTeardown: '<rootDir>/tests/setup/global-teardown.js',
  setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
  testEnvironmentOptions: { url: 'http://localhost/' },
  // Component tests that type into the enquiry form take 4-5 s on a loaded 2-core machine.
  testTimeout: 15_000,
};
