// Which modules of Python's standard library the page's Python imports: Pyodide's own
// start-up, the game package, a whole game through gongzhu.webapi.handle and
// Python's error path, both started afresh and restored from a memory snapshot,
// as web/js/engine/worker.js does. Runs the pinned Pyodide (node_modules/pyodide) under Node
// with its whole standard library.
//
//   node scripts/trace_stdlib.mjs ZIP [INDEX]   ZIP: web/build/gongzhu.zip; INDEX: a runtime's
//                                              directory (default: node_modules/pyodide, the whole library)
//
// Prints JSON: {"files": [the library's files that were imported, as paths in its zip],
// "builtin": [modules built into the runtime]}. scripts/stdlib.py writes it into
// scripts/stdlib-modules.txt, the list the build keeps, and runs it on the built
// runtime (INDEX web/build/pyodide/) to show that the trimmed library is enough.

import { readFileSync } from "node:fs";
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";

const PACKAGE_DIR = "/home/pyodide/app";
const ZIP_PREFIX = "/lib/python314.zip/";
const [zipPath, indexPath] = process.argv.slice(2);
const options = indexPath ? { indexURL: `${indexPath.replace(/\/$/, "")}/` } : {};
if (!zipPath) {
  process.stderr.write("usage: node scripts/trace_stdlib.mjs ZIP\n");
  process.exit(2);
}
const archive = new Uint8Array(readFileSync(zipPath));

// A game to its end, South playing its first legal card, with a hint each turn and refused requests.
const GAME = `
import json
from gongzhu import webapi

def ask(request):
    return json.loads(webapi.handle(json.dumps(request)))

ask({"op": "info"})
webapi.handle("not json")
ask({"op": "play", "card": "ZZ"})
for level in ("easy", "normal", "hard"):
    reply = ask({"op": "new_game", "seed": "TRACE" + level, "level": level, "rules": {"max_hands": 1}})
    save = reply["save"]
    while reply["view"]["phase"] != "game-over":
        view = reply["view"]
        if view["phase"] == "expose":
            ask({"op": "hint"})
            reply = ask({"op": "expose", "cards": view["exposable"][:1]})
        elif view["phase"] == "hand-over":
            reply = ask({"op": "next_hand"})
        elif view["turn"] == "S":
            ask({"op": "hint"})
            reply = ask({"op": "play", "card": view["legal"][0]})
        else:
            reply = ask({"op": "advance", "steps": 1})
        save = reply.get("save") or save
    ask({"op": "load", "save": save})
    ask({"op": "set_level", "level": "easy"})
`;

const LIST = `
import sys
def where(module):
    return getattr(module, "__file__", None) or ""
sorted(where(module).removeprefix("${ZIP_PREFIX}") for module in list(sys.modules.values())
       if where(module).startswith("${ZIP_PREFIX}")), sorted(
    name for name, module in sys.modules.items() if not where(module) and name not in ("__main__",))
`;

function exercise(pyodide, handle) {
  handle(JSON.stringify({ op: "info" }));
  pyodide.runPython("import sys; sys.version.split()[0]");
  pyodide.runPython(GAME);
  try {
    pyodide.runPython("raise ValueError('the error path')");
  } catch {
    // expected: Python's error reaches JavaScript with its traceback
  }
  return pyodide.runPython(LIST).toJs();
}

// As worker.js's bootPlain: start, unpack, import, snapshot, then play.
const plain = await loadPyodide({ ...options, _makeSnapshot: true });
plain.unpackArchive(archive, "zip", { extractDir: PACKAGE_DIR });
const sys = plain.pyimport("sys");
sys.path.insert(0, PACKAGE_DIR);
sys.destroy();
const handle = plain.pyimport("gongzhu.webapi").handle;
const snapshot = plain.makeMemorySnapshot();
const [stdlib, builtin] = exercise(plain, handle);

// As bootFromSnapshot: restore, import, play, then unpack the files again.
const restored = await loadPyodide({ ...options, _loadSnapshot: snapshot });
const [stdlib2, builtin2] = exercise(restored, restored.pyimport("gongzhu.webapi").handle);
restored.unpackArchive(archive, "zip", { extractDir: PACKAGE_DIR });
const [stdlib3, builtin3] = restored.runPython(LIST).toJs();

const union = (...lists) => [...new Set(lists.flat())].sort();
process.stdout.write(
  `${JSON.stringify({ files: union(stdlib, stdlib2, stdlib3), builtin: union(builtin, builtin2, builtin3) }, null, 1)}\n`,
);
