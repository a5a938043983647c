/** Two projects: fast unit tests beside the code, e2e suites against the real stack. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
      keepClassNames: true,
    },
  },
];
/**
 * Dependencies published as ES modules only (NestJS 12's @nestjs/* packages, nestjs-pino 5, content-disposition 3
 * under @fastify/static, cookie 1 under light-my-request): Node 24 requires them as they are, Jest's CommonJS runtime
 * needs them transformed.
 */
const esmOnly = {
  transform: { '^.+\\.ts$': swc, '/node_modules/.+\\.js$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(.+/)?(content-disposition|cookie|@nestjs|nestjs-pino)/)'],
};
module.exports = {
  testTimeout: 60000,
  // Suites close their apps; a stray socket in a third-party client must not hang CI.
  forceExit: true,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      rootDir: '.',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      ...esmOnly,
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      rootDir: '.',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      ...esmOnly,
      globalSetup: '<rootDir>/test/support/global-setup.ts',
    },
  ],
};
