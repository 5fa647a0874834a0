// Compiles the Python files of zips to bytecode with the page's own Python (the
// pinned Pyodide, run under Node), so that the page does not compile them at
// every start. scripts/build.py runs it on the trimmed standard library and on
// the game package.
//
//   node scripts/compile_pyc.mjs RUNTIME_DIR SOURCE.zip TARGET.zip lines|nolines [SOURCE.zip TARGET.zip MODE]…
//
// Each `x.py` of SOURCE becomes `x.pyc` beside it in TARGET (the layout Python
// imports without the source: zipimport and the file finder both do), an
// unchecked hash-based .pyc, so that the same source always gives the same bytes
// and nothing compares it with a source at import. Other files are copied. The
// entries are stored (not deflated), in SOURCE's order, with SOURCE's dates and
// permissions, so that the Brotli copy compresses them together.
//
// The code is compiled without column positions (PYTHONNODEBUGRANGES): a
// traceback still names the line. MODE "nolines" drops the line table too (a
// traceback then shows no line), which makes the standard library's bytecode
// a fifth smaller.

import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [runtimeDir, ...jobs] = process.argv.slice(2);
if (!runtimeDir || jobs.length === 0 || jobs.length % 3 !== 0) {
  process.stderr.write("usage: node scripts/compile_pyc.mjs RUNTIME_DIR SOURCE.zip TARGET.zip lines|nolines …\n");
  process.exit(2);
}

const COMPILE = `
import importlib._bootstrap_external as external
import importlib.util
import io
import zipfile


def without_lines(code):
    consts = tuple(without_lines(c) if hasattr(c, "co_code") else c for c in code.co_consts)
    return code.replace(co_linetable=b"", co_consts=consts)


def compiled_zip(source, lines):
    buffer = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(source.to_bytes())) as given, zipfile.ZipFile(buffer, "w") as out:
        for info in given.infolist():
            data = given.read(info)
            name = info.filename
            if name.endswith(".py"):
                code = compile(data, name, "exec", dont_inherit=True)
                if not lines:
                    code = without_lines(code)
                data = external._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
                name += "c"
            entry = zipfile.ZipInfo(name, date_time=info.date_time)
            entry.external_attr = info.external_attr
            entry.create_system = info.create_system
            out.writestr(entry, bytes(data), compress_type=zipfile.ZIP_STORED)
    return buffer.getvalue()


compiled_zip
`;

const { loadPyodide } = await import(pathToFileURL(path.join(runtimeDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ env: { HOME: "/home/pyodide", PYTHONNODEBUGRANGES: "1" } });
const compiledZip = pyodide.runPython(COMPILE);
for (let index = 0; index < jobs.length; index += 3) {
  const [source, target, mode] = jobs.slice(index, index + 3);
  if (mode !== "lines" && mode !== "nolines") {
    process.stderr.write(`compile_pyc: MODE is lines or nolines, not ${mode}\n`);
    process.exit(2);
  }
  const bytes = readFileSync(source);
  let result;
  try {
    result = compiledZip(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), mode === "lines");
  } catch (error) {
    // The message alone: Node would print the runtime's whole minified source line.
    process.stderr.write(`compile_pyc: ${source}: ${error.message}\n`);
    process.exit(1);
  }
  writeFileSync(target, result.toJs());
  result.destroy();
}
