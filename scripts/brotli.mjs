// Brotli-compresses files for scripts/build.py with Node's built-in zlib (no package needed).
// Usage: node scripts/brotli.mjs QUALITY SOURCE TARGET [SOURCE TARGET ...]
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";

const [quality, ...paths] = process.argv.slice(2);
if (!/^(?:[0-9]|1[01])$/.test(quality ?? "") || paths.length % 2 !== 0) {
  console.error("usage: node brotli.mjs QUALITY SOURCE TARGET [SOURCE TARGET ...]");
  process.exit(2);
}
for (let i = 0; i < paths.length; i += 2) {
  const data = readFileSync(paths[i]);
  const packed = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: Number(quality),
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(paths[i + 1], packed);
}
