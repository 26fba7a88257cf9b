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

/** True when `builtFile` is missing or older than any of `inputs` (files or directories). */
export function isBuildStale(builtFile, inputs) {
  if (!existsSync(builtFile)) {
    return true;
  }
  const built = statSync(builtFile).mtimeMs;
  return inputs.some((input) => newestMtime(input) > built);
}
