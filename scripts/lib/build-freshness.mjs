import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path) {
  if (!existsSync(path)) {
    return 0;
  }
  const stat = statSync(path);
  if (!stat.isDirectory()) {
    return stat.mtimeMs;
  }
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry !== 'node_modules') {
      newest = Math.max(newest, newestMtime(join(path, entry)));
    }
  }
  return newest;
}

/**
 * True when `builtFile` (or any of several) is missing or older than any of `inputs` (files or
 * directories). Name each build step's last output: a build killed half-way leaves the first step's
 * files newer than every source and the last step's missing.
 */
export function isBuildStale(builtFiles, inputs) {
  const outputs = Array.isArray(builtFiles) ? builtFiles : [builtFiles];
  if (!outputs.every((file) => existsSync(file))) {
    return true;
  }
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return inputs.some((input) => newestMtime(input) > built);
}
