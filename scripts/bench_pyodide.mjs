// Runs one `python -m gongzhu …` command inside the pinned Pyodide under Node.
//
//   node scripts/bench_pyodide.mjs ZIP ARG…     e.g. ZIP arena --deals 20 --hero hard --field greedy
//
// The package comes from ZIP (web/build/gongzhu.zip, built by scripts/build.py),
// unpacked with pyodide.unpackArchive as the page's worker does; the runtime is
// node_modules/pyodide, the version package-lock.json pins. Standard input is
// handed to the command (for `score`), its output is printed as it comes, and
// the process exits with the command's exit status. One process, one Python:
// Pyodide has no multiprocessing, so `arena --jobs` above 1 is refused.
// scripts/bench_pyodide.py builds the zip first and is the usual way in.

import { readFileSync } from "node:fs";
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";

const PACKAGE_DIR = "/home/pyodide/app";

const [zipPath, ...args] = process.argv.slice(2);
if (!zipPath || args.length === 0) {
  process.stderr.write("usage: node scripts/bench_pyodide.mjs ZIP COMMAND [ARG…]\n");
  process.exit(2);
}
const jobs = args.indexOf("--jobs");
if (jobs >= 0 && args[jobs + 1] !== "1") {
  process.stderr.write("bench_pyodide: Pyodide runs one process; leave out --jobs\n");
  process.exit(2);
}

const stdin = process.stdin.isTTY ? "" : readFileSync(0, "utf8");
const pyodide = await loadPyodide();
const decoder = new TextDecoder();
pyodide.setStdout({ write: (bytes) => (process.stdout.write(decoder.decode(bytes)), bytes.length) });
pyodide.setStderr({ write: (bytes) => (process.stderr.write(decoder.decode(bytes)), bytes.length) });
pyodide.unpackArchive(new Uint8Array(readFileSync(zipPath)), "zip", { extractDir: PACKAGE_DIR });

const run = pyodide.runPython(`
import io, sys
sys.path.insert(0, ${JSON.stringify(PACKAGE_DIR)})
from gongzhu.__main__ import main

def run(args, stdin):
    sys.stdin = io.StringIO(stdin)
    try:
        code = main(list(args))
    except SystemExit as exc:  # argparse errors and --help
        code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)
    sys.stdout.flush()
    sys.stderr.flush()
    return code

run
`);
process.exitCode = run(pyodide.toPy(args), stdin);
