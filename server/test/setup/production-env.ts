/**
 * The settings production requires beyond the signing secret, for tests that start the app with
 * NODE_ENV=production (a test supplier: production refuses the example TRN of `.env.example`).
 */
export const PRODUCTION_TEST_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://freshfuel.test',
  SMTP_URL: 'smtp://127.0.0.1:1',
  CODES_SECRET: 'test-codes-secret-Qm3Zr8Tx1Wv6Yb4Nc9Ld2Kf7Hg5Js0Pa',
  SUPPLIER_NAME: 'FreshFuel Test Kitchen LLC',
  SUPPLIER_ADDRESS: 'Unit 1, Test Street, Dubai, United Arab Emirates',
  SUPPLIER_TRN: '100000000000003',
} as const;
