export declare const ROOT: string;
export declare const SSR_DIR: string;
export interface BuildSpec {
  output: string;
  inputs: string[];
  bundlesDependencies: boolean;
}
export declare const BUILDS: { web: BuildSpec; server: BuildSpec };
export declare function newestFile(path: string): { path: string; mtimeMs: number } | null;
export declare function buildProblem(
  name: keyof typeof BUILDS,
  options?: { root?: string; output?: string; dependencies?: boolean },
): string | null;
