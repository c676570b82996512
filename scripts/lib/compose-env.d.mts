// Types of compose-env.mjs for the server's TypeScript tests.
export class ComposeInterpolationError extends Error {}
export function parseDotenv(text: string): Record<string, string>;
export function interpolate(text: string, env: Record<string, string | undefined>, where?: string): string;
export function loadCompose(composeFile: string, env: Record<string, string | undefined>): ComposeModel;
export function composeVariables(composeFile: string): string[];
export function serviceEnvironment(
  model: ComposeModel,
  service: string,
  composeFile: string,
  env: Record<string, string | undefined>,
): Record<string, string>;
export interface ComposeModel {
  services: Record<string, Record<string, unknown> & { environment?: unknown; image?: string; volumes?: unknown[] }>;
  [key: string]: unknown;
}
